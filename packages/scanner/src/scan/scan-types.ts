// The scan pipeline's contract: what a scan is asked for, what it reports while running and
// what it returns.
import type { Fetcher } from "../fetch";
import type { SiteRegistry } from "../registry";
import type { SiteCategory, SiteTier } from "../registry/site-definition-schema";
import type { DamageEstimate, DamageOptions } from "../damage";
import type { PictureMatcher } from "./picture-matcher";
import type { DiscoveryProvider } from "./discover-with-providers";

import type { MatchQuality } from "../image-match/match-quality";
import type { VideoSignature, VideoToolPaths } from "../video";

export type { MatchQuality };

export interface ScanReference {
  id: string;
  path?: string;
  buffer?: Buffer;
  /** A public URL of the picture, for reverse-image providers. */
  url?: string;
  /** A frame of one of the creator's reference videos: a match on it names the video and the time. */
  video?: { videoId: string; timeMs: number; sourceName: string | null };
}

/** One of the creator's reference videos, for matching leaked preview clips as a sequence. */
export interface ScanReferenceVideo {
  id: string;
  sourceName: string | null;
  signature: VideoSignature;
}

export interface ScanSubject {
  names: string[];
  usernames?: string[];
  /** The creator's own pages: never reported, nor anything posted by these accounts. */
  officialUrls?: string[];
  /** Licensed or affiliate pages (a URL prefix or a bare host): never reported. */
  whitelist?: string[];
  references?: ScanReference[];
  /** Reference videos with their signatures (their frames are among `references`). */
  videos?: ScanReferenceVideo[];
}

export const SCAN_STAGES = [
  "initiating",
  "searching_leak_databases",
  "scanning_piracy_networks",
  "analyzing_content_matches",
  "calculating_damage_estimates",
  "finalizing_results",
  "complete",
] as const;
export type ScanStage = (typeof SCAN_STAGES)[number];

export interface ScanProgress {
  stage: ScanStage;
  percent: number;
  detail?: string;
}

export interface LeakEvidence {
  url: string;
  title: string;
  fetchedAt: Date;
  httpStatus: number;
  matchedReference: string | null;
  distance: number | null;
  /** The address of the matched picture itself (a notice names the page and its media, one row each); empty without a picture match. */
  mediaUrls: string[];
  /** A stored copy of the page's matched (or first) picture, at most 320 px wide; null without one. */
  thumbnail: Buffer | null;
  /** A leaked copy of a reference video: which, where in it, how it matched, and the leak's picture or clip that did. */
  videoMatch?: VideoMatchEvidence;
}

export interface VideoMatchEvidence {
  videoId: string;
  sourceName: string | null;
  /** The time in the reference video. */
  timeMs: number;
  /** A frame (poster, sprite tile, clip frame) matched a reference frame, or the clip's signature matched. */
  method: "frame" | "signature";
  mediaUrl: string;
  /** Where in the leaked clip; null for a poster or a sprite tile. */
  leakTimeMs: number | null;
  /** For a sprite tile: which one, row by row from 0. */
  tile?: number;
}

export interface Leak {
  url: string;
  siteId: string;
  siteName: string;
  category: SiteCategory | "unknown";
  title: string;
  kind: "picture" | "name";
  quality: MatchQuality;
  matchedReference?: string;
  distance?: number;
  evidence: LeakEvidence;
}

export interface SiteError {
  siteId: string;
  siteName: string;
  stage: "search" | "page" | "image";
  /** rate-limited, server-error, http-<status>, refused-<reason>, network */
  reason: string;
  status?: number;
  /** The first URL that failed this way. */
  url: string;
  count: number;
}

export interface ScanCounts {
  total: number;
  bySite: Record<string, number>;
  byQuality: Record<MatchQuality, number>;
}

export interface ScanResult {
  leaks: Leak[];
  counts: ScanCounts;
  sitesScanned: number;
  siteErrors: SiteError[];
  damage: DamageEstimate;
  startedAt: Date;
  finishedAt: Date;
}

/** A picture the scan hashed, where it was found (the reverse image finder's index, issue 18). */
export interface SeenPicture {
  mediaUrl: string;
  pageUrl: string;
  pageTitle: string;
  siteId: string;
  siteName: string;
  /** Upright PDQ hash of its content (borders trimmed), hex. */
  pdqHash: string;
  pdqQuality: number;
  /** The picture as fetched, for a thumbnail; not to be kept. */
  bytes: Buffer;
}

export interface RunScanOptions {
  subject: ScanSubject;
  /** The registry's site tiers covered: the top sites, the full set, or everything up to the long tail. */
  scope: SiteTier;
  registry: SiteRegistry;
  fetcher: Fetcher;
  providers?: DiscoveryProvider[];
  onProgress?: (event: ScanProgress) => void;
  signal?: AbortSignal;
  damage?: DamageOptions;
  /** Distinct search terms per site (names first, then usernames, then variants). Default 2. */
  maxQueriesPerSite?: number;
  /** Sites worked on at once within a stage; 1 is the sequential baseline. Default 32. */
  maxConcurrentSites?: number;
  /** Pictures downloaded per page. Default 4. */
  maxImagesPerPage?: number;
  /** Evidence thumbnails made at most, for the first leaks found; a preview shows only a few. Default: every leak. */
  maxThumbnails?: number;
  /** Worker threads matching pictures (default 1). */
  matcherThreads?: number;
  /** Replaces the default picture matcher built from subject.references. */
  matcher?: PictureMatcher;
  /** Bytes of preview clips one scan downloads at most, over all pages. Default 64 MiB. */
  maxPreviewBytes?: number;
  /** Bytes of full videos (on sites the registry marks downloadable) one scan downloads at most, over all pages; 0 turns it off. Default 512 MiB. */
  maxVideoBytes?: number;
  /** ffmpeg and ffprobe for preview clips (default from PATH). */
  videoTools?: VideoToolPaths;
  /** Told of each picture hashed (issue 18); pictures are hashed only where a picture matcher runs. */
  onPictureSeen?: (picture: SeenPicture) => void;
}
