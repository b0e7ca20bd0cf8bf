// How long to wait before retrying: the server's Retry-After when it gives one, otherwise
// exponential backoff with jitter so many scanners retrying at once do not arrive together.

export const RETRYABLE_STATUSES = new Set([429, 502, 503, 504]);

// Connection-level failures worth another try; DNS "no such host" and TLS errors are not.
const RETRYABLE_CODES = new Set([
  "ECONNRESET",
  "ECONNREFUSED",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "ENETUNREACH",
  "EHOSTUNREACH",
  "UND_ERR_SOCKET",
  "UND_ERR_CLOSED",
  "UND_ERR_CONNECT_TIMEOUT",
]);

export function isRetryableNetworkError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" && RETRYABLE_CODES.has(code);
}

/** Retry-After as milliseconds from now (delta-seconds or an HTTP date); null when absent or unreadable. */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | null {
  if (value === undefined) return null;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always names a weekday or month; this keeps Date.parse from reading "-1" as a year.
  const at = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** Attempt 0 waits about base, attempt 1 about 2x base, ...; "equal jitter" keeps at least half. */
export function backoffDelay(attempt: number, baseMs: number, random = Math.random): number {
  const ceiling = baseMs * 2 ** attempt;
  return ceiling / 2 + random() * (ceiling / 2);
}

export function retryDelay(options: {
  attempt: number;
  baseMs: number;
  maxMs: number;
  retryAfter?: string;
}): number {
  const fromServer = parseRetryAfter(options.retryAfter);
  const delay = fromServer ?? backoffDelay(options.attempt, options.baseMs);
  return Math.min(delay, options.maxMs);
}
