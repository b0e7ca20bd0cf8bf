// The scan-run job's handler, and the sweeper that every worker process runs beside it: scans
// orphaned by a dead process (this one before a restart, or another worker) resume or fail within
// about a minute, at start-up and then every third of the heartbeat's timeout (ADR 016).
import { announceNewLeaks } from "../oauth/leak-webhooks";
import type { Database } from "@unleak/db";
import { autoFileJob, type Queue, runScanJob } from "@unleak/jobs";
import type { Clock } from "../clock/clock";
import { queueFakeProfileCheck } from "../impersonation/start-fake-profile-check";
import type { FileStorage } from "../storage/file-storage";
import { executeScan } from "./execute-scan";
import type { NewLeaksAlerts } from "./new-leaks-alert";
import type { ScanEngine } from "./scan-engine";
import type { ScanEvents } from "./scan-events";
import { SCAN_STALE_AFTER_SECONDS, sweepMs, sweepStaleScans } from "./scan-heartbeat";

export interface ScanWorkerOptions {
  db: Database;
  queue: Queue;
  storage: FileStorage;
  engine: ScanEngine;
  events: ScanEvents;
  alerts?: NewLeaksAlerts;
  staleAfterSeconds?: number;
  /** The one clock (fake-profile checks are stamped with it); without it scans queue no check. */
  clock?: Clock;
}

/** Registers the scan handler and starts the sweeper; the returned function stops the sweeper. */
export async function workScans({ db, queue, storage, engine, events, alerts, clock, staleAfterSeconds = SCAN_STALE_AFTER_SECONDS }: ScanWorkerOptions): Promise<() => void> {
  // A creator's completed scan lets the automatic filing look at her new leaks (issue 12).
  // Each of her scans also looks for fake profiles (issue 18): monitoring follows her plan's scan schedule.
  const afterLeaksSaved = async (userId: string) => {
    await queue.send(autoFileJob, { userId }, { singletonKey: `auto-file:${userId}` });
    if (clock) await queueFakeProfileCheck({ db, queue, clock, userId });
  };
  const onNewLeaks = (userId: string, since: Date) => announceNewLeaks({ db, queue, userId, since });
  // A scan given up by a stopping queue (graceful shutdown, issue 20) is left to the sweeper: it stays
  // running without a heartbeat and is re-queued, instead of failing or completing with what it had.
  await queue.work(runScanJob, ({ scanId }, run) => executeScan({ db, storage, engine, events, scanId, alerts, staleAfterSeconds, afterLeaksSaved, onNewLeaks, clock, handBackOn: run.signal }));
  const sweep = () =>
    sweepStaleScans({ db, queue, events, staleAfterSeconds })
      .then(({ requeued, failed }) => void ((requeued.length || failed.length) && console.log(`[scan] orphaned scans: ${requeued.length} re-queued, ${failed.length} failed`)))
      .catch((error: Error) => console.warn("[scan] sweeping orphaned scans failed:", error.message));
  await sweep();
  const sweeper = setInterval(sweep, sweepMs(staleAfterSeconds));
  sweeper.unref();
  return () => clearInterval(sweeper);
}
