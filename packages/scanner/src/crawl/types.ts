// The shared crawl's contract (issue 20, "Crawl once, match every creator"): sites' new-upload
// listings are crawled once for everyone, and each new page is matched against every monitored
// creator at once. The product (core) keeps the cursor (`seen`), the creators and the leaks; this
// module only fetches, reads and matches.
import type { Fetcher } from "../fetch";
import type { ViewName } from "../image-match/views";
import type { PdqHash } from "../pdq/pdq-hash";
import type { SiteDefinition, SiteRegistry } from "../registry";
import type { FetchedPage } from "../scan/fetch-pages";
import type { SeenHash } from "../scan/picture-matcher";
import type { Leak, MatchQuality, ScanReference, ScanSubject, SeenPicture, SiteError } from "../scan/scan-types";

/** One view of a reference picture as the shared hash index holds it: its upright PDQ hash, hex. */
export interface ReferenceViewHash {
  view: ViewName;
  hash: string;
  /** Hashed through the contrast-normalised view: held to the low-contrast thresholds. */
  lowContrast: boolean;
  /** Hashed through the highlight-clipped view: compared only with candidates' clipped hashes. */
  clipped: boolean;
}

/**
 * A reference picture hashed once by `hashCreatorReference` (the same views the reference set
 * indexes: whole frame, content, four band views, clipped views of a dark picture). Plain data:
 * it may be stored and reused, so a matcher for 10,000 creators is built without decoding a picture.
 */
export interface CreatorReference {
  id: string;
  views: ReferenceViewHash[];
  /** A frame of one of the creator's reference videos: a match names the video and the time. */
  video?: ScanReference["video"];
}

/** A creator the shared crawl monitors. */
export interface MonitoredCreator {
  id: string;
  /** Stage names. */
  names: string[];
  /** Usernames from her official links. */
  usernames: string[];
  references: CreatorReference[];
  /** Her own pages: never reported, nor anything posted by these accounts. */
  officialUrls?: string[];
  /** Licensed or affiliate pages (a URL prefix or a bare host): never reported. */
  whitelist?: string[];
}

/** A fetched and read upload page: the scan pipeline's own (fetch-pages.ts). */
export type CrawledPage = FetchedPage;

/** A picture's hashes for one lookup each in the shared index (frame views in 8 orientations, its mirror, band views). */
export interface PictureLookup {
  frame: Array<{ dihedral: PdqHash[]; lowContrast: boolean; clipped: boolean }>;
  mirror: { hash: PdqHash; lowContrast: boolean } | null;
  bands: Array<{ view: ViewName; hash: PdqHash; lowContrast: boolean }>;
  /** Its upright content hash, for the reverse image finder (issue 18); null when featureless. */
  seen: SeenHash | null;
}

/** A picture of an upload page, fetched and hashed once for all creators. */
export interface CrawledPicture {
  url: string;
  /** null when it could not be decoded or is too featureless to hash. */
  lookup: PictureLookup | null;
  /**
   * The bytes as fetched, for an evidence thumbnail; not to be kept. Released (null) once the
   * page that fetched it is matched, unless it matched someone: a later page showing it reuses the hashes.
   */
  bytes: Buffer | null;
}

/** How a creator was found on a page. */
export type CreatorMatchKind = "name" | "picture" | "name+picture";

/** One creator found on one page, with what the page's leak evidence needs. */
export interface CreatorMatch {
  creatorId: string;
  by: CreatorMatchKind;
  /** The quality its leak gets, as in a scan: the picture's when a picture matched, else the name's. */
  quality: MatchQuality;
  /** The tier of the name rule that confirmed her name (the engine's match-name rules); null without. */
  nameQuality: MatchQuality | null;
  /** The best picture match: which reference (a video's frame names the video), how far, and the page's picture that matched. */
  picture: { referenceId: string; distance: number; quality: MatchQuality; mediaUrl: string; video?: ScanReference["video"] } | null;
}

