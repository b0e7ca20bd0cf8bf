// The takedown queue as administrators see it (issue 13): every notice waiting to leave (queued,
// or claimed by an attempt: sending), oldest first, with its creator, wave, age, attempts, last
// error and the next attempt the job queue holds for it. A notice whose job was lost shows none:
// the sweep puts it back within a minute.
import type { TakedownOverview } from "@unleak/contracts";
import { type Database, notices } from "@unleak/db";
import { type Queue, sendNoticeJob } from "@unleak/jobs";
import { asc, inArray } from "drizzle-orm";
import type { Clock } from "../clock/clock";
import { creatorNameOf } from "./list-unparsed-replies";

const QUEUE_LIMIT = 100;
const HOUR_MS = 3_600_000;

export async function listNoticeQueue({ db, queue, clock }: { db: Database; queue: Pick<Queue, "pending">; clock: Clock }): Promise<TakedownOverview["queue"]> {
  const waiting = await db
    .select({ notice: notices, creatorName: creatorNameOf(notices.userId) })
    .from(notices)
    .where(inArray(notices.status, ["queued", "sending"]))
    .orderBy(asc(notices.createdAt), asc(notices.reference))
    .limit(QUEUE_LIMIT);
  if (waiting.length === 0) return [];
  const now = clock.now();
  // The queue's times are real (the database's clock); the pipeline's run CLOCK_SCALE times faster.
  const nextAttempt = new Map<string, Date | null>();
  for (const job of await queue.pending(sendNoticeJob)) {
    const at = job.state === "active" ? null : new Date(now.getTime() + job.dueInSeconds * 1000 * clock.scale);
    const known = nextAttempt.get(job.data.noticeId);
    if (known === undefined || (at && (known === null || at < known))) nextAttempt.set(job.data.noticeId, at);
  }
  return waiting.map(({ notice, creatorName }) => ({
    id: notice.id,
    reference: notice.reference,
    status: notice.status,
    recipientName: notice.recipientName,
    recipientKind: notice.recipientKind,
    address: notice.address,
    creatorId: notice.userId,
    creatorName,
    wave: notice.wave,
    createdAt: notice.createdAt.toISOString(),
    ageHours: Math.max(0, Math.round(((now.getTime() - notice.createdAt.getTime()) / HOUR_MS) * 10) / 10),
    attempts: notice.attempts,
    lastError: notice.lastError,
    nextAttemptAt: nextAttempt.get(notice.id)?.toISOString() ?? null,
  }));
}
