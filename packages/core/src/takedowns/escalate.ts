// Escalation in waves (issue 13): when a leak's notices have no effect, its next wave is planned from
// the first notice, the waves sent and what the checks saw (`planNextWave`) after each of its
// re-checks (24 h ... weekly to day 30), and sent once due:
// W1 a reminder to the same recipients; W2 the hosting provider and the CDN found by DNS and RDAP
// (a reminder to them when they already had the notice); W3 a final reminder to every recipient so
// far (the registrar's abuse desk is not looked up yet); W4 the case is handed over (status
// "escalated") for a lawyer. Removal, delisting by setting, or a counter-notice stop it. Each wave
// is its own notice, kept, logged and sent like the first.
import { type Database, leaks, noticeItems, noticeReplies, notices, removalChecks, removalRequests } from "@unleak/db";
import { confirmation, type EscalationSettings, planNextWave, type RecheckOutcome, type Route, type WavePlan } from "@unleak/takedown";
import { and, asc, eq, inArray } from "drizzle-orm";
import { composeOne, principalOf } from "./compose-notices";
import { appendNoticeEvent } from "./notice-log";
import type { TakedownServices } from "./takedown-services";

/** Statuses a leak escalates from. */
const OPEN = ["sent", "acknowledged", "rejected", "restricted", "delisted", "escalated"] as const;
/** Delisting is not removal: escalation goes on at the source unless a deployment says otherwise. */
const SETTINGS: Partial<EscalationSettings> = { stopWhenDelistedOnly: false };

type NoticeOfLeak = typeof notices.$inferSelect;

async function noticesOf(db: Database, leakId: string): Promise<NoticeOfLeak[]> {
  const rows = await db
    .select({ notice: notices })
    .from(noticeItems)
    .innerJoin(notices, eq(notices.id, noticeItems.noticeId))
    .where(eq(noticeItems.leakId, leakId))
    .orderBy(asc(notices.createdAt));
  return rows.map((row) => row.notice);
}

function asRoute(notice: NoticeOfLeak): Route {
  return {
    recipientKind: notice.recipientKind,
    recipientName: notice.recipientName,
    channel: notice.channel,
    address: notice.address,
    basis: notice.basis,
    language: notice.language as Route["language"],
    reason: notice.routeReason,
  };
}

/** Plans the leak's next wave and sends it when due; the plan (with its date) or null when none. */
export async function escalateLeak(services: TakedownServices, leakId: string): Promise<WavePlan | null> {
  const { db, clock } = services;
  const [leak] = await db.select().from(leaks).where(eq(leaks.id, leakId));
  if (!leak || leak.disposition !== null || !(OPEN as readonly string[]).includes(leak.status)) return null;
  const all = await noticesOf(db, leak.id);
  const source = all.filter((notice) => notice.recipientKind !== "search_engine");
  const first = source.filter((notice) => notice.wave === 0 && notice.sentAt);
  if (first.length === 0) return null;
  const firstSentAt = new Date(Math.min(...first.map((notice) => notice.sentAt!.getTime())));
  const waves = source
    .filter((notice) => notice.wave > 0 && notice.sentAt)
    .map((notice) => ({ wave: notice.wave as 1 | 2 | 3 | 4, sentAt: notice.sentAt!, recipientKind: notice.recipientKind }));
  if (leak.handedOverAt) waves.push({ wave: 4, sentAt: leak.handedOverAt, recipientKind: "site" });
  const checks = await db.select({ at: removalChecks.checkedAt, outcome: removalChecks.outcome }).from(removalChecks).where(and(eq(removalChecks.leakId, leak.id), eq(removalChecks.target, "page")));
  const state = confirmation(checks.map((check) => ({ at: check.at, outcome: check.outcome as RecheckOutcome }))).state;
  const [counter] = await db
    .select({ at: noticeReplies.receivedAt })
    .from(noticeReplies)
    .where(and(inArray(noticeReplies.noticeId, all.map((notice) => notice.id)), eq(noticeReplies.kind, "counter_notice")))
    .limit(1);
  const plan = planNextWave({
    basis: first[0].basis,
    firstSentAt,
    waves,
    lastOutcome: leak.status === "delisted" ? "delisted-only" : state,
    counterNotice: counter ? { receivedAt: counter.at } : undefined,
    now: clock.now(),
    settings: SETTINGS,
  });
  if (!plan || plan.due.getTime() > clock.now().getTime()) return plan;
  await sendWave(services, leak, first, source, plan);
  return plan;
}

