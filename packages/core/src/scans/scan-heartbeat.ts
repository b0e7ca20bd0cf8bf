// Scans whose process died: a running scan's worker touches `updated_at` every few seconds (the
// database's clock, the one every process shares); a sweeper in every worker process re-queues a
// running scan whose heartbeat stopped, or fails it once it has used its attempts. See
// docs/decisions/016-scan-lifecycle-and-report-mail.md.
import { type Database, scans } from "@unleak/db";
import { type Queue, runScanJob } from "@unleak/jobs";
import { and, eq, gte, isNotNull, lt, ne, sql, type SQL } from "drizzle-orm";
import type { ScanEvents } from "./scan-events";

/** A running scan whose heartbeat is older than this is taken as orphaned. */
export const SCAN_STALE_AFTER_SECONDS = 45;
/** Attempts after which an orphaned scan fails instead of starting again (the job's retry limit). */
export const SCAN_MAX_ATTEMPTS = 3;

export const heartbeatMs = (staleAfterSeconds: number) => Math.max(250, (staleAfterSeconds * 1000) / 4);
export const sweepMs = (staleAfterSeconds: number) => Math.max(500, (staleAfterSeconds * 1000) / 3);

export function isStale(staleAfterSeconds: number): SQL {
  return sql`(${scans.status} = 'running' and ${scans.updatedAt} < now() - make_interval(secs => ${staleAfterSeconds}))`;
}

/** Touches the scan's heartbeat until stopped; only while it is running. */
export function startHeartbeat({ db, scanId, everyMs }: { db: Database; scanId: string; everyMs: number }): () => void {
  const timer = setInterval(() => {
    db.update(scans)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(scans.id, scanId), eq(scans.status, "running")))
      .catch((error: Error) => console.warn(`[scan] ${scanId} heartbeat not saved:`, error.message));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Re-queues the orphaned scans that have attempts left (the rerun starts from the beginning,
 * leaks are upserted) and fails the others. Each row is taken by one update, so several
 * processes may sweep at once.
 */
export async function sweepStaleScans({ db, queue, events, staleAfterSeconds = SCAN_STALE_AFTER_SECONDS }: { db: Database; queue: Queue; events?: ScanEvents; staleAfterSeconds?: number }) {
  const requeued = await db
    .update(scans)
    .set({ status: "queued", worker: null, updatedAt: sql`now()` })
    .where(and(isStale(staleAfterSeconds), lt(scans.attempts, SCAN_MAX_ATTEMPTS)))
    .returning({ id: scans.id, attempts: scans.attempts });
  // A key of its own: the dead worker's job is still active until it expires.
  for (const scan of requeued) await queue.send(runScanJob, { scanId: scan.id }, { singletonKey: `${scan.id}:${scan.attempts}` });
  const failed = await db
    .update(scans)
    .set({ status: "failed", error: "interrupted", finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(isStale(staleAfterSeconds), gte(scans.attempts, SCAN_MAX_ATTEMPTS)))
    .returning({ id: scans.id, stage: scans.stage, percent: scans.percent });
  for (const scan of failed) await events?.publish({ scanId: scan.id, status: "failed", stage: scan.stage, percent: scan.percent });
  return { requeued: requeued.map((s) => s.id), failed: failed.map((s) => s.id) };
}

/**
 * Before a new scan starts: the caller's orphaned scan no longer blocks it (spec §2.5 allows one
 * unfinished scan). It fails; the new scan takes its place.
 */
export async function failStaleScansOf({ db, clientKey, userId, staleAfterSeconds = SCAN_STALE_AFTER_SECONDS }: { db: Database; clientKey?: string; userId?: string; staleAfterSeconds?: number }) {
  const owner = clientKey ? and(isNotNull(scans.clientKey), eq(scans.clientKey, clientKey)) : and(eq(scans.userId, userId!), ne(scans.kind, "instant"));
  await db
    .update(scans)
    .set({ status: "failed", error: "interrupted", finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(owner, isStale(staleAfterSeconds)));
}
