// What every stage of a scan shares: the fetcher behind the per-site limiter, the record of
// per-site failures, progress and cancellation. A failed request is recorded, never thrown.
import { FetchRefusedError, type DownloadResult, type Fetcher, type FetchResult } from "../fetch";
import type { SiteDefinition } from "../registry";
import type { ProgressTracker } from "./progress-tracker";
import type { SiteError } from "./scan-types";
import type { SiteLimiter } from "./site-limiter";

/** Who a URL belongs to: a registry site, or a bare host found through a search engine or provider. */
export interface SiteRef {
  id: string;
  name: string;
  category: SiteDefinition["category"] | "unknown";
  rateLimit: SiteDefinition["rateLimit"];
  /** The registry says the site's video files may be downloaded. */
  downloadableVideos?: boolean;
}

export interface ScanContext {
  progress: ProgressTracker;
  signal?: AbortSignal;
  /** GET through the site's limit; null (and a recorded error) unless the answer is 2xx. */
  fetchFor(site: SiteRef, stage: SiteError["stage"], url: string): Promise<FetchResult | null>;
  /**
   * GET streamed into `file` through the site's limit, at most `maxBytes`: the answer (null, and a
   * recorded error, unless 2xx) and the bytes it took (`maxBytes` when it was cut off there).
   */
  downloadFor(site: SiteRef, url: string, file: string, maxBytes: number): Promise<{ response: DownloadResult | null; bytes: number }>;
  siteErrors(): SiteError[];
  recordError(site: SiteRef, stage: SiteError["stage"], url: string, reason: string, status?: number): void;
}

/** A video file of a few hundred megabytes may take minutes where a page takes seconds. */
const DOWNLOAD_TIMEOUT_MS = 180_000;
const UNKNOWN_HOST_LIMIT = { perHostConcurrency: 2, intervalMs: 0 };

export function siteRefForHost(host: string): SiteRef {
  return { id: host, name: host, category: "unknown", rateLimit: UNKNOWN_HOST_LIMIT };
}

export function reasonForStatus(status: number): string {
  if (status === 429) return "rate-limited";
  if (status >= 500) return "server-error";
  return `http-${status}`;
}

function reasonForError(error: unknown): string {
  if (error instanceof FetchRefusedError) return `refused-${error.reason}`;
  return "network";
}

export function createScanContext(fetcher: Fetcher, limiter: SiteLimiter, progress: ProgressTracker, signal?: AbortSignal): ScanContext {
  const errors = new Map<string, SiteError>();
  const record = (site: SiteRef, stage: SiteError["stage"], url: string, reason: string, status?: number) => {
    const key = `${site.id} ${stage} ${reason}`;
    const existing = errors.get(key);
    if (existing) existing.count += 1;
    else errors.set(key, { siteId: site.id, siteName: site.name, stage, reason, ...(status ? { status } : {}), url, count: 1 });
  };
  async function through<T extends FetchResult>(site: SiteRef, stage: SiteError["stage"], url: string, send: () => Promise<T>): Promise<T | null> {
    signal?.throwIfAborted();
    try {
      const result = await limiter.run(site.id, site.rateLimit, send);
      if (result.status >= 200 && result.status < 300) return result;
      // A page that answers 404/410 is gone, which is not a failure of the site.
      if (!(stage !== "search" && (result.status === 404 || result.status === 410))) record(site, stage, url, reasonForStatus(result.status), result.status);
      return null;
    } catch (error) {
      signal?.throwIfAborted();
      record(site, stage, url, reasonForError(error));
      return null;
    }
  }
  return {
    progress,
    signal,
    fetchFor: (site, stage, url) => through(site, stage, url, () => fetcher.fetch(url)),
    async downloadFor(site, url, file, maxBytes) {
      let cutOff = false;
      const response = await through(site, "image", url, () =>
        fetcher.download(url, file, { maxBytes, timeoutMs: DOWNLOAD_TIMEOUT_MS }).catch((error: unknown) => {
          cutOff = error instanceof FetchRefusedError && error.reason === "size";
          throw error;
        }),
      );
      return { response, bytes: response?.bytes ?? (cutOff ? maxBytes : 0) };
    },
    siteErrors: () => [...errors.values()],
    recordError: record,
  };
}
