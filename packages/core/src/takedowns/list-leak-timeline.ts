// A leak's timeline for its page (issue 13): its case as read for the evidence pack, told in time
// order: found, each notice with its text as sent (its wave), the replies, the escalation waves, the
// removal checks as the checks route shows them, counter-notice decisions, the removal (only once
// confirmed), the hand-over and the re-uploads found later; beside it the case as it stands now.
import { type CounterNoticeDecision, counterNoticeDecisions, type LeakTimeline, type LeakTimelineEntry, waveActions, waveReasons } from "@unleak/contracts";
import { leaks } from "@unleak/db";
import { and, asc, eq } from "drizzle-orm";
import { evidenceStrengthOf } from "../leaks/leak-evidence";
import type { Access } from "../policy/actor";
import { getLeakTracking } from "./check-leak";
import { nextStepOf } from "./escalate";
import { readLeakCase } from "./read-leak-case";
import type { TakedownServices } from "./takedown-services";

/** A reply's first words on the timeline; the whole reply is on its notice's page. */
const EXCERPT_CHARS = 200;
/** Entries at the same instant read in the order things happen: a wave is planned, then its notices leave. */
const order: Record<LeakTimelineEntry["kind"], number> = { found: 0, wave: 1, notice: 2, reply: 3, check: 4, decision: 5, removed: 6, handed_over: 7, reupload: 8 };

const excerptOf = (text: string) => {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > EXCERPT_CHARS ? `${flat.slice(0, EXCERPT_CHARS).trimEnd()}…` : flat;
};
const oneOf = <T extends string>(words: readonly T[], value: unknown): T | null => ((words as readonly unknown[]).includes(value) ? (value as T) : null);

export async function listLeakTimeline({
  services,
  actor,
  ownerId,
  leakId,
}: Access & { services: Pick<TakedownServices, "db" | "clock" | "escalation">; leakId: string }): Promise<LeakTimeline> {
  const { db } = services;
  // Authorised and read as GET /leaks/{id}/checks reads them: the same checks, the same words.
  const { checks, ...tracking } = await getLeakTracking({ db, actor, ownerId, id: leakId });
  const { leak, notices, replies, events } = await readLeakCase({ db, ownerId, leakId });
  const children = await db
    .select({ id: leaks.id, siteName: leaks.siteName, url: leaks.url, firstSeenAt: leaks.firstSeenAt })
    .from(leaks)
    .where(and(eq(leaks.userId, ownerId), eq(leaks.parentLeakId, leak.id)))
    .orderBy(asc(leaks.firstSeenAt));
  const referenceOf = new Map(notices.map((notice) => [notice.id, notice.reference]));

  const entries: LeakTimelineEntry[] = [
    {
      kind: "found",
      at: leak.firstSeenAt.toISOString(),
      siteName: leak.siteName,
      url: leak.url,
      evidence: evidenceStrengthOf(leak),
      distance: leak.distance,
      parentLeakId: leak.parentLeakId,
    },
  ];
  for (const notice of notices) {
    entries.push({
      kind: "notice",
      at: (notice.sentAt ?? notice.createdAt).toISOString(),
      noticeId: notice.id,
      reference: notice.reference,
      wave: notice.wave,
      recipientKind: notice.recipientKind,
      recipientName: notice.recipientName,
      channel: notice.channel,
      address: notice.address,
      basis: notice.basis,
      status: notice.status,
      sentAt: notice.sentAt?.toISOString() ?? null,
      subject: notice.subject,
      body: notice.body,
      rawSha256: notice.rawSha256,
    });
  }
  for (const reply of replies) {
    if (!reply.noticeId) continue;
    entries.push({
      kind: "reply",
      at: reply.receivedAt.toISOString(),
      noticeId: reply.noticeId,
      reference: referenceOf.get(reply.noticeId) ?? "",
      replyKind: reply.kind,
      from: reply.fromAddress,
      excerpt: excerptOf(reply.text),
      ticket: reply.ticket,
    });
  }
  const decided = new Set<string>();
  for (const event of events) {
    const detail = event.detail;
    if (event.kind === "escalated" && detail.leakId === leak.id && !detail.handedOver) {
      const wave = Number(detail.wave);
      if (wave < 1 || wave > 3) continue;
      const recipients = Array.isArray(detail.recipients) ? detail.recipients.filter((recipient): recipient is string => typeof recipient === "string") : [];
      entries.push({ kind: "wave", at: event.at.toISOString(), wave, action: oneOf(waveActions, detail.action), reason: oneOf(waveReasons, detail.reason), recipients });
    }
    // A counter-notice decision is final: the first one logged per notice counts.
    const decision = oneOf<CounterNoticeDecision>(counterNoticeDecisions, detail.decision);
    if (event.kind === "decision" && event.noticeId && decision && !decided.has(event.noticeId)) {
      decided.add(event.noticeId);
      entries.push({ kind: "decision", at: event.at.toISOString(), noticeId: event.noticeId, reference: referenceOf.get(event.noticeId) ?? "", decision });
    }
  }
  for (const check of checks) entries.push({ kind: "check", at: check.checkedAt, check });
  // removedAt is set only once a second check confirmed the removal (check-leak.ts).
  if (leak.removedAt) entries.push({ kind: "removed", at: leak.removedAt.toISOString() });
  if (leak.handedOverAt) entries.push({ kind: "handed_over", at: leak.handedOverAt.toISOString() });
  for (const child of children) entries.push({ kind: "reupload", at: child.firstSeenAt.toISOString(), leakId: child.id, siteName: child.siteName, url: child.url });

  entries.sort((a, b) => a.at.localeCompare(b.at) || order[a.kind] - order[b.kind]);
  return { tracking: { ...tracking, nextStep: await nextStepOf(services, leak.id) }, entries };
}
