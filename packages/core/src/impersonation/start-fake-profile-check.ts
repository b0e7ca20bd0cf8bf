// Starting a look for a creator's fake profiles (issue 18): on her request ("Check now"), and after
// each of her scans, so that monitoring follows her plan's scan schedule (Top Tier: hourly). One
// check runs at a time per creator (a unique index on the running row); a second is refused.
import { type Database, fakeProfileChecks } from "@unleak/db";
import { and, eq, lt } from "drizzle-orm";
import { fakeProfileCheckJob, type Queue } from "@unleak/jobs";
import type { Clock } from "../clock/clock";
import { AppError, isUniqueViolation } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

/** A check running for longer than this (real time; the job's own expiry is 15 minutes) was lost with its worker. */
const LOST_AFTER_MS = 30 * 60_000;

/** Queues a check for `userId` (her names as her scans read them); null when one is already running. */
export async function queueFakeProfileCheck({ db, queue, clock, userId }: { db: Database; queue: Queue; clock: Clock; userId: string }): Promise<string | null> {
  // A check whose worker died is given up after a while (in real time: the clock may run faster), so it never blocks the next.
  const lostBefore = new Date(clock.now().getTime() - LOST_AFTER_MS * clock.scale);
  await db
    .update(fakeProfileChecks)
    .set({ status: "failed", finishedAt: clock.now() })
    .where(and(eq(fakeProfileChecks.userId, userId), eq(fakeProfileChecks.status, "running"), lt(fakeProfileChecks.startedAt, lostBefore)));
  const check = await db
    .insert(fakeProfileChecks)
    .values({ userId, startedAt: clock.now() })
    .returning({ id: fakeProfileChecks.id })
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return [];
      throw error;
    });
  if (!check[0]) return null;
  await queue.send(fakeProfileCheckJob, { checkId: check[0].id }, { singletonKey: check[0].id });
  return check[0].id;
}

/** "Check now": refused while one runs. */
export async function requestFakeProfileCheck({ db, queue, clock, actor, ownerId: userId }: Access & { db: Database; queue: Queue; clock: Clock }): Promise<void> {
  authorise(actor, "fakeProfiles.check", userId);
  if (!(await queueFakeProfileCheck({ db, queue, clock, userId }))) throw new AppError("FAKE_PROFILE_CHECK_RUNNING");
}
