// What a scheduled monitoring scan searches since the shared crawl (issue 20): only the sites without
// a new-upload listing, where a search by her names is the only way to find new copies. Sites with a
// listing are crawled for every monitored creator at once (crawl/); onboarding and on-demand scans stay full.
import type { SiteDefinition, SiteRegistry } from "@unleak/scanner";

/** Whether the shared crawl covers the site (it has a new-upload listing). */
export const crawledByListing = (site: SiteDefinition): boolean => site.listing !== undefined;

/** The registry a monitoring scan searches: every site but the crawled ones, in each scope. */
export function monitoringRegistry(registry: SiteRegistry): SiteRegistry {
  const searched = (sites: SiteDefinition[]) => sites.filter((site) => !crawledByListing(site));
  return { ...registry, sites: searched(registry.sites), inScope: (scope) => searched(registry.inScope(scope)) };
}
