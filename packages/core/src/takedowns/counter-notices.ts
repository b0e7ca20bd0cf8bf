// Counter-notices (issue 13, 17 U.S.C. §512(g)): a host forwarded the uploader's claim that the
// removal was a mistake. Escalation pauses (escalate.ts), the creator sees the restore window (10 to
// 14 business days after the host received it) and decides: let it go (the content may go back up;
// escalation stays paused for good) or pursue it (the case is handed over for a lawyer, who must file
// suit before the latest restore date for the content to stay down). The decision is an entry of
// the notice log (kind "decision"), so it is hash-chained like everything else done with a notice.
import type { CounterNotice, CounterNoticeDecision } from "@unleak/contracts";
import { type Database, leaks, noticeEvents, noticeItems, noticeReplies, notices } from "@unleak/db";
import { counterNoticeClock } from "@unleak/takedown";
import { and, asc, eq, inArray, isNull, ne } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { appendNoticeEvent } from "./notice-log";

type Executor = Pick<Database, "select">;

interface Decision {
  decision: CounterNoticeDecision;
  at: string;
}

/** The first decision logged per notice (a decision is final). */
async function decisionsOf(db: Executor, ownerId: string, noticeIds: string[]): Promise<Map<string, Decision>> {
  const decided = new Map<string, Decision>();
  if (noticeIds.length === 0) return decided;
  const rows = await db
    .select({ noticeId: noticeEvents.noticeId, detail: noticeEvents.detail, at: noticeEvents.at })
    .from(noticeEvents)
    .where(and(eq(noticeEvents.userId, ownerId), eq(noticeEvents.kind, "decision"), inArray(noticeEvents.noticeId, noticeIds)))
    .orderBy(asc(noticeEvents.sequence));
  for (const row of rows) {
    const decision = (row.detail as { decision?: CounterNoticeDecision }).decision;
    if (row.noticeId && decision && !decided.has(row.noticeId)) decided.set(row.noticeId, { decision, at: row.at.toISOString() });
  }
  return decided;
}

/** One entry per leak and notice with a counter-notice, newest counter-notice first; only the owner's. */
async function counterNoticesOf(db: Executor, ownerId: string, noticeId?: string): Promise<CounterNotice[]> {
  const replies = await db
    .select({ reply: noticeReplies, reference: notices.reference })
    .from(noticeReplies)
    .innerJoin(notices, eq(notices.id, noticeReplies.noticeId))
    .where(and(eq(notices.userId, ownerId), eq(noticeReplies.kind, "counter_notice"), ...(noticeId ? [eq(notices.id, noticeId)] : [])))
    .orderBy(asc(noticeReplies.receivedAt));
  // The first counter-notice per notice starts its clock; later mails about it do not restart it.
  const first = new Map<string, (typeof replies)[number]>();
  for (const row of replies) if (row.reply.noticeId && !first.has(row.reply.noticeId)) first.set(row.reply.noticeId, row);
  const ids = [...first.keys()];
  if (ids.length === 0) return [];
  const items = await db
    .select({ noticeId: noticeItems.noticeId, leak: { id: leaks.id, url: leaks.url, title: leaks.title, status: leaks.status } })
    .from(noticeItems)
    .innerJoin(leaks, eq(leaks.id, noticeItems.leakId))
    .where(and(inArray(noticeItems.noticeId, ids), eq(leaks.userId, ownerId)));
  const decided = await decisionsOf(db, ownerId, ids);
  const entries: CounterNotice[] = [];
  for (const item of items) {
    const { reply, reference } = first.get(item.noticeId)!;
    const window = counterNoticeClock(reply.receivedAt);
    const decision = decided.get(item.noticeId) ?? null;
    entries.push({
      leakId: item.leak.id,
      leakUrl: item.leak.url,
      leakTitle: item.leak.title,
      leakStatus: item.leak.status,
      noticeId: item.noticeId,
      noticeReference: reference,
      reply: { id: reply.id, from: reply.fromAddress, subject: reply.subject, text: reply.text, receivedAt: reply.receivedAt.toISOString() },
      earliestRestore: window.earliestRestore.toISOString(),
      latestRestore: window.latestRestore.toISOString(),
      decision,
      meaning: decision?.decision ?? "awaiting_decision",
    });
  }
  return entries.sort((a, b) => b.reply.receivedAt.localeCompare(a.reply.receivedAt) || a.leakUrl.localeCompare(b.leakUrl));
}

/** The caller's counter-notices, per leak: the notice, the reply, the restore window and the decision. */
export async function listCounterNotices({ db, actor, ownerId }: Access & { db: Database }): Promise<CounterNotice[]> {
  authorise(actor, "notices.read", ownerId);
  return counterNoticesOf(db, ownerId);
}

/**
 * The owner's decision about the counter-notice on one of their notices; final once made.
 * let_go: the leaks stay counter_noticed and escalation stays paused. pursue: the leaks are handed
 * over for a lawyer (status "escalated"); suit must be filed before the latest restore date.
 */
export async function decideCounterNotice({
  db,
  clock,
  actor,
  ownerId,
  noticeId,
  decision,
}: Access & { db: Database; clock: Clock; noticeId: string; decision: CounterNoticeDecision }): Promise<CounterNotice[]> {
  authorise(actor, "takedowns.request", ownerId);
  await db.transaction(async (tx) => {
    const [notice] = await tx.select().from(notices).where(and(eq(notices.id, noticeId), eq(notices.userId, ownerId))).for("update");
    if (!notice) throw new AppError("NOT_FOUND");
    const entries = await counterNoticesOf(tx, ownerId, noticeId);
    const [counter] = await tx
      .select({ id: noticeReplies.id })
      .from(noticeReplies)
      .where(and(eq(noticeReplies.noticeId, noticeId), eq(noticeReplies.kind, "counter_notice")))
      .orderBy(asc(noticeReplies.receivedAt))
      .limit(1);
    if (!counter) throw new AppError("VALIDATION_FAILED", "this notice has no counter-notice", { noticeId: ["no counter-notice"] });
    if ((await decisionsOf(tx, ownerId, [noticeId])).has(noticeId)) throw new AppError("CONFLICT", "the counter-notice was already decided");
    const now = clock.now();
    const leakIds = [...new Set(entries.map((entry) => entry.leakId))];
    if (decision === "pursue" && leakIds.length > 0) {
      await tx
        .update(leaks)
        .set({ status: "escalated", handedOverAt: now })
        .where(and(inArray(leaks.id, leakIds), eq(leaks.userId, ownerId), ne(leaks.status, "whitelisted"), isNull(leaks.disposition)));
    }
    await appendNoticeEvent(tx, {
      userId: ownerId,
      noticeId,
      kind: "decision",
      at: now,
      detail: {
        decision,
        at: now.toISOString(),
        replyId: counter.id,
        leakIds,
        ...(entries[0] ? { latestRestore: entries[0].latestRestore } : {}),
      },
    });
  });
  return counterNoticesOf(db, ownerId, noticeId);
}
