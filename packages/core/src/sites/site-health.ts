// Per site, when a finished scan last covered it and how that scan went. Scans store only a count
// of site errors, not which site failed, so "errors" means the covering scan reported a failure
// somewhere and found nothing on this site.
import type { MonitoredSite, ScanScope, SiteHealth, SiteTier } from "@unleak/contracts";
import type { SiteRegistry } from "@unleak/scanner";

/** Which scan scopes cover a site of each tier (runScan uses registry.inScope(scope)). */
const coveredBy: Record<SiteTier, ScanScope[]> = { preview: ["preview", "full"], full: ["full"], continuous: [] };

/** A finished scan as the health decision reads it, newest first. */
export interface FinishedScan {
  scope: ScanScope;
  finishedAt: Date | null;
  /** The stored summary (StoredScanSummary), of which only these fields are read. */
  result: { siteErrors?: number; platforms?: ReadonlyArray<{ siteId: string }> } | null;
}

/** Each site of the registry with the latest of `recent` (newest first) that covered it. */
export function monitoredSites(sites: SiteRegistry["sites"], recent: FinishedScan[]): MonitoredSite[] {
  return sites.map((site) => {
    const tier: SiteTier = site.tier;
    const latest = recent.find((scan) => coveredBy[tier].includes(scan.scope));
    const summary = latest?.result ?? null;
    const foundLeaks = summary?.platforms?.some((platform) => platform.siteId === site.id) ?? false;
    const health: SiteHealth = !latest ? "unknown" : foundLeaks || (summary?.siteErrors ?? 0) === 0 ? "healthy" : "errors";
    return { id: site.id, name: site.name, category: site.category, tier, verified: site.verified, lastCrawledAt: latest?.finishedAt?.toISOString() ?? null, health };
  });
}
