// The sites the leak crawler monitors (GET /api/sites), each with its last crawl and health. A site
// with a new-upload listing is crawled by the shared crawl (issue 20), which monitoring scans no longer
// search: its last crawl is the later of that crawl and the last creator-started scan that covered it.
import type { MonitoredSite, SiteList } from "@unleak/contracts";
import { crawlSites, type Database, scans } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import { monitoredSites } from "./site-health";
import { type ScanTarget, siteRegistryFor } from "./site-registry";

/** How many recent finished scans are read to date each site's last crawl. */
const RECENT_SCANS = 100;

export async function listMonitoredSites({ db, sandbox }: { db: Database; sandbox: ScanTarget }): Promise<SiteList> {
  const recent = await db
    .select({ kind: scans.kind, scope: scans.scope, finishedAt: scans.finishedAt, result: scans.result })
    .from(scans)
    .where(eq(scans.status, "completed"))
    .orderBy(desc(scans.finishedAt))
    .limit(RECENT_SCANS);
  const registry = siteRegistryFor(sandbox);
  const bySearch = monitoredSites(registry.sites, recent);
  const bySearchNotMonitoring = monitoredSites(
    registry.sites,
    recent.filter((scan) => scan.kind !== "monitoring"),
  );
  const crawled = new Map((await db.select().from(crawlSites)).map((row) => [row.siteId, row]));
  const sites = registry.sites.map((site, i) => (site.listing ? withCrawl(bySearchNotMonitoring[i]!, crawled.get(site.id)) : bySearch[i]!));
  return { target: sandbox.enabled ? "sandbox" : "live", sites };
}

function withCrawl(site: MonitoredSite, crawl: { lastCrawledAt: Date | null; lastError: string | null } | undefined): MonitoredSite {
  if (!crawl?.lastCrawledAt || (site.lastCrawledAt && new Date(site.lastCrawledAt) >= crawl.lastCrawledAt)) return site;
  return { ...site, lastCrawledAt: crawl.lastCrawledAt.toISOString(), health: crawl.lastError ? "errors" : "healthy" };
}
