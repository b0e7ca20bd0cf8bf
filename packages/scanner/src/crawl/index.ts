// The shared crawl (issue 20): new-upload listings crawled once, every page matched against every monitored creator.
export { createCreatorMatcher } from "./create-creator-matcher";
export { creatorFromSubject, hashCreatorReference } from "./hash-creator-reference";
export { crawlListings } from "./crawl-listings";
export { runSharedCrawl } from "./run-shared-crawl";
export type { CrawledPage, CrawledPicture, CrawlHit, CrawlListingsOptions, CrawlStage, CreatorMatch, CreatorMatcher, CreatorMatchKind, CreatorReference, ListingEntry, MonitoredCreator, PictureLookup, ReferenceViewHash, RunSharedCrawlOptions, SharedCrawlApi, SharedCrawlResult } from "./types";
