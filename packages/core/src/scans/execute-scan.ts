// The scan job's handler. Idempotent: a job retried after its worker died starts the scan again
// from the beginning; leaks are upserted by (user, URL) and the scan is completed at most once.
import { hostname } from "node:os";
import { type Database, scans } from "@unleak/db";
import { QueueStoppingError } from "@unleak/jobs";
import { runScan, type Leak, type ScanProgress, type ScanSubject } from "@unleak/scanner";
import { and, eq, or, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { systemClock, type Clock } from "../clock/clock";
import { saveVideoMatchFrames } from "../leaks/save-video-match-frame";
import { monitoringRegistry } from "../monitoring/monitoring-scope";
import { createSeenPictureRecorder } from "../reverse-images/record-seen-pictures";
import type { FileStorage } from "../storage/file-storage";
import { creatorSiteCoverage, loadCreatorSubject } from "./creator-subject";
import { createInstrumentedMatcher } from "./instrumented-matcher";
import { alertNewLeaks, type NewLeaksAlerts } from "./new-leaks-alert";
import { leakRecordOf, upsertLeaks } from "./save-leaks";
import type { ScanEngine } from "./scan-engine";
import type { ScanEvents } from "./scan-events";
import { heartbeatMs, isStale, SCAN_STALE_AFTER_SECONDS, startHeartbeat } from "./scan-heartbeat";
import { SAMPLE_LEAKS, type ScanSummary, summariseScan } from "./scan-summary";

export interface ExecuteScanOptions {
  db: Database;
  storage: FileStorage;
  engine: ScanEngine;
  events: ScanEvents;
  scanId: string;
  /** How a monitoring scan that found leaks not seen before alerts its creator; none without. */
  alerts?: NewLeaksAlerts;
  /** A running scan with no heartbeat for this long is orphaned and may be taken over. */
  staleAfterSeconds?: number;
  /** Called once a creator's scan completed with leaks saved (the automatic filing, issue 12). */
  afterLeaksSaved?: (userId: string) => Promise<void>;
  /** Tells the user's connected API clients of leaks first seen since the scan started (webhooks, issue 19). */
  onNewLeaks?: (userId: string, since: Date) => Promise<void>;
  /** The time seen pictures are stamped with (issue 18). */
  clock?: Clock;
  /**
   * Aborted when the process's queue stops (issue 20): the scan's heartbeat stops and it saves nothing
   * more (neither leaks nor an end), so that the sweeper re-queues it once its heartbeat is stale in
   * this or another process. A job's expiry does not hand it back.
   */
  handBackOn?: AbortSignal;
}

const workerName = `${hostname()}:${process.pid}`;

export async function executeScan({ db, storage, engine, events, scanId, alerts, afterLeaksSaved, onNewLeaks, staleAfterSeconds = SCAN_STALE_AFTER_SECONDS, clock = systemClock, handBackOn }: ExecuteScanOptions): Promise<void> {
  // A running scan is taken only when orphaned: a late job never runs it twice at once.
  const [scan] = await db
    .update(scans)
    .set({ status: "running", stage: "initiating", percent: 0, attempts: sql`${scans.attempts} + 1`, worker: workerName, startedAt: sql`coalesce(${scans.startedAt}, now())`, updatedAt: sql`now()` })
    .where(and(eq(scans.id, scanId), or(eq(scans.status, "queued"), isStale(staleAfterSeconds))))
    .returning();
  if (!scan) return; // finished already or running elsewhere: a duplicate or late job
  await events.publish({ scanId, status: "running", stage: "initiating", percent: 0 });

  const stopHeartbeat = startHeartbeat({ db, scanId, everyMs: heartbeatMs(staleAfterSeconds) });
  const progress = createProgressWriter(db, events, scanId);
  const fetcher = engine.createFetcher();
  // Every picture the scan hashes goes into the reverse image finder's index (issue 18).
  const seenPictures = createSeenPictureRecorder({ db, storage, clock });
  // Handed back: its heartbeat stops at once, and nothing it finds any more is written.
  const handedBack = new AbortController();
  handBackOn?.addEventListener(
    "abort",
    () => {
      if (!(handBackOn.reason instanceof QueueStoppingError)) return;
      stopHeartbeat();
      handedBack.abort(handBackOn.reason);
    },
    { once: true },
  );
  let instrumented: Awaited<ReturnType<typeof createInstrumentedMatcher>> = null;
  try {
    // An instant scan keeps the names typed in; a creator's scan reads the account now.
    const fromAccount = !("names" in scan.subject);
    const subject: ScanSubject = fromAccount ? await loadCreatorSubject({ db, storage, userId: scan.userId! }) : { names: (scan.subject as { names: string[] }).names };
    // A creator's full scan covers the sites her plan pays for; a visitor's preview the top sites.
    const scope = fromAccount && scan.scope === "full" ? await creatorSiteCoverage(db, scan.userId!) : scan.scope;
    instrumented = engine.instrumentMatcher ? await createInstrumentedMatcher(subject, engine.instrumentMatcher) : null;
    const result = await runScan({
      subject,
      scope,
      // Scheduled monitoring searches only the sites the shared crawl does not cover (issue 20).
      registry: scan.kind === "monitoring" ? monitoringRegistry(engine.registry) : engine.registry,
      fetcher,
      providers: engine.providers(fetcher),
      onProgress: progress.report,
      videoTools: engine.videoTools,
      ...(engine.maxVideoBytes !== undefined ? { maxVideoBytes: engine.maxVideoBytes } : {}),
      // A visitor's preview keeps only its sample leaks' pictures.
      ...(scan.kind === "instant" ? { maxThumbnails: SAMPLE_LEAKS } : {}),
      onPictureSeen: seenPictures.add,
      ...(instrumented ? { matcher: instrumented.matcher } : {}),
    });
    // Given up while its last sites answered: nothing of a half scan is saved.
    handedBack.signal.throwIfAborted();
    await progress.flushed();
    await seenPictures.flush();

    let newLeaks: number | undefined;
    let thumbnailKeyOf: ((leak: Leak) => string | null) | undefined;
    if (scan.kind !== "instant") {
      const saved = await saveLeaks({ db, storage, userId: scan.userId!, scanId, since: scan.startedAt!, leaks: result.leaks });
      newLeaks = saved.inserted;
      await saveVideoMatchFrames({ db, storage, userId: scan.userId!, leaks: result.leaks, tools: engine.videoTools });
      thumbnailKeyOf = (leak) => (leak.evidence.thumbnail ? thumbnailKeyFor(scan.userId!, leak.url) : null);
    }
    const summary: ScanSummary = { ...(await summariseScan(result, { storage, thumbnailKeyOf })), ...(newLeaks !== undefined ? { newLeaks } : {}) };
    if (scan.kind === "instant") {
      // Kept with the scan until an account adopts it (a signed-in user's at once, a visitor's
      // when the report address is confirmed); pictures only for the samples.
      const sampleThumbnails = new Map(summary.samples.map((sample) => [sample.url, sample.thumbnailKey]));
      summary.findings = result.leaks.map((leak) => leakRecordOf(leak, sampleThumbnails.get(leak.url) ?? null));
      if (scan.userId) await upsertLeaks({ db, userId: scan.userId, scanId, records: summary.findings, since: scan.startedAt! });
    }
    const [completed] = await db
      .update(scans)
      .set({ status: "completed", stage: "complete", percent: 100, result: summary, damage: result.damage, finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(scans.id, scanId), eq(scans.status, "running")))
      .returning({ id: scans.id });
    if (!completed) return;
    await events.publish({ scanId, status: "completed", stage: "complete", percent: 100 });
    if (newLeaks && scan.kind === "monitoring" && alerts) await alertNewLeaks({ db, alerts, userId: scan.userId!, scanId, count: newLeaks });
    if (newLeaks && scan.userId && onNewLeaks) await onNewLeaks(scan.userId, scan.startedAt!).catch((error: Error) => console.warn(`[scan] ${scanId}: queueing webhooks failed:`, error.message));
    if (scan.userId && afterLeaksSaved) await afterLeaksSaved(scan.userId);
  } catch (error) {
    if (handedBack.signal.aborted) {
      console.warn(`[scan] ${scanId} handed back: the queue is stopping`);
      return;
    }
    console.error(`[scan] ${scanId} failed:`, error);
    await progress.flushed().catch(() => undefined);
    await db
      .update(scans)
      .set({ status: "failed", error: (error as Error).message?.slice(0, 500) ?? "failed", finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(scans.id, scanId), eq(scans.status, "running")));
    await events.publish({ scanId, status: "failed", stage: progress.last().stage, percent: progress.last().percent });
  } finally {
    stopHeartbeat();
    await instrumented?.close().catch(() => undefined);
    await fetcher.close().catch(() => undefined);
  }
}

/** Persists and publishes progress at each stage change and every 5 %, in order, never after the end. */
function createProgressWriter(db: Database, events: ScanEvents, scanId: string) {
  let last: ScanProgress = { stage: "initiating", percent: 0 };
  let chain: Promise<unknown> = Promise.resolve();
  return {
    last: () => last,
    flushed: () => chain,
    report(event: ScanProgress) {
      if (event.stage === last.stage && event.percent < last.percent + 5 && event.percent < 100) return;
      last = event;
      const { stage, percent } = event;
      chain = chain
        .then(async () => {
          await db.update(scans).set({ stage, percent, updatedAt: sql`now()` }).where(and(eq(scans.id, scanId), eq(scans.status, "running")));
          await events.publish({ scanId, status: "running", stage, percent });
        })
        .catch((error: Error) => console.warn(`[scan] ${scanId} progress not saved:`, error.message));
    },
  };
}

/** Deterministic, so that a rerun overwrites its own file instead of leaving another behind. */
function thumbnailKeyFor(userId: string, url: string): string {
  return `leaks/${createHash("sha256").update(`${userId}\n${url}`).digest("hex").slice(0, 40)}.jpg`;
}

// A leak is new when first seen since this scan's first attempt began (a rerun after a crash
// still counts what the dead attempt inserted). The re-upload watch's targeted scan saves its finds
// here too, without a scan row and leaving known leaks as they are (`refresh` false).
export async function saveLeaks({
  db,
  storage,
  userId,
  scanId,
  since,
  leaks: found,
  refresh,
}: {
  db: Database;
  storage: FileStorage;
  userId: string;
  scanId: string | null;
  since: Date;
  leaks: Leak[];
  refresh?: boolean;
}) {
  const records = [];
  for (const leak of found) {
    const thumbnailKey = leak.evidence.thumbnail ? thumbnailKeyFor(userId, leak.url) : null;
    if (leak.evidence.thumbnail && thumbnailKey) await storage.put("evidence", thumbnailKey, leak.evidence.thumbnail);
    records.push(leakRecordOf(leak, thumbnailKey));
  }
  return upsertLeaks({ db, userId, scanId, records, since, refresh });
}
