import { visitorScanQuota } from "@unleak/db";
import { testDatabaseKinds } from "@unleak/db/testing";
import { startQueue, visitorQuotaCleanupJob } from "@unleak/jobs";
import { describe, expect, it } from "vitest";
import { workMonitoringTicks } from "../monitoring/monitoring-tick-job";
import { workVisitorQuotaCleanup } from "../scans/visitor-quota-cleanup-job";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the domains' job handlers on $kind", ({ kind, create }) => {
  it("schedules the hourly and nightly jobs and runs the visitor-quota cleanup as a queued job", async () => {
    const test = await create();
    const { db } = test.handle;
    const queue = await startQueue(kind === "postgres" ? { connectionString: test.url! } : { executeSql: test.handle.executeSql }, { pollingIntervalSeconds: 0.5 });
    try {
      await workMonitoringTicks({ db, queue });
      await workVisitorQuotaCleanup({ db, queue });
      const schedules = (await queue.boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]).sort();
      expect(schedules).toEqual([
        ["monitoring-tick", "0 * * * *"],
        ["visitor-quota-cleanup", "30 3 * * *"],
      ]);

      await db.insert(visitorScanQuota).values([{ clientKey: "ip:203.0.113.1", day: "2020-01-01", count: 3 }]);
      await queue.send(visitorQuotaCleanupJob, { tick: true });
      await expect.poll(async () => (await db.select().from(visitorScanQuota)).length, { timeout: 30_000, interval: 200 }).toBe(0);
    } finally {
      await queue.stop();
      await test.dispose();
    }
  });
});
