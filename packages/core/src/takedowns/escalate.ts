// Escalation in waves (issue 13): when a leak's notices have no effect, its next wave is planned from
// the first notice, the waves sent and what the checks saw (`planNextWave`) after each of its
// re-checks (24 h ... weekly to day 30), and sent on its date by its own job (`leaks.wave_due_at`
// holds the date it is queued for; a lost job is swept up every minute):
// W1 a reminder to the same recipients (after 72 h where a first notice went to a platform with a
// 48-hour legal duty, `fortyEightHourDuty`, else after 5 business days); W2 the hosting provider and the CDN found by DNS and RDAP and
// the payment processors the registry knows for the site (a reminder to those who already had the
// notice); W3 the registrar's abuse desk of the page's domain (RDAP) and the search engines not yet
// asked to delist, with a final reminder to every recipient so far; W4 the case is handed over
// (status "escalated") for a lawyer. Removal, delisting by setting, or a counter-notice stop it. Each wave
// is its own notice, kept, logged and sent like the first.
import { type Database, leaks, noticeItems, noticeReplies, notices, removalRequests } from "@unleak/db";
import { confirmation, type EscalationSettings, fortyEightHourDuty, planNextWave, publicHolidays, type Route, usFederalHolidays, type WavePlan } from "@unleak/takedown";
import type { LeakTracking } from "@unleak/contracts";
import { escalationJob, escalationSweepJob } from "@unleak/jobs";
import { and, asc, eq, inArray, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import { composeOne, principalOf } from "./compose-notices";
import { appendNoticeEvent } from "./notice-log";
import { readRemovalHistory } from "./removal-history";
import { tellCreator } from "./tell-creator";
import { type EscalationConfig, routeKindOf, type TakedownServices } from "./takedown-services";

/** Statuses a leak escalates from. */
const OPEN = ["sent", "acknowledged", "rejected", "restricted", "delisted", "escalated"] as const;
/** Delisting is not removal: escalation goes on at the source unless a deployment says otherwise. */
const SETTINGS: Partial<EscalationSettings> = { stopWhenDelistedOnly: false };

/** The deployment's wave delays, business days counted without its country's public holidays (this year and the next). */
function settingsFor(escalation: EscalationConfig | undefined, from: Date): Partial<EscalationSettings> {
  const year = from.getUTCFullYear();
  const country = escalation === undefined ? "US" : escalation.holidayCountry;
  const holidays = country === null ? [] : country === "US" ? usFederalHolidays(year, year + 1) : publicHolidays(country, year, year + 1);
  return { ...SETTINGS, ...escalation?.settings, holidays };
}

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

interface LeakCase {
  leak: typeof leaks.$inferSelect;
  /** Every notice of the leak, oldest first. */
  all: NoticeOfLeak[];
  /** The first notices sent (wave 0), search engines aside. */
  first: NoticeOfLeak[];
  /** Every notice to someone who can remove the content (search engines aside). */
  source: NoticeOfLeak[];
  plan: WavePlan | null;
}

/** The leak's notices and its next wave (null when none) as of the clock's now; null when it does not escalate. */
async function planLeak({ db, clock, escalation }: Pick<TakedownServices, "db" | "clock" | "escalation">, leakId: string): Promise<LeakCase | null> {
  const [leak] = await db.select().from(leaks).where(eq(leaks.id, leakId));
  if (!leak || leak.disposition !== null || !(OPEN as readonly string[]).includes(leak.status)) return null;
  const all = await noticesOf(db, leak.id);
  const source = all.filter((notice) => notice.recipientKind !== "search_engine");
  const first = source.filter((notice) => notice.wave === 0 && notice.sentAt);
  if (first.length === 0) return null;
  const firstSentAt = new Date(Math.min(...first.map((notice) => notice.sentAt!.getTime())));
  // A wave counts once its notices are composed (they go out on their own, retried until sent).
  const waves = source
    .filter((notice) => notice.wave > 0)
    .map((notice) => ({ wave: notice.wave as 1 | 2 | 3 | 4, sentAt: notice.sentAt ?? notice.createdAt, recipientKind: notice.recipientKind }));
  if (leak.handedOverAt) waves.push({ wave: 4, sentAt: leak.handedOverAt, recipientKind: "site" });
  const state = confirmation(await readRemovalHistory(db, leak.id)).state;
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
    // W1 after 72 h when a first notice went to a platform the law gives 48 hours (ADR 030).
    fortyEightHourDuty: first.some((notice) => fortyEightHourDuty({ basis: notice.basis, recipientKind: notice.recipientKind, sentAt: notice.sentAt!, leakKind: leak.kind, siteCategory: leak.category })),
    now: clock.now(),
    settings: settingsFor(escalation, firstSentAt),
  });
  return { leak, all, first, source, plan };
}

