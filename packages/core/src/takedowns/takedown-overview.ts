// The administrators' view of the takedown pipeline (issue 13): notices by status, the queue
// (list-notice-queue.ts), the latest failures with their reason, replies no notice was found for and
// replies threaded but not understood, per recipient (site, host, CDN, search engine) what went,
// what was answered, and how many of its leaks are removed and how fast, and the same per host of
// the leaks (count-takedowns-by-host.ts).
import type { TakedownOverview } from "@unleak/contracts";
import { type Database, leaks, noticeItems, noticeReplies, notices } from "@unleak/db";
import type { Queue } from "@unleak/jobs";
import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import type { Actor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { countTakedownsByHost } from "./count-takedowns-by-host";
import { listNoticeQueue } from "./list-notice-queue";

export async function getTakedownOverview({ db, queue, clock, actor }: { db: Database; queue: Pick<Queue, "pending">; clock: Clock; actor: Actor }): Promise<TakedownOverview> {
  authorise(actor, "takedowns.admin", "");
  const byStatus = await db.select({ status: notices.status, notices: count() }).from(notices).groupBy(notices.status).orderBy(notices.status);
  const failures = await db
    .select()
    .from(notices)
    .where(inArray(notices.status, ["failed", "rejected"]))
    .orderBy(desc(notices.createdAt))
    .limit(50);
  const [{ unthreaded }] = await db.select({ unthreaded: count() }).from(noticeReplies).where(isNull(noticeReplies.noticeId));
  const [{ unparsed }] = await db
    .select({ unparsed: count() })
    .from(noticeReplies)
    .where(and(isNotNull(noticeReplies.noticeId), eq(noticeReplies.kind, "unparsed")));
  const hours = sql<number>`extract(epoch from (${leaks.removedAt} - ${leaks.trackingSince})) / 3600`;
  const byRecipient = await db
    .select({
      recipientName: notices.recipientName,
      recipientKind: notices.recipientKind,
      address: notices.address,
      notices: sql<number>`count(distinct ${notices.id})::int`,
      answered: sql<number>`count(distinct ${notices.id}) filter (where ${notices.repliedAt} is not null)::int`,
      leaksRemoved: sql<number>`count(distinct ${leaks.id}) filter (where ${leaks.status} = 'removed')::int`,
      medianHoursToRemoval: sql<number | null>`percentile_cont(0.5) within group (order by ${hours}) filter (where ${leaks.status} = 'removed' and ${leaks.trackingSince} is not null)`,
    })
    .from(notices)
    .leftJoin(noticeItems, sql`${noticeItems.noticeId} = ${notices.id}`)
    .leftJoin(leaks, sql`${leaks.id} = ${noticeItems.leakId}`)
    .groupBy(notices.recipientName, notices.recipientKind, notices.address)
    .orderBy(desc(sql`count(distinct ${notices.id})`), notices.address)
    .limit(100);
  return {
    byStatus: byStatus.map((row) => ({ status: row.status, notices: Number(row.notices) })),
    queue: await listNoticeQueue({ db, queue, clock }),
    failures: failures.map((notice) => ({
      id: notice.id,
      reference: notice.reference,
      recipientName: notice.recipientName,
      address: notice.address,
      status: notice.status,
      lastError: notice.lastError ?? notice.rejectionReason,
      createdAt: notice.createdAt.toISOString(),
    })),
    unthreadedReplies: Number(unthreaded),
    unparsedReplies: Number(unparsed),
    byRecipient: byRecipient.map((row) => ({
      ...row,
      notices: Number(row.notices),
      answered: Number(row.answered),
      leaksRemoved: Number(row.leaksRemoved),
      medianHoursToRemoval: row.medianHoursToRemoval === null ? null : Math.round(Number(row.medianHoursToRemoval) * 10) / 10,
    })),
    byHost: await countTakedownsByHost({ db }),
  };
}
