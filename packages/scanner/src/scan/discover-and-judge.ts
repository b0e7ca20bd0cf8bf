// The streaming core of a scan: every site's search runs side by side (each within its own rate
// limit); a page is opened as soon as a search lists it and judged as soon as it is read, so
// network waits and picture matching overlap instead of queueing behind each other.
import type { SiteDefinition, SiteRegistry } from "../registry";
import { analyzePage, type AnalyzeOptions } from "./analyze-pages";
import { discoverWithProviders, providerCallCount, providerRef, type DiscoveryProvider } from "./discover-with-providers";
import { fetchPage } from "./fetch-pages";
import { normaliseUrl } from "./normalise-url";
import type { ScanContext } from "./scan-context";
import type { Leak, ScanSubject } from "./scan-types";
import { searchSite, searchUnits, type Candidate } from "./search-sites";
import { mapWithConcurrency } from "./site-limiter";

export interface DiscoverOptions {
  registry: SiteRegistry;
  sites: SiteDefinition[];
  queries: string[];
  subject: ScanSubject;
  providers: DiscoveryProvider[];
  excluded: (url: string) => boolean;
  analyze: AnalyzeOptions;
  /** Sites searched at once; 1 processes one site after another (the baseline). */
  maxConcurrentSites: number;
}

export async function discoverAndJudge(ctx: ScanContext, options: DiscoverOptions): Promise<Leak[]> {
  const { registry, sites, queries, providers, excluded } = options;
  const claimed = new Set<string>();
  const found: Leak[] = [];
  const follow = async (candidate: Candidate): Promise<void> => {
    const key = normaliseUrl(candidate.url);
    if (!key || claimed.has(key) || excluded(candidate.url)) return;
    claimed.add(key);
    ctx.progress.add("page", 1);
    const page = await fetchPage(ctx, registry, candidate, excluded);
    const finalKey = page && normaliseUrl(page.url);
    // Two links can redirect to one page: only the first to arrive is judged.
    if (!page || !finalKey || (finalKey !== key && claimed.has(finalKey))) return;
    claimed.add(finalKey);
    const leak = await analyzePage(ctx, page, options.analyze);
    if (leak) found.push(leak);
  };

  ctx.progress.add("search", sites.reduce((sum, site) => sum + searchUnits(site, queries), 0) + providerCallCount(providers, queries, options.subject));
  ctx.progress.begin("searching_leak_databases", `Searching ${sites.length} sites`);
  const siteSearches = mapWithConcurrency(sites, options.maxConcurrentSites, async (site) => {
    const opened: Array<Promise<void>> = [];
    await searchSite(ctx, registry, site, queries, (hits) => hits.forEach((hit) => opened.push(follow(hit))));
    await Promise.all(opened);
  });
  const referenceUrls = (options.subject.references ?? []).flatMap((ref) => (ref.url ? [ref.url] : []));
  const providerSearches = discoverWithProviders(
    providers,
    queries,
    referenceUrls,
    (provider) => ctx.progress.done("search", 1, provider),
    (provider) => ctx.recordError(providerRef(provider), "search", provider, "provider-error"),
  ).then((hits) => Promise.all(hits.map((hit) => follow({ url: hit.pageUrl, title: hit.title ?? "", foundOn: hit.provider }))));
  await Promise.all([siteSearches, providerSearches]);
  return found;
}
