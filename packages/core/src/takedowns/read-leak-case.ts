// One leak's case as stored: the leak, its notices (oldest first), the replies threaded to them and
// the entries of the notice log about them. Read here for both the evidence pack and the leak's
// timeline, so both tell the same story. The caller authorises.
import { type Database, leaks, noticeEvents, noticeItems, noticeReplies, notices } from "@unleak/db";
import { and, asc, eq, inArray } from "drizzle-orm";
import { AppError } from "../errors/app-error";

export interface LeakCase {
  leak: typeof leaks.$inferSelect;
  notices: Array<typeof notices.$inferSelect>;
  replies: Array<typeof noticeReplies.$inferSelect>;
  events: Array<typeof noticeEvents.$inferSelect>;
}

/** The owner's leak and everything about it; NOT_FOUND when the leak is not the owner's. */
export async function readLeakCase({ db, ownerId, leakId }: { db: Database; ownerId: string; leakId: string }): Promise<LeakCase> {
  const [leak] = await db.select().from(leaks).where(and(eq(leaks.id, leakId), eq(leaks.userId, ownerId)));
  if (!leak) throw new AppError("NOT_FOUND");
  const ofLeak = db.select({ id: noticeItems.noticeId }).from(noticeItems).where(and(eq(noticeItems.leakId, leak.id), eq(noticeItems.userId, ownerId)));
  const caseNotices = await db
    .select()
    .from(notices)
    .where(and(eq(notices.userId, ownerId), inArray(notices.id, ofLeak)))
    .orderBy(asc(notices.createdAt), asc(notices.reference));
  const noticeIds = caseNotices.map((notice) => notice.id);
  const replies = noticeIds.length ? await db.select().from(noticeReplies).where(inArray(noticeReplies.noticeId, noticeIds)).orderBy(asc(noticeReplies.receivedAt)) : [];
  const events = noticeIds.length ? await db.select().from(noticeEvents).where(and(eq(noticeEvents.userId, ownerId), inArray(noticeEvents.noticeId, noticeIds))).orderBy(asc(noticeEvents.sequence)) : [];
  return { leak, notices: caseNotices, replies, events };
}
