// Walks sites' new-upload listings, newest first, page after page, up to each site's first upload
// some earlier crawl already read (the caller's cursor). Listing pages go through the scans' fetch
// path (scan-context.ts): the registry's per-site limit on top of the fetcher's per-host limit,
// robots.txt and Retry-After. Those limits hold within one process; across worker processes the
// product runs one crawl per site at a time (core's crawl job holds a per-site lease).
import { performance } from "node:perf_hooks";
import type { SiteDefinition, SiteListing } from "../registry";
import { parseHtml } from "../scan/extract-content";
import { normaliseUrl } from "../scan/normalise-url";
import { createProgressTracker } from "../scan/progress-tracker";
import { createScanContext, type ScanContext } from "../scan/scan-context";
import { createSiteLimiter } from "../scan/site-limiter";
import type { CrawlListingsOptions, ListingEntry } from "./types";

export const DEFAULT_MAX_PAGES_PER_SITE = 10;

export interface ListingWalk {
  seen: CrawlListingsOptions["seen"];
  maxPages: number;
  /** Uploads met in this run, over all sites: a listing that shifted while it was read repeats some. */
  met: Set<string>;
  observe?: CrawlListingsOptions["observe"];
}

/** The sites of `sites` (default: the registry's) that have a listing. */
export function listingSites(options: Pick<CrawlListingsOptions, "registry" | "sites">): Array<SiteDefinition & { listing: SiteListing }> {
  return (options.sites ?? options.registry.sites).filter((site): site is SiteDefinition & { listing: SiteListing } => !!site.listing);
}

/** Reads one site's listing; `onEntry` is told of each new upload, newest first. Answers the listing pages read. */
export async function walkListing(ctx: ScanContext, site: SiteDefinition & { listing: SiteListing }, walk: ListingWalk, onEntry: (entry: ListingEntry) => void): Promise<number> {
  const { listing } = site;
  let url: string | null = new URL(listing.urlTemplate.replaceAll("{page}", "1"), site.baseUrl).href;
  let pages = 0;
  while (url && pages < walk.maxPages) {
    const started = performance.now();
    const response = await ctx.fetchFor(site, "search", url);
    pages += 1;
    if (!response) return pages;
    const $ = parseHtml(response.body.toString("utf8"));
    const entries = $(listing.itemSelector)
      .toArray()
      .map((element) => {
        const item = $(element);
        const link = item.is("a[href]") ? item : item.find("a[href]").first();
        const href = link.attr("href");
        const time = listing.timeSelector ? item.find(listing.timeSelector).first() : null;
        const stamp = time ? new Date(time.attr("datetime") ?? time.text()) : null;
        const absolute = href ? normaliseUrl(new URL(href, response.url).href) : null;
        return absolute ? { url: absolute, title: link.text().replace(/\s+/g, " ").trim(), siteId: site.id, postedAt: stamp && !Number.isNaN(stamp.getTime()) ? stamp : null } : null;
      })
      .filter((entry): entry is ListingEntry => entry !== null);
    const nextHref = listing.nextSelector ? $(listing.nextSelector).first().attr("href") : undefined;
    walk.observe?.("listing", (performance.now() - started) / 1000);
    for (const entry of entries) {
      if (walk.met.has(entry.url)) continue;
      walk.met.add(entry.url);
      if (await walk.seen(entry.url)) return pages;
      onEntry(entry);
    }
    if (entries.length === 0) return pages;
    url = listing.nextSelector ? (nextHref ? new URL(nextHref, response.url).href : null) : new URL(listing.urlTemplate.replaceAll("{page}", String(pages + 1)), site.baseUrl).href;
  }
  return pages;
}

export function createCrawlContext(options: Pick<CrawlListingsOptions, "fetcher" | "signal">): ScanContext {
  return createScanContext(options.fetcher, createSiteLimiter(), createProgressTracker(), options.signal);
}

/** New uploads of every listing site, sites read side by side, each newest first. */
export async function* crawlListings(options: CrawlListingsOptions): AsyncIterable<ListingEntry> {
  const ctx = createCrawlContext(options);
  const walk: ListingWalk = { seen: options.seen, maxPages: options.maxPagesPerSite ?? DEFAULT_MAX_PAGES_PER_SITE, met: new Set(), observe: options.observe };
  const ready: ListingEntry[] = [];
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  let failure: unknown = null;
  let done = false;
  void Promise.all(listingSites(options).map((site) => walkListing(ctx, site, walk, (entry) => (ready.push(entry), notify()))))
    .catch((error: unknown) => void (failure = error))
    .finally(() => ((done = true), notify()));
  for (;;) {
    while (ready.length > 0) yield ready.shift()!;
    if (failure) throw failure;
    if (done) return;
    await new Promise<void>((resolve) => (wake = resolve));
  }
}
