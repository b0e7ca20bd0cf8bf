// Stage "searching leak databases": one site's search for each term, following result pages
// until a page comes back short, empty or with nothing new. Hits are handed on as they arrive.
import type { SiteDefinition, SiteRegistry } from "../registry";
import type { ScanContext } from "./scan-context";
import { extractSearchHits } from "./extract-content";
import { searchUrl } from "./search-url";

export interface Candidate {
  url: string;
  title: string;
  thumbnail?: string;
  /** The site whose search (or the provider that) found it. */
  foundOn: string;
}

/** Work units one site's search may take: one per result page. */
export function searchUnits(site: SiteDefinition, queries: string[]): number {
  return site.search.pages * queries.length;
}

export async function searchSite(ctx: ScanContext, registry: SiteRegistry, site: SiteDefinition, queries: string[], onHits: (hits: Candidate[]) => void): Promise<void> {
  await Promise.all(queries.map((query) => searchOneTerm(ctx, registry, site, query, onHits)));
}

async function searchOneTerm(ctx: ScanContext, registry: SiteRegistry, site: SiteDefinition, query: string, onHits: (hits: Candidate[]) => void): Promise<void> {
  const plugin = registry.plugin(site);
  const seen = new Set<string>();
  for (let page = 1; page <= site.search.pages; page++) {
    const url = searchUrl(site.baseUrl, site.search, query, page);
    const response = await ctx.fetchFor(site, "search", url);
    const hits = response ? extractSearchHits(site.extract, plugin, response.body.toString("utf8"), response.url) : [];
    const fresh = hits.filter((hit) => !seen.has(hit.url));
    fresh.forEach((hit) => seen.add(hit.url));
    onHits(fresh.map((hit) => ({ url: hit.url, title: hit.title, ...(hit.thumbnail ? { thumbnail: hit.thumbnail } : {}), foundOn: site.id })));
    const last = !response || fresh.length === 0 || (site.search.resultsPerPage !== undefined && hits.length < site.search.resultsPerPage);
    // Pages never fetched count as done, so the bar keeps moving at the real pace.
    ctx.progress.done("search", last ? site.search.pages - page + 1 : 1, site.name);
    if (last) return;
  }
}
