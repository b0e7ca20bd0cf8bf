// What every stage of a scan shares: the fetcher behind the per-site limiter, the record of
// per-site failures, progress and cancellation. A failed request is recorded, never thrown.
import { FetchRefusedError, type Fetcher, type FetchResult } from "../fetch";
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
}

export interface ScanContext {
  progress: ProgressTracker;
  signal?: AbortSignal;
  /** GET through the site's limit; null (and a recorded error) unless the answer is 2xx. */
  fetchFor(site: SiteRef, stage: SiteError["stage"], url: string): Promise<FetchResult | null>;
  siteErrors(): SiteError[];
  recordError(site: SiteRef, stage: SiteError["stage"], url: string, reason: string, status?: number): void;
}

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
  return {
    progress,
    signal,
    async fetchFor(site, stage, url) {
      signal?.throwIfAborted();
      try {
        const result = await limiter.run(site.id, site.rateLimit, () => fetcher.fetch(url));
        if (result.status >= 200 && result.status < 300) return result;
        // A page that answers 404/410 is gone, which is not a failure of the site.
        if (!(stage !== "search" && (result.status === 404 || result.status === 410))) record(site, stage, url, reasonForStatus(result.status), result.status);
        return null;
      } catch (error) {
        signal?.throwIfAborted();
        record(site, stage, url, reasonForError(error));
        return null;
      }
    },
    siteErrors: () => [...errors.values()],
    recordError: record,
  };
}
