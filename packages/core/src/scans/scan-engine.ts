// What a scan needs from the outside world: the site registry, a guarded fetcher and the
// discovery providers. The server builds it for the sandbox web or for the live web.
import type { Fetcher, SiteRegistry, VideoToolPaths } from "@unleak/scanner";
import type { DiscoveryProvider, PictureMatcher } from "@unleak/scanner";

export interface ScanEngine {
  target: "sandbox" | "live";
  registry: SiteRegistry;
  /** A fresh fetcher per scan: its per-host limits then apply within one scan. */
  createFetcher(): Fetcher;
  providers(fetcher: Fetcher): DiscoveryProvider[];
  /** ffmpeg for leaked videos' preview clips. */
  videoTools?: VideoToolPaths;
  /** Bytes of full leaked videos one scan downloads at most (sites the registry marks downloadable). */
  maxVideoBytes?: number;
  /** Wraps each scan's picture matcher, e.g. to time it for the metrics (issue 20); none: the scanner's own, unwrapped. */
  instrumentMatcher?(matcher: PictureMatcher): PictureMatcher;
}