/** The next wave as the creator sees it on the leak's page: what, when and why; null when none. */
export async function nextStepOf(services: Pick<TakedownServices, "db" | "clock" | "escalation">, leakId: string): Promise<LeakTracking["nextStep"]> {
  const plan = (await planLeak(services, leakId))?.plan;
  return plan ? { wave: plan.wave, action: plan.action, due: plan.due.toISOString(), reason: plan.reason.code } : null;
}

/** Plans the leak's next wave and sends it when due, then queues the one after for its date; the plan or null when none. */
export async function escalateLeak(services: TakedownServices, leakId: string): Promise<WavePlan | null> {
  const planned = await planLeak(services, leakId);
  if (!planned?.plan) {
    await services.db.update(leaks).set({ waveDueAt: null }).where(and(eq(leaks.id, leakId), isNotNull(leaks.waveDueAt)));
    return null;
  }
  if (planned.plan.due.getTime() > services.clock.now().getTime()) {
    await scheduleWave(services, leakId, planned.plan.due);
    return planned.plan;
  }
  await sendWave(services, planned.leak, planned, planned.plan);
  const next = (await planLeak(services, leakId))?.plan ?? null;
  if (next) await scheduleWave(services, leakId, next.due);
  else await services.db.update(leaks).set({ waveDueAt: null }).where(eq(leaks.id, leakId));
  return planned.plan;
}

/**
 * Queues the escalation job for the wave's date, once per date: between checks (weekly after day 7)
 * a wave still leaves on its day. A job lost with a dead process is swept up by `sweepWaves`.
 */
async function scheduleWave({ db, queue, clock }: TakedownServices, leakId: string, due: Date): Promise<void> {
  const [claimed] = await db
    .update(leaks)
    .set({ waveDueAt: due })
    .where(and(eq(leaks.id, leakId), or(isNull(leaks.waveDueAt), ne(leaks.waveDueAt, due))))
    .returning({ id: leaks.id });
  if (!claimed) return;
  const seconds = Math.ceil(clock.realDelayMs(due.getTime() - clock.now().getTime()) / 1000);
  try {
    await queue.send(escalationJob, { leakId }, { startAfterSeconds: Math.max(1, seconds) });
  } catch (error) {
    await db.update(leaks).set({ waveDueAt: null }).where(eq(leaks.id, leakId));
    throw error;
  }
}

/** A wave job not run this long (real time) after its date is considered lost. */
const LOST_AFTER_MS = 5 * 60_000;

/** Sends the waves whose job was lost (a process died, the database restarted); every minute. */
export async function sweepWaves(services: TakedownServices): Promise<number> {
  const { db, clock } = services;
  const before = new Date(clock.now().getTime() - LOST_AFTER_MS * clock.scale);
  const late = await db
    .select({ id: leaks.id })
    .from(leaks)
    .where(and(lt(leaks.waveDueAt, before), inArray(leaks.status, [...OPEN])))
    .limit(500);
  for (const leak of late) await escalateLeak(services, leak.id);
  return late.length;
}

/** The escalation's jobs: each wave on its date, and the minute's sweep for lost ones. */
export async function workEscalation(services: TakedownServices): Promise<void> {
  await services.queue.work(escalationJob, ({ leakId }) => escalateLeak(services, leakId).then(() => undefined));
  await services.queue.work(escalationSweepJob, async () => void (await sweepWaves(services)));
  await services.queue.schedule(escalationSweepJob, "* * * * *", { tick: true });
}

