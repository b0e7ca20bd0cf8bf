// One crawl of one site's new-upload listing for every monitored creator (issue 20, ADR 044). The
// site's lease makes it one crawl at a time across all worker processes; each upload page is claimed
// in the database before it is fetched, so it is fetched once; each hit is saved as the creator's
// leak through the scans' own path (saveLeaks: evidence, one row per creator and URL), and a creator
// with new leaks is alerted, her API clients told (leak.found) and her automatic filing queued, as
// after a monitoring scan. The next crawl of the site is queued a simulated hour later.
import type { Database } from "@unleak/db";
import { autoFileJob, crawlSiteJob, type Queue } from "@unleak/jobs";
import { type CrawlHit, type Leak, type SharedCrawlApi, type SharedCrawlResult } from "@unleak/scanner";
import type { Clock } from "../clock/clock";
import { saveVideoMatchFrames } from "../leaks/save-video-match-frame";
import { announceNewLeaks } from "../oauth/leak-webhooks";
import { createSeenPictureRecorder } from "../reverse-images/record-seen-pictures";
import { saveLeaks } from "../scans/execute-scan";
import { alertNewLeaks, type NewLeaksAlerts } from "../scans/new-leaks-alert";
import type { ScanEngine } from "../scans/scan-engine";
import type { FileStorage } from "../storage/file-storage";
import { claimPage, leaseSite, releaseSite, unclaimPages } from "./crawl-state";
import type { MonitoredMatcherCache } from "./monitored-creators";

const HOUR = 3_600_000;
/** Each listing site is crawled every simulated hour. */
export const CRAWL_INTERVAL_MS = HOUR;
/** A crawl queued a little early still runs (a queue's clock and the core clock differ by milliseconds). */
export const CRAWL_SLACK_MS = 5 * 60_000;

export interface CrawlServices {
  db: Database;
  queue: Queue;
  storage: FileStorage;
  engine: ScanEngine;
  clock: Clock;
  crawl: Pick<SharedCrawlApi, "runSharedCrawl">;
  matchers: MonitoredMatcherCache;
  alerts?: NewLeaksAlerts;
}

export type CrawlSiteOutcome = { crawled: false; reason: "not-a-listing-site" | "not-due-or-running" | "nobody-monitored" } | { crawled: true; hits: number; newLeaks: number; pagesFetched: number; error: string | null; nextDueAt: Date };

export async function crawlSite(services: CrawlServices, siteId: string, signal?: AbortSignal): Promise<CrawlSiteOutcome> {
  const { db, engine, clock } = services;
  const site = engine.registry.get(siteId);
  if (!site?.listing) return { crawled: false, reason: "not-a-listing-site" };
  const now = clock.now();
  // Held for the job's expiry in real time (a dead worker's crawl is taken over after it).
  const leaseUntil = new Date(now.getTime() + (crawlSiteJob.expireInSeconds ?? 900) * 1000 * clock.scale);
  const lease = await leaseSite(db, siteId, { now, dueBy: new Date(now.getTime() + CRAWL_SLACK_MS), leaseUntil });
  if (!lease) return { crawled: false, reason: "not-due-or-running" };

  const nextDue = (ms: number) => new Date(now.getTime() + ms);
  let outcome: CrawlSiteOutcome;
  try {
    const matcher = await services.matchers.matcher();
    if (matcher.size === 0) {
      // Nothing is fetched for nobody; the cursor stays, so the first creator's crawl reads what is new since.
      await releaseSite(db, siteId, { now, crawled: false, cursor: lease.state.cursor, nextDueAt: nextDue(CRAWL_INTERVAL_MS), error: null });
      outcome = { crawled: false, reason: "nobody-monitored" };
    } else {
      outcome = await crawlLeased(services, { siteId, now, since: lease.databaseNow, cursor: lease.state.cursor, matcher, signal });
    }
  } catch (error) {
    const message = (error as Error).message?.slice(0, 500) ?? "failed";
    console.error(`[crawl] ${siteId} failed:`, message);
    await releaseSite(db, siteId, { now, crawled: true, cursor: lease.state.cursor, nextDueAt: nextDue(CRAWL_INTERVAL_MS), error: message });
    outcome = { crawled: true, hits: 0, newLeaks: 0, pagesFetched: 0, error: message, nextDueAt: nextDue(CRAWL_INTERVAL_MS) };
  }
  await queueNextCrawl(services, siteId, outcome.crawled ? outcome.nextDueAt : nextDue(CRAWL_INTERVAL_MS));
  return outcome;
}