export interface CreatorMatcher {
  /**
   * Every creator the page names (one multi-pattern automaton over all names and usernames,
   * confirmed by the engine's name rules) or shows (one index lookup per picture hash, graded by
   * the engine's match-quality rules). Pages by a creator's official accounts, and her official
   * or whitelisted pages, are never matched for her.
   */
  matchPage(page: CrawledPage, pictures: CrawledPicture[]): CreatorMatch[];
  /** Decodes and hashes a page's picture for matchPage; null when it cannot be. */
  hashPicture(bytes: Buffer): Promise<PictureLookup | null>;
  /** Adds or replaces a creator (the index is updated in place, the name automaton rebuilt at the next match). */
  upsert(creator: MonitoredCreator): void;
  remove(creatorId: string): boolean;
  /** Creators monitored. */
  readonly size: number;
  /** Reference view hashes held in the shared index. */
  readonly referenceHashes: number;
}

/** An upload read off a site's new-upload listing. */
export interface ListingEntry {
  url: string;
  title: string;
  siteId: string;
  /** From the listing's time element; null without one. */
  postedAt: Date | null;
}

/** Where the crawl spends its time, for metrics: listings, pages, pictures (fetch), hashing, matching. */
export type CrawlStage = "listing" | "page" | "picture" | "hash" | "match";

export interface CrawlListingsOptions {
  fetcher: Fetcher;
  registry: SiteRegistry;
  /** Sites to crawl; default every registry site with a `listing`. Sites without one are skipped. */
  sites?: SiteDefinition[];
  /**
   * Whether an upload was read before, by an earlier run or another worker (the cursor, kept by
   * the caller, who may claim an unseen one in the same call, e.g. insert on conflict). Asked
   * once per upload, newest first; a site's walk stops at its first upload already seen.
   */
  seen: (url: string) => boolean | Promise<boolean>;
  /** Listing pages read per site at most (default 10): a bound for a first crawl or a long pause. */
  maxPagesPerSite?: number;
  signal?: AbortSignal;
  observe?: (stage: CrawlStage, seconds: number) => void;
}

export interface RunSharedCrawlOptions extends CrawlListingsOptions {
  matcher: CreatorMatcher;
  /** Pictures downloaded per upload page (default 4). */
  maxImagesPerPage?: number;
  /** Upload pages read at once over all sites (default 16); each site stays within its own rate limit. */
  maxConcurrentPages?: number;
  /** Told of each upload once its page has been read and matched (not when it failed to answer), so the caller can advance its cursor. */
  onUpload?: (entry: ListingEntry) => void | Promise<void>;
  /** Told of each picture hashed (the reverse image finder's index, issue 18). */
  onPictureSeen?: (picture: SeenPicture) => void;
}

/** A leak of one creator found by the crawl: the same Leak (and evidence) a scan reports. */
export interface CrawlHit {
  creatorId: string;
  leak: Leak;
}

export interface SharedCrawlResult {
  hits: CrawlHit[];
  /** New uploads read this run, newest first per site. */
  uploads: ListingEntry[];
  listingPagesFetched: number;
  pagesFetched: number;
  picturesFetched: number;
  /** Requests the fetcher sent in this run (robots.txt and retries included). */
  requests: number;
  siteErrors: SiteError[];
  /** The longest Retry-After (ms) a site asked for that the fetcher could not wait out; the caller reschedules the site. */
  retryAfterMs: number | null;
}

/** The module's functions, for callers that inject them (core's monitoring job). */
export interface SharedCrawlApi {
  /** Hashes one reference picture (decode, the reference set's views); store the result and reuse it. */
  hashCreatorReference(id: string, image: Buffer, video?: ScanReference["video"]): Promise<CreatorReference>;
  /** A creator to monitor from a scan's subject: its references (buffer or path) hashed once. */
  creatorFromSubject(id: string, subject: ScanSubject): Promise<MonitoredCreator>;
  /** Builds the matcher over every creator: one name automaton and one shared hash index. */
  createCreatorMatcher(creators: MonitoredCreator[]): CreatorMatcher;
  /** New uploads of each site's listing, newest first, up to each site's first upload already seen. */
  crawlListings(options: CrawlListingsOptions): AsyncIterable<ListingEntry>;
  /** Crawls the listings, reads every new upload and its pictures once, and matches them against every creator. */
  runSharedCrawl(options: RunSharedCrawlOptions): Promise<SharedCrawlResult>;
}
