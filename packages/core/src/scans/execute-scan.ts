// The scan job's handler. Idempotent: a job retried after its worker died starts the scan again
// from the beginning; leaks are upserted by (user, URL) and the scan is completed at most once.
import { hostname } from "node:os";
import { type Database, leaks, scans } from "@unleak/db";
import { runScan, type Leak, type ScanProgress, type ScanSubject } from "@unleak/scanner";
import { and, eq, inArray, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { FileStorage } from "../storage/file-storage";
import { loadCreatorSubject } from "./creator-subject";
import type { ScanEngine } from "./scan-engine";
import type { ScanEvents } from "./scan-events";
import { SAMPLE_LEAKS, summariseScan } from "./scan-summary";

export interface ExecuteScanOptions {
  db: Database;
  storage: FileStorage;
  engine: ScanEngine;
  events: ScanEvents;
  scanId: string;
  /** Called once per completed creator scan that found leaks not seen before. */
  onNewLeaks?: (info: { userId: string; scanId: string; kind: "full" | "monitoring"; count: number }) => Promise<void>;
}

const workerName = `${hostname()}:${process.pid}`;

export async function executeScan({ db, storage, engine, events, scanId, onNewLeaks }: ExecuteScanOptions): Promise<void> {
  const [scan] = await db
    .update(scans)
    .set({ status: "running", stage: "initiating", percent: 0, attempts: sql`${scans.attempts} + 1`, worker: workerName, startedAt: sql`coalesce(${scans.startedAt}, now())`, updatedAt: new Date() })
    .where(and(eq(scans.id, scanId), inArray(scans.status, ["queued", "running"])))
    .returning();
  if (!scan) return; // finished already: a duplicate or late job
  await events.publish({ scanId, status: "running", stage: "initiating", percent: 0 });

  const progress = createProgressWriter(db, events, scanId);
  const fetcher = engine.createFetcher();
  try {
    const subject: ScanSubject =
      scan.kind === "instant" ? (scan.subject as ScanSubject) : await loadCreatorSubject({ db, storage, userId: scan.userId! });
    const result = await runScan({
      subject,
      scope: scan.scope,
      registry: engine.registry,
      fetcher,
      providers: engine.providers(fetcher),
      onProgress: progress.report,
      // A visitor's preview keeps only its sample leaks' pictures.
      ...(scan.kind === "instant" ? { maxThumbnails: SAMPLE_LEAKS } : {}),
    });
    await progress.flushed();

    let newLeaks: number | undefined;
    let thumbnailKeyOf: ((leak: Leak) => string | null) | undefined;
    if (scan.kind !== "instant") {
      const saved = await saveLeaks({ db, storage, userId: scan.userId!, scanId, since: scan.startedAt!, leaks: result.leaks });
      newLeaks = saved.inserted;
      thumbnailKeyOf = (leak) => (leak.evidence.thumbnail ? thumbnailKeyFor(scan.userId!, leak.url) : null);
    }
    const summary = { ...(await summariseScan(result, { storage, thumbnailKeyOf })), ...(newLeaks !== undefined ? { newLeaks } : {}) };
    const [completed] = await db
      .update(scans)
      .set({ status: "completed", stage: "complete", percent: 100, result: summary, damage: result.damage, finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(scans.id, scanId), eq(scans.status, "running")))
      .returning({ id: scans.id });
    if (!completed) return;
    await events.publish({ scanId, status: "completed", stage: "complete", percent: 100 });
    if (newLeaks && scan.kind !== "instant" && onNewLeaks) await onNewLeaks({ userId: scan.userId!, scanId, kind: scan.kind, count: newLeaks });
  } catch (error) {
    console.error(`[scan] ${scanId} failed:`, error);
    await progress.flushed().catch(() => undefined);
    await db
      .update(scans)
      .set({ status: "failed", error: (error as Error).message?.slice(0, 500) ?? "failed", finishedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(scans.id, scanId), eq(scans.status, "running")));
    await events.publish({ scanId, status: "failed", stage: progress.last().stage, percent: progress.last().percent });
  } finally {
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
          await db.update(scans).set({ stage, percent, updatedAt: new Date() }).where(and(eq(scans.id, scanId), eq(scans.status, "running")));
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
// still counts what the dead attempt inserted).
async function saveLeaks({ db, storage, userId, scanId, since, leaks: found }: { db: Database; storage: FileStorage; userId: string; scanId: string; since: Date; leaks: Leak[] }) {
  let inserted = 0;
  for (const leak of found) {
    const thumbnailKey = leak.evidence.thumbnail ? thumbnailKeyFor(userId, leak.url) : null;
    if (leak.evidence.thumbnail && thumbnailKey) await storage.put("evidence", thumbnailKey, leak.evidence.thumbnail);
    const values = {
      userId,
      scanId,
      url: leak.url,
      siteId: leak.siteId,
      siteName: leak.siteName,
      category: leak.category,
      title: leak.title.slice(0, 500),
      kind: leak.kind,
      quality: leak.quality,
      matchedReferenceId: leak.matchedReference && isUuid(leak.matchedReference) ? leak.matchedReference : null,
      distance: leak.distance ?? null,
      evidence: { url: leak.evidence.url, title: leak.evidence.title, fetchedAt: leak.evidence.fetchedAt.toISOString(), httpStatus: leak.evidence.httpStatus },
      thumbnailKey,
    };
    const [row] = await db
      .insert(leaks)
      .values(values)
      .onConflictDoUpdate({
        target: [leaks.userId, leaks.url],
        // What the user decided (status, disposition) stays; what we saw is refreshed.
        set: {
          scanId,
          title: values.title,
          quality: values.quality,
          kind: values.kind,
          matchedReferenceId: values.matchedReferenceId,
          distance: values.distance,
          evidence: values.evidence,
          thumbnailKey: sql`coalesce(excluded.thumbnail_key, ${leaks.thumbnailKey})`,
          lastSeenAt: new Date(),
        },
      })
      .returning({ firstSeenAt: leaks.firstSeenAt });
    if (row && row.firstSeenAt >= since) inserted += 1;
  }
  return { inserted };
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
