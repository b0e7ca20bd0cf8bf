// The nightly visitor-quota-cleanup job: forgets visitors' scan counts of past days (they hold
// visitors' addresses).
import type { Database } from "@unleak/db";
import { type Queue, visitorQuotaCleanupJob } from "@unleak/jobs";
import { forgetOldVisitorQuota } from "./visitor-quota";

export const VISITOR_QUOTA_CLEANUP_CRON = "30 3 * * *";

export async function workVisitorQuotaCleanup({ db, queue }: { db: Database; queue: Queue }): Promise<void> {
  await queue.work(visitorQuotaCleanupJob, async () => void (await forgetOldVisitorQuota({ db })));
  await queue.schedule(visitorQuotaCleanupJob, VISITOR_QUOTA_CLEANUP_CRON, { tick: true });
}
