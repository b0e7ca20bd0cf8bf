// The takedown pipeline's job handlers (issue 12): composing requests, sending notices, the
// automatic filing, and a sweep that puts work whose job was lost back on the queue (a process
// that died between committing a notice and queueing its job): nothing is ever left behind.
import { autoFileJob, composeNoticesJob, removalCheckJob, sendNoticeJob, takedownSweepJob } from "@unleak/jobs";
import { notices, profiles, removalRequests } from "@unleak/db";
import { and, eq, inArray, lt } from "drizzle-orm";
import { checkLeak } from "./check-leak";
import { composeRequest } from "./compose-notices";
import { fileAutomatically } from "./request-removal";
import { sendNotice } from "./send-notice";
import { watchForReuploads } from "./sweep-reuploads";
import type { TakedownServices } from "./takedown-services";

/** Work untouched for this long (real time) is considered lost and queued again. */
const LOST_AFTER_MS = 5 * 60_000;

export async function sweepTakedowns(services: TakedownServices): Promise<{ requests: number; notices: number }> {
  const { db, queue, clock } = services;
  // Notices carry the clock's (simulated) time: LOST_AFTER_MS of real time is `scale` times as much of it.
  const before = new Date(clock.now().getTime() - LOST_AFTER_MS * clock.scale);
  const requests = await db.select({ id: removalRequests.id }).from(removalRequests).where(and(eq(removalRequests.status, "composing"), lt(removalRequests.requestedAt, before)));
  for (const request of requests) await queue.send(composeNoticesJob, { requestId: request.id }, { singletonKey: request.id });
  const waiting = await db.select({ id: notices.id }).from(notices).where(and(inArray(notices.status, ["queued", "sending"]), lt(notices.createdAt, before)));
  for (const notice of waiting) await queue.send(sendNoticeJob, { noticeId: notice.id }, { singletonKey: notice.id });
  return { requests: requests.length, notices: waiting.length };
}

export async function workTakedowns(services: TakedownServices): Promise<void> {
  const { queue, db } = services;
  await queue.work(composeNoticesJob, ({ requestId }) => composeRequest(services, requestId));
  await queue.work(sendNoticeJob, ({ noticeId }) => sendNotice(services, noticeId));
  await queue.work(autoFileJob, async ({ userId }) => {
    const users = userId ? [{ id: userId }] : await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.banned, false));
    for (const user of users) await fileAutomatically(services, user.id);
  });
  await queue.work(removalCheckJob, async ({ leakId }) => {
    await checkLeak(services, leakId);
    // The re-upload watch: while removed, each daily check keeps its creator's daily look going.
    await watchForReuploads(services, leakId);
  });
  await queue.work(takedownSweepJob, async () => void (await sweepTakedowns(services)));
  await queue.schedule(takedownSweepJob, "* * * * *", { tick: true });
  await queue.schedule(autoFileJob, "17 * * * *", { userId: null });
}
