// The hourly monitoring-tick job: its handler and its schedule (kept in the database by the queue).
import type { Database } from "@unleak/db";
import { monitoringTickJob, type Queue } from "@unleak/jobs";
import { MONITORING_CRON, startDueMonitoringScans } from "./monitoring";

export async function workMonitoringTicks({ db, queue }: { db: Database; queue: Queue }): Promise<void> {
  await queue.work(monitoringTickJob, async () => void (await startDueMonitoringScans({ db, queue })));
  await queue.schedule(monitoringTickJob, MONITORING_CRON, { tick: true });
}
