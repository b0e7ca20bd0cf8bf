// The fetch layer's public contract: what callers may ask for and what they get back.
// The scan pipeline and the provider clients are written against these shapes.

/** Names ending in hostSuffix resolve to address and are allowed ONLY on port; the literal address too. */
export interface SandboxAllowance {
  hostSuffix: string;
  address: string;
  port: number;
}

export interface FetchPolicy {
  /** Default 'UnleakBot/1.0 (+https://unleak.example/bot)'. */
  userAgent?: string;
  /** One attempt at one hop, from connect to the last body byte. Default 15000. */
  timeoutMs?: number;
  /** Larger bodies abort with FetchRefusedError('size'). Default 5 MiB. */
  maxBytes?: number;
  /** Default 5; one more is refused with FetchRefusedError('redirects'). */
  maxRedirects?: number;
  /** Extra attempts on network errors, 429, 502, 503, 504. Default 2. */
  retries?: number;
  /** First backoff step; doubles per attempt, with jitter. Default 500. */
  retryBaseMs?: number;
  /** Upper bound on any wait before a retry, Retry-After included. Default 30000. */
  maxRetryAfterMs?: number;
  /** Default 2. */
  perHostConcurrency?: number;
  /** Minimum gap between request starts to one host. Default 0. */
  perHostIntervalMs?: number;
  /** Default true; robots.txt is fetched once per origin through the same guarded path. */
  respectRobots?: boolean;
  /** The only way a loopback or private destination is ever allowed. */
  sandbox?: SandboxAllowance;
  /** DNS resolver; default dns.promises.lookup with all: true. */
  lookup?: (hostname: string) => Promise<string[]>;
}

export interface FetchRequest {
  method?: "GET" | "HEAD" | "POST";
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface FetchResult {
  requestedUrl: string;
  /** The final URL, after redirects. */
  url: string;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Every URL that answered with a redirect, in order. */
  redirects: string[];
  fetchedAt: Date;
  elapsedMs: number;
}

export type RefusalReason = "scheme" | "address" | "robots" | "redirects" | "size" | "timeout" | "invalid-url";

export interface FetcherStats {
  requests: number;
  perHostMaxInFlight: Record<string, number>;
}

export interface DownloadOptions {
  /** Larger bodies abort with FetchRefusedError('size') and the file is left incomplete. */
  maxBytes: number;
  /** One attempt, from connect to the last byte. Default: the policy's timeoutMs. */
  timeoutMs?: number;
}

/** A download's answer: the body is in the file (when 2xx), `bytes` long; `body` holds a non-2xx answer. */
export interface DownloadResult extends FetchResult {
  bytes: number;
}

export interface Fetcher {
  fetch(url: string, request?: FetchRequest): Promise<FetchResult>;
  /** GET streamed into a file (created or truncated) instead of memory, through the same guards, robots.txt, limits and retries. */
  download(url: string, file: string, options: DownloadOptions): Promise<DownloadResult>;
  stats(): FetcherStats;
  close(): Promise<void>;
}
