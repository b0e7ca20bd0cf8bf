// A leak's status follows its notices (issue 12): the furthest any of its notices got, so that the
// creator sees "sent" once one notice left, "acknowledged" once a host answered, and so on. A
// whitelisted leak keeps its status: the creator's verdict is never overwritten by the pipeline; nor
// is what the removal checks found (removed, delisted, restricted) by a later reply.
import type { LeakStatus, NoticeStatus } from "@unleak/contracts";
import { type Database, leaks, noticeItems, notices } from "@unleak/db";
import { and, eq, inArray, isNull, ne, notInArray } from "drizzle-orm";

type Executor = Pick<Database, "select" | "update">;

/** What only our own checks decide (issue 13): a notice's progress never overwrites them. */
const CHECKED_OUTCOMES: LeakStatus[] = ["removed", "delisted", "restricted"];
/** A counter-notice waits on the creator's decision (issue 13): a later reply does not overwrite it. */
const AWAITING_THE_CREATOR: LeakStatus[] = ["counter_noticed"];

/** How far a notice got, for the leak it names (failed below rejected below queued ... removed). */
const progress: Record<NoticeStatus, { rank: number; leak: LeakStatus }> = {
  failed: { rank: 0, leak: "failed" },
  rejected: { rank: 1, leak: "rejected" },
  queued: { rank: 2, leak: "queued" },
  sending: { rank: 2, leak: "queued" },
  sent: { rank: 3, leak: "sent" },
  acknowledged: { rank: 4, leak: "acknowledged" },
  escalated: { rank: 5, leak: "escalated" },
  counter_noticed: { rank: 6, leak: "counter_noticed" },
  restricted: { rank: 6, leak: "restricted" },
  delisted: { rank: 7, leak: "delisted" },
  removed: { rank: 8, leak: "removed" },
};

/** The leak status that notices with these statuses amount to; null without notices. */
export function leakStatusOf(statuses: NoticeStatus[]): LeakStatus | null {
  let best: { rank: number; leak: LeakStatus } | null = null;
  for (const status of statuses) if (!best || progress[status].rank > best.rank) best = progress[status];
  return best?.leak ?? null;
}

/** Re-derives the status of the given leaks from all of their notices. */
export async function refreshLeakStatuses(tx: Executor, leakIds: string[]): Promise<void> {
  const ids = [...new Set(leakIds)];
  if (ids.length === 0) return;
  const rows: Array<{ leakId: string | null; status: NoticeStatus }> = [];
  for (let start = 0; start < ids.length; start += 5000) {
    rows.push(
      ...(await tx
        .select({ leakId: noticeItems.leakId, status: notices.status })
        .from(noticeItems)
        .innerJoin(notices, eq(notices.id, noticeItems.noticeId))
        .where(inArray(noticeItems.leakId, ids.slice(start, start + 5000)))),
    );
  }
  const byLeak = new Map<string, NoticeStatus[]>();
  for (const row of rows) if (row.leakId) byLeak.set(row.leakId, [...(byLeak.get(row.leakId) ?? []), row.status]);
  // One update per resulting status (in slices), not one per leak: a search engine's notice may name thousands.
  const byStatus = new Map<LeakStatus, string[]>();
  for (const [leakId, statuses] of byLeak) {
    const status = leakStatusOf(statuses);
    if (status) byStatus.set(status, [...(byStatus.get(status) ?? []), leakId]);
  }
  for (const [status, group] of byStatus) {
    for (let start = 0; start < group.length; start += 5000) {
      await tx
        .update(leaks)
        .set({ status })
        .where(
          and(
            inArray(leaks.id, group.slice(start, start + 5000)),
            notInArray(leaks.status, ["whitelisted", ...CHECKED_OUTCOMES, ...AWAITING_THE_CREATOR]),
            ne(leaks.status, status),
            // A case handed over for a lawyer (wave 4, or a counter-notice pursued) is no longer moved by replies.
            isNull(leaks.handedOverAt),
          ),
        );
    }
  }
}

/** A counter-notice arrived for these leaks (issue 13): they wait on the creator's decision; a creator's whitelisting stays. */
/** The leaks a counter-notice pauses; answers those that changed (their creator is to be told). */
export async function markCounterNoticed(tx: Executor, leakIds: string[]): Promise<string[]> {
  const ids = [...new Set(leakIds)];
  const changed: string[] = [];
  for (let start = 0; start < ids.length; start += 5000) {
    const rows = await tx
      .update(leaks)
      .set({ status: "counter_noticed" })
      .where(and(inArray(leaks.id, ids.slice(start, start + 5000)), ne(leaks.status, "whitelisted"), ne(leaks.status, "counter_noticed"), isNull(leaks.disposition), isNull(leaks.handedOverAt)))
      .returning({ id: leaks.id });
    changed.push(...rows.map((row) => row.id));
  }
  return changed;
}

/** The leaks a notice names. */
export async function leaksOfNotice(tx: Pick<Database, "select">, noticeId: string): Promise<string[]> {
  const rows = await tx.select({ leakId: noticeItems.leakId }).from(noticeItems).where(eq(noticeItems.noticeId, noticeId));
  return rows.flatMap((row) => (row.leakId ? [row.leakId] : []));
}
