// The re-upload watch's search (issue 13, ADR 028): while a creator has pictures removed in the last
// 30 days, the scanner looks for them again once a day, but only on the sites they were removed from
// and only for those reference pictures: a targeted scan, not her full one. A copy its PDQ matcher
// finds is saved as a new leak; the automatic filing then makes it a child case of the removal,
// files it and tells her (request-removal.ts). A copy on another site is found by her regular scans,
// which link it the same way.
import { type Database, leaks } from "@unleak/db";
import { reuploadSweepJob } from "@unleak/jobs";
import { runScan, type SiteDefinition, type SiteRegistry } from "@unleak/scanner";
import { reuploadWatchDays } from "@unleak/takedown";
import { and, eq, gte, isNotNull, isNull } from "drizzle-orm";
import { loadCreatorSubject } from "../scans/creator-subject";
import { saveLeaks } from "../scans/execute-scan";
import type { ScanEngine } from "../scans/scan-engine";
import { fileAutomatically } from "./request-removal";
import type { TakedownServices } from "./takedown-services";

const DAY_MS = 86_400_000;

/** Her picture leaks removed within the watch: which pictures to look for, and on which sites. */
async function watchedRemovals(db: Database, userId: string, now: Date) {
  const since = new Date(now.getTime() - reuploadWatchDays * DAY_MS);
  const rows = await db
    .select({ siteId: leaks.siteId, referenceId: leaks.matchedReferenceId })
    .from(leaks)
    .where(and(eq(leaks.userId, userId), eq(leaks.status, "removed"), eq(leaks.kind, "picture"), isNull(leaks.disposition), isNotNull(leaks.matchedReferenceId), gte(leaks.removedAt, since)));
  return { siteIds: [...new Set(rows.map((row) => row.siteId))], referenceIds: [...new Set(rows.map((row) => row.referenceId!))] };
}

/**
 * Queues the creator's next look, a simulated day from now. Its queue keeps one waiting job per
 * creator, so the daily checks of all her removed leaks start one look a day, not one each.
 */
export async function scheduleReuploadSweep(services: Pick<TakedownServices, "queue" | "clock">, userId: string): Promise<void> {
  const seconds = Math.ceil(services.clock.realDelayMs(DAY_MS) / 1000);
  await services.queue.send(reuploadSweepJob, { userId }, { singletonKey: `reupload:${userId}`, startAfterSeconds: Math.max(1, seconds) });
}

/** After a leak's re-check: a removed picture leak keeps (or starts) its creator's daily look. */
export async function watchForReuploads(services: TakedownServices, leakId: string): Promise<void> {
  const [leak] = await services.db.select({ userId: leaks.userId, status: leaks.status, kind: leaks.kind, referenceId: leaks.matchedReferenceId }).from(leaks).where(eq(leaks.id, leakId));
  if (leak?.status === "removed" && leak.kind === "picture" && leak.referenceId) await scheduleReuploadSweep(services, leak.userId);
}

/** The registry narrowed to some of its sites: a scan searches only these. */
function onlySites(registry: SiteRegistry, sites: SiteDefinition[]): SiteRegistry {
  return { ...registry, sites, inScope: () => sites };
}

/**
 * One look for one creator: her removed pictures on their sites' search, judged by the scanner's
 * PDQ matcher. Returns how many copies it saw; the next look is queued while the watch lasts.
 */
export async function sweepReuploads({ services, engine, userId }: { services: TakedownServices; engine: ScanEngine; userId: string }): Promise<{ copies: number }> {
  const { db, storage, clock } = services;
  const { siteIds, referenceIds } = await watchedRemovals(db, userId, clock.now());
  if (referenceIds.length === 0) return { copies: 0 }; // the watch is over
  const sites = siteIds.flatMap((id) => engine.registry.get(id) ?? []);
  const subject = sites.length > 0 ? await loadCreatorSubject({ db, storage, userId, referenceIds }) : null;
  let copies = 0;
  // Nothing to look with when the pictures are gone from her references (deleted since).
  if (subject?.references?.length) {
    // Pictures only: a removed video frame is looked for as a picture (no clips downloaded).
    subject.references = subject.references.map(({ video: _frame, ...picture }) => picture);
    const fetcher = engine.createFetcher();
    try {
      const result = await runScan({ subject, scope: "continuous", registry: onlySites(engine.registry, sites), fetcher, providers: [] });
      const found = result.leaks.filter((leak) => leak.kind === "picture" && leak.matchedReference !== undefined && referenceIds.includes(leak.matchedReference));
      // Known leaks stay as they are (a removed page up again is check-leak's to reopen).
      await saveLeaks({ db, storage, userId, scanId: null, since: new Date(0), leaks: found, refresh: false });
      copies = found.length;
    } finally {
      await fetcher.close().catch(() => undefined);
    }
  }
  // Also after a retry whose first attempt saved the copies: linking and filing skip what is done.
  if (copies > 0) await fileAutomatically(services, userId);
  await scheduleReuploadSweep(services, userId);
  return { copies };
}

export async function workReuploadSweeps(services: TakedownServices, engine: ScanEngine): Promise<void> {
  await services.queue.work(reuploadSweepJob, async ({ userId }) => void (await sweepReuploads({ services, engine, userId })));
}
