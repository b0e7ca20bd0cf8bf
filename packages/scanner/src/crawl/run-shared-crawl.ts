// One shared crawl: every listing site's new uploads, each page and picture fetched once, each
// page matched against every monitored creator; a hit is that creator's leak with the evidence a
// scan keeps (analyze-pages.ts builds it). Sites are walked side by side, each within its own limit.
import { performance } from "node:perf_hooks";
import type { Fetcher } from "../fetch";
import { parseRetryAfter } from "../fetch/retry-delay";
import { leakOf, storedThumbnail, type Matched } from "../scan/analyze-pages";
import { createLimit } from "../scan/site-limiter";
import { createCrawlContext, DEFAULT_MAX_PAGES_PER_SITE, listingSites, walkListing, type ListingWalk } from "./crawl-listings";
import { readUpload, type UploadReading } from "./read-upload";
import type { CrawledPage, CrawledPicture, CrawlHit, CreatorMatch, ListingEntry, RunSharedCrawlOptions, SharedCrawlResult } from "./types";

export async function runSharedCrawl(options: RunSharedCrawlOptions): Promise<SharedCrawlResult> {
  const { matcher, observe, signal } = options;
  const requestsBefore = options.fetcher.stats().requests;
  const retryAfter = { ms: null as number | null };
  const fetcher = noticingRetryAfter(options.fetcher, retryAfter);
  const ctx = createCrawlContext({ fetcher, ...(signal ? { signal } : {}) });
  const reading: UploadReading = { ctx, registry: options.registry, matcher, maxImagesPerPage: options.maxImagesPerPage ?? 4, pictures: new Map(), ...(observe ? { observe } : {}) };
  const walk: ListingWalk = { seen: options.seen, maxPages: options.maxPagesPerSite ?? DEFAULT_MAX_PAGES_PER_SITE, met: new Set(), ...(observe ? { observe } : {}) };
  const limitPages = createLimit(options.maxConcurrentPages ?? 16);
  const uploads: ListingEntry[] = [];
  const hits: CrawlHit[] = [];
  let listingPagesFetched = 0;
  let pagesFetched = 0;

  const judge = async (entry: ListingEntry) => {
    const upload = await readUpload(entry, reading);
    if (!upload) return;
    pagesFetched += 1;
    const started = performance.now();
    const matches = matcher.matchPage(upload.page, upload.pictures);
    observe?.("match", (performance.now() - started) / 1000);
    for (const match of matches) hits.push({ creatorId: match.creatorId, leak: await leakFor(upload.page, match, upload.pictures) });
    // A picture that matched nobody here matches nobody on another page either: its bytes can go.
    const used = new Set(matches.flatMap((match) => (match.picture ? [match.picture.mediaUrl] : [])));
    for (const picture of upload.pictures) if (!used.has(picture.url)) picture.bytes = null;
    await options.onUpload?.(entry);
  };

  await Promise.all(
    listingSites(options).map(async (site) => {
      const opened: Array<Promise<void>> = [];
      const pages = await walkListing(ctx, site, walk, (entry) => {
        uploads.push(entry);
        opened.push(limitPages(() => judge(entry)));
      });
      listingPagesFetched += pages;
      await Promise.all(opened);
    }),
  );
  signal?.throwIfAborted();
  const pictures = await Promise.all(reading.pictures.values());
  return {
    hits,
    uploads,
    listingPagesFetched,
    pagesFetched,
    picturesFetched: pictures.filter((picture) => picture !== null).length,
    requests: options.fetcher.stats().requests - requestsBefore,
    siteErrors: ctx.siteErrors(),
    retryAfterMs: retryAfter.ms,
  };
}

/** The creator's leak on the page, as a scan would keep it; the thumbnail from the matched (else the first) picture. */
async function leakFor(page: CrawledPage, match: CreatorMatch, pictures: CrawledPicture[]) {
  const { picture } = match;
  const matched: Matched | null = picture
    ? {
        quality: picture.quality,
        referenceId: picture.referenceId,
        distance: picture.distance,
        mediaUrl: picture.mediaUrl,
        ...(picture.video ? { videoMatch: { videoId: picture.video.videoId, sourceName: picture.video.sourceName, timeMs: picture.video.timeMs, method: "frame" as const, mediaUrl: picture.mediaUrl, leakTimeMs: null } } : {}),
      }
    : null;
  const shown = (picture && pictures.find((candidate) => candidate.url === picture.mediaUrl)?.bytes) || pictures.find((candidate) => candidate.bytes)?.bytes;
  return leakOf(page, match.nameQuality, matched, await storedThumbnail(shown ?? undefined));
}

/** The fetcher, noting the longest Retry-After of a 429 it handed back (it had already waited as long as it would). */
function noticingRetryAfter(fetcher: Fetcher, longest: { ms: number | null }): Fetcher {
  return {
    ...fetcher,
    async fetch(url, request) {
      const response = await fetcher.fetch(url, request);
      const ms = response.status === 429 ? parseRetryAfter(response.headers["retry-after"]) : null;
      if (ms !== null && (longest.ms === null || ms > longest.ms)) longest.ms = ms;
      return response;
    },
  };
}