async function crawlLeased(
  services: CrawlServices,
  { siteId, now, since, cursor, matcher, signal }: { siteId: string; now: Date; since: Date; cursor: string | null; matcher: Awaited<ReturnType<MonitoredMatcherCache["matcher"]>>; signal?: AbortSignal },
): Promise<CrawlSiteOutcome> {
  const { db, storage, engine, clock } = services;
  const site = engine.registry.get(siteId)!;
  const claimed: string[] = [];
  const read = new Set<string>();
  const fetcher = engine.createFetcher();
  const seenPictures = createSeenPictureRecorder({ db, storage, clock });
  let result: SharedCrawlResult;
  try {
    result = await services.crawl.runSharedCrawl({
      fetcher,
      registry: engine.registry,
      sites: [site],
      matcher,
      // The walk stops at the first upload some crawl already claimed; a new one is claimed before it is fetched.
      seen: async (url) => {
        const fresh = await claimPage(db, siteId, url, now);
        if (fresh) claimed.push(url);
        return !fresh;
      },
      onUpload: (entry) => void read.add(entry.url),
      onPictureSeen: seenPictures.add,
      ...(signal ? { signal } : {}),
    });
    await seenPictures.flush();
  } finally {
    await fetcher.close().catch(() => undefined);
    // Pages claimed but never read (the crawl failed or the page did not answer) are fetched by the next crawl.
    await unclaimPages(
      db,
      siteId,
      claimed.filter((url) => !read.has(url)),
    );
  }
  const newLeaks = await saveHits(services, result.hits, since);
  const rateLimited = result.retryAfterMs !== null || result.siteErrors.some((error) => error.reason === "rate-limited");
  const error = rateLimited ? "rate-limited" : (result.siteErrors[0]?.reason ?? null);
  // A host's Retry-After is real time: the site is not due again before it has passed (on the core clock, `scale` times as much).
  const wait = Math.max(CRAWL_INTERVAL_MS, (result.retryAfterMs ?? 0) * clock.scale);
  await releaseSite(db, siteId, { now, crawled: true, cursor: result.uploads[0]?.url ?? cursor, nextDueAt: new Date(now.getTime() + wait), error });
  return { crawled: true, hits: result.hits.length, newLeaks, pagesFetched: result.pagesFetched, error, nextDueAt: new Date(now.getTime() + wait) };
}

/** Saves each creator's hits as her leaks, as a monitoring scan saves its own; answers how many were new. */
async function saveHits({ db, queue, storage, engine, alerts }: CrawlServices, hits: CrawlHit[], since: Date): Promise<number> {
  const byCreator = new Map<string, Leak[]>();
  for (const hit of hits) byCreator.set(hit.creatorId, [...(byCreator.get(hit.creatorId) ?? []), hit.leak]);
  let total = 0;
  for (const [userId, found] of byCreator) {
    // Known leaks stay as they are (a scan's own record of them, and the creator's verdict on them).
    const { inserted } = await saveLeaks({ db, storage, userId, scanId: null, since, leaks: found, refresh: false });
    await saveVideoMatchFrames({ db, storage, userId, leaks: found, tools: engine.videoTools });
    total += inserted;
    if (inserted === 0) continue;
    if (alerts) await alertNewLeaks({ db, alerts, userId, since, count: inserted });
    await announceNewLeaks({ db, queue, userId, since }).catch((error: Error) => console.warn(`[crawl] queueing webhooks for ${userId} failed:`, error.message));
    // The automatic filing looks at her new leaks (picture matches; name mentions wait for her confirmation).
    await queue.send(autoFileJob, { userId }, { singletonKey: `auto-file:${userId}` });
  }
  return total;
}

/** Queues the site's next crawl for when it is due on the core clock (in real seconds, at least one). */
export async function queueNextCrawl({ queue, clock }: Pick<CrawlServices, "queue" | "clock">, siteId: string, due: Date): Promise<void> {
  const seconds = Math.ceil(clock.realDelayMs(due.getTime() - clock.now().getTime()) / 1000);
  await queue.send(crawlSiteJob, { siteId }, { singletonKey: siteId, startAfterSeconds: Math.max(1, seconds) });
}
