// The shared crawl's jobs (issue 20): `crawl-site` crawls one listing site, and `crawl-tick` (every
// real minute) queues each listing site whose crawl is due on the core clock, so a crawl lost with its
// process or never queued yet starts within a minute; it also forgets pages fetched long ago.
import type { Database } from "@unleak/db";
import { crawlSiteJob, crawlTickJob, type Queue } from "@unleak/jobs";
import { createCreatorMatcher, hashCreatorReference, runSharedCrawl } from "@unleak/scanner";
import type { Clock } from "../clock/clock";
import type { NewLeaksAlerts } from "../scans/new-leaks-alert";
import type { ScanEngine } from "../scans/scan-engine";
import type { FileStorage } from "../storage/file-storage";
import { CRAWL_SLACK_MS, crawlSite, type CrawlServices } from "./crawl-site";
import { dueSites, pruneCrawlPages } from "./crawl-state";
import { createMonitoredMatcherCache } from "./monitored-creators";

/** Fetched pages are remembered this long (simulated): listings are walked newest first and stop long before. */
export const CRAWL_PAGES_KEPT_MS = 30 * 86_400_000;

/** Queues the due listing sites' crawls (one waits per site) and prunes the pages fetched before the retention. */
export async function queueDueCrawls({ db, queue, engine, clock }: Pick<CrawlServices, "db" | "queue" | "engine" | "clock">): Promise<{ queued: string[]; pruned: number }> {
  const now = clock.now();
  const listed = engine.registry.sites.filter((site) => site.listing).map((site) => site.id);
  const due = await dueSites(db, listed, { now, dueBy: new Date(now.getTime() + CRAWL_SLACK_MS) });
  for (const siteId of due) await queue.send(crawlSiteJob, { siteId }, { singletonKey: siteId });
  const pruned = await pruneCrawlPages(db, new Date(now.getTime() - CRAWL_PAGES_KEPT_MS));
  return { queued: due, pruned };
}

/** The services of the shared crawl with the scanner's own crawl and one matcher cache for this process. */
export function createCrawlServices({ db, queue, storage, engine, clock, alerts }: { db: Database; queue: Queue; storage: FileStorage; engine: ScanEngine; clock: Clock; alerts?: NewLeaksAlerts }): CrawlServices {
  const matchers = createMonitoredMatcherCache({ db, storage, crawl: { createCreatorMatcher, hashCreatorReference } });
  return { db, queue, storage, engine, clock, alerts, crawl: { runSharedCrawl }, matchers };
}

export async function workCrawl(services: CrawlServices): Promise<void> {
  await services.queue.work(crawlSiteJob, async ({ siteId }, run) => void (await crawlSite(services, siteId, run.signal)));
  await services.queue.work(crawlTickJob, async () => void (await queueDueCrawls(services)));
  await services.queue.schedule(crawlTickJob, "* * * * *", { tick: true });
}
