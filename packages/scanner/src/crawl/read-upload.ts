// Reads one new upload for the matcher: its page through the scans' own fetch and extraction
// (fetch-pages.ts: redirects, gone pages, the site's selectors or plugin), then its first pictures,
// each fetched once per crawl however many pages show it, and hashed once for every creator.
import { performance } from "node:perf_hooks";
import type { SiteRegistry } from "../registry";
import { fetchPage } from "../scan/fetch-pages";
import type { ScanContext } from "../scan/scan-context";
import type { CrawledPage, CrawledPicture, CreatorMatcher, CrawlStage, ListingEntry } from "./types";

export interface UploadReading {
  ctx: ScanContext;
  registry: SiteRegistry;
  matcher: CreatorMatcher;
  maxImagesPerPage: number;
  /** Pictures of this crawl by address: one fetch and one hashing each. */
  pictures: Map<string, Promise<CrawledPicture | null>>;
  observe?: (stage: CrawlStage, seconds: number) => void;
}

/** The upload's page and pictures; null when the page did not answer, is gone, or is not a page. */
export async function readUpload(entry: ListingEntry, reading: UploadReading): Promise<{ page: CrawledPage; pictures: CrawledPicture[] } | null> {
  const { ctx, registry } = reading;
  const page = await timed(reading, "page", () => fetchPage(ctx, registry, { url: entry.url, title: entry.title, foundOn: entry.siteId }, () => false));
  if (!page) return null;
  const urls = page.content.images.slice(0, reading.maxImagesPerPage);
  const pictures = await Promise.all(urls.map((url) => pictureAt(url, page, reading)));
  return { page, pictures: pictures.filter((picture): picture is CrawledPicture => picture !== null) };
}

function pictureAt(url: string, page: CrawledPage, reading: UploadReading): Promise<CrawledPicture | null> {
  let pending = reading.pictures.get(url);
  if (!pending) {
    pending = (async () => {
      const response = await timed(reading, "picture", () => reading.ctx.fetchFor(page.site, "image", url));
      if (!response) return null;
      const lookup = await timed(reading, "hash", () => reading.matcher.hashPicture(response.body));
      return { url, lookup, bytes: response.body };
    })();
    reading.pictures.set(url, pending);
  }
  return pending;
}

async function timed<T>(reading: Pick<UploadReading, "observe">, stage: CrawlStage, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    reading.observe?.(stage, (performance.now() - started) / 1000);
  }
}