async function sendWave(services: TakedownServices, leak: typeof leaks.$inferSelect, first: NoticeOfLeak[], source: NoticeOfLeak[], plan: WavePlan): Promise<void> {
  const { db, clock } = services;
  const requestId = first[0].requestId;
  if (plan.action === "hand-over" || !requestId) {
    await db.transaction(async (tx) => {
      await tx.update(leaks).set({ status: "escalated", handedOverAt: clock.now() }).where(eq(leaks.id, leak.id));
      await appendNoticeEvent(tx, { userId: leak.userId, noticeId: first[0].id, kind: "escalated", at: clock.now(), detail: { wave: 4, handedOver: true, leakId: leak.id, reason: plan.reason.code } });
    });
    return;
  }
  const [request] = await db.select({ id: removalRequests.id, userId: removalRequests.userId }).from(removalRequests).where(eq(removalRequests.id, requestId));
  if (!request) return;
  const principal = await principalOf(db, leak.userId);
  const previous = first[0];
  const followUp = (kind: "reminder" | "escalation", to: NoticeOfLeak) => ({ kind, previousReference: to.reference, previousSentAt: to.sentAt ?? previous.sentAt!, previousRecipient: to.recipientName });
  const targets: Array<{ route: Route; kind: "reminder" | "escalation"; about: NoticeOfLeak }> = [];
  if (plan.action === "reminder") {
    for (const notice of first) targets.push({ route: asRoute(notice), kind: "reminder", about: notice });
  } else if (plan.action === "host-cdn-processor") {
    const hosts = (await services.routeLeak({ url: leak.url, mediaUrls: leak.evidence.mediaUrls ?? [], siteId: leak.siteId, hostOnly: true })).filter((route) => route.recipientKind === "host" || route.recipientKind === "cdn");
    for (const route of hosts) {
      const earlier = source.find((notice) => notice.address.toLowerCase() === route.address.toLowerCase());
      targets.push({ route, kind: earlier ? "reminder" : "escalation", about: earlier ?? previous });
    }
    if (targets.length === 0) for (const notice of first) targets.push({ route: asRoute(notice), kind: "reminder", about: notice });
  } else {
    const seen = new Set<string>();
    for (const notice of source) {
      if (seen.has(notice.address.toLowerCase())) continue;
      seen.add(notice.address.toLowerCase());
      targets.push({ route: asRoute(notice), kind: "reminder", about: notice });
    }
  }
  for (const target of targets) await composeOne(services, request, { route: target.route, leaks: [leak] }, principal, { wave: plan.wave, followUp: followUp(target.kind, target.about) });
  // The earlier notices are escalated: the leak's status follows (the wave's own notices go on to "sent").
  await db.transaction(async (tx) => {
    await tx
      .update(notices)
      .set({ status: "escalated" })
      .where(and(inArray(notices.id, source.map((notice) => notice.id)), inArray(notices.status, ["sent", "acknowledged", "rejected"])));
    await tx.update(leaks).set({ status: "escalated" }).where(and(eq(leaks.id, leak.id), inArray(leaks.status, [...OPEN])));
    await appendNoticeEvent(tx, { userId: leak.userId, noticeId: previous.id, kind: "escalated", at: clock.now(), detail: { wave: plan.wave, action: plan.action, leakId: leak.id, reason: plan.reason.code, recipients: targets.map((target) => target.route.address) } });
  });
}