async function sendWave(services: TakedownServices, leak: typeof leaks.$inferSelect, { all, first, source }: { all: NoticeOfLeak[]; first: NoticeOfLeak[]; source: NoticeOfLeak[] }, plan: WavePlan): Promise<void> {
  const { db, clock } = services;
  const requestId = first[0].requestId;
  if (plan.action === "hand-over" || !requestId) {
    // Once: a second run (a check and the wave's job at the same moment) finds it handed over already.
    const handed = await db.transaction(async (tx) => {
      const [row] = await tx.update(leaks).set({ status: "escalated", handedOverAt: clock.now() }).where(and(eq(leaks.id, leak.id), isNull(leaks.handedOverAt))).returning({ id: leaks.id });
      if (row) await appendNoticeEvent(tx, { userId: leak.userId, noticeId: first[0].id, kind: "escalated", at: clock.now(), detail: { wave: 4, handedOver: true, leakId: leak.id, reason: plan.reason.code } });
      return row !== undefined;
    });
    if (handed) await tellCreator(services, leak, "handedOver");
    return;
  }
  const [request] = await db.select({ id: removalRequests.id, userId: removalRequests.userId }).from(removalRequests).where(eq(removalRequests.id, requestId));
  if (!request) return;
  const principal = await principalOf(db, leak.userId);
  const previous = first[0];
  const followUp = (kind: "reminder" | "escalation", to: NoticeOfLeak, route: Route) => ({
    kind,
    previousReference: to.reference,
    previousSentAt: to.sentAt ?? previous.sentAt!,
    previousRecipient: to.recipientName,
    recipientKind: route.recipientKind,
  });
  // "delisting": a search engine's first delisting request, added by W3, written as a first notice.
  const targets: Array<{ route: Route; kind: "reminder" | "escalation" | "delisting"; about: NoticeOfLeak }> = [];
  if (plan.action === "reminder") {
    for (const notice of first) targets.push({ route: asRoute(notice), kind: "reminder", about: notice });
  } else {
    // W2 the hosting provider, the CDN and the site's payment processors; W3 the registrar and the search engines,
    // with a last reminder to everyone written to so far. A recipient already written to gets a reminder.
    const added = await services.routeLeak({ url: leak.url, mediaUrls: leak.evidence.mediaUrls ?? [], siteId: leak.siteId, kind: routeKindOf(leak), escalation: plan.action === "host-cdn-processor" ? 2 : 3 });
    const wrote = (address: string) => all.find((notice) => notice.address.toLowerCase() === address.toLowerCase());
    if (plan.action === "registrar-search") {
      const seen = new Set<string>();
      for (const notice of source) {
        if (seen.has(notice.address.toLowerCase())) continue;
        seen.add(notice.address.toLowerCase());
        targets.push({ route: asRoute(notice), kind: "reminder", about: notice });
      }
    }
    for (const route of added) {
      const earlier = wrote(route.address);
      // A search engine that has the delisting request already is followed by its own checks.
      if (route.recipientKind === "search_engine" && earlier) continue;
      if (targets.some((target) => target.route.address.toLowerCase() === route.address.toLowerCase())) continue;
      targets.push({ route, kind: earlier ? "reminder" : route.recipientKind === "search_engine" ? "delisting" : "escalation", about: earlier ?? previous });
    }
    if (targets.length === 0) for (const notice of first) targets.push({ route: asRoute(notice), kind: "reminder", about: notice });
  }
  // A leak is named once per recipient and wave (notice_items' unique leak-address-wave key): a rerun after a crash completes the wave.
  const composed: string[] = [];
  for (const target of targets) {
    const { noticeId } = await composeOne(services, request, { route: target.route, leaks: [leak] }, principal, { wave: plan.wave, followUp: target.kind === "delisting" ? null : followUp(target.kind, target.about, target.route) });
    if (noticeId) composed.push(noticeId);
  }
  // The earlier notices are escalated: the leak's status follows (the wave's own notices go on to "sent").
  // Logged once: a rerun that composed nothing new (the wave was made before) only completes the statuses.
  await db.transaction(async (tx) => {
    await tx
      .update(notices)
      .set({ status: "escalated" })
      .where(and(inArray(notices.id, source.map((notice) => notice.id)), inArray(notices.status, ["sent", "acknowledged", "rejected"])));
    await tx.update(leaks).set({ status: "escalated" }).where(and(eq(leaks.id, leak.id), inArray(leaks.status, [...OPEN])));
    if (composed.length === 0) return;
    await appendNoticeEvent(tx, { userId: leak.userId, noticeId: previous.id, kind: "escalated", at: clock.now(), detail: { wave: plan.wave, action: plan.action, leakId: leak.id, reason: plan.reason.code, recipients: targets.map((target) => target.route.address) } });
  });
}
