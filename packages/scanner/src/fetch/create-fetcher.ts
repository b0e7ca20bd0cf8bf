// The one HTTP client for everything the server fetches. Each hop is vetted (scheme, address,
// robots.txt) before any connection, redirects are followed by hand so every hop is vetted again,
// and each attempt runs inside the per-host limiter with retries, byte and time caps.
import { createDestinationGuard } from "./destination-guard";
import { FetchRefusedError } from "./fetch-refused-error";
import { createGuardedAgent } from "./guarded-agent";
import { createHostLimiter } from "./host-limiter";
import { nextHopRequest, redirectLocation } from "./next-hop";
import { effectivePort, parseFetchUrl } from "./parse-fetch-url";
import { RETRYABLE_STATUSES, isRetryableNetworkError, retryDelay } from "./retry-delay";
import { createRobotsGate } from "./robots-gate";
import { createWriteStream } from "node:fs";
import { sendOnce, type OpenSink, type RawResponse, type SentRequest } from "./send-once";
import type { DownloadResult, Fetcher, FetchPolicy, FetchRequest } from "./types";

export const DEFAULT_USER_AGENT = "UnleakBot/1.0 (+https://unleak.example/bot)";
// Google reads at most 500 KiB of a robots.txt; more than that is not a robots.txt we must honour.
const ROBOTS_MAX_BYTES = 500 * 1024;

export function createFetcher(policy: FetchPolicy = {}): Fetcher {
  const {
    userAgent = DEFAULT_USER_AGENT,
    timeoutMs = 15_000,
    maxBytes = 5 * 1024 * 1024,
    maxRedirects = 5,
    retries = 2,
    retryBaseMs = 500,
    maxRetryAfterMs = 30_000,
    perHostConcurrency = 2,
    perHostIntervalMs = 0,
    respectRobots = true,
  } = policy;
  const guard = createDestinationGuard({ sandbox: policy.sandbox, lookup: policy.lookup });
  const agent = createGuardedAgent(guard, { connectTimeoutMs: timeoutMs });
  const limiter = createHostLimiter({ concurrency: perHostConcurrency, intervalMs: perHostIntervalMs });
  const robots = createRobotsGate({
    userAgent,
    fetchRobotsTxt: (robotsUrl) => fetchChain(robotsUrl, { method: "GET" }, { robots: false, maxBytes: ROBOTS_MAX_BYTES }),
  });
  let requests = 0;

  async function sendWithRetries(url: URL, sent: SentRequest, limits: { maxBytes: number; timeoutMs: number }, openSink?: OpenSink): Promise<RawResponse> {
    for (let attempt = 0; ; attempt += 1) {
      let response: RawResponse;
      try {
        response = await limiter.run(url.hostname, () => {
          requests += 1;
          return sendOnce(agent, url, sent, limits, openSink);
        });
      } catch (error) {
        if (attempt >= retries || !isRetryableNetworkError(error)) throw error;
        await sleep(retryDelay({ attempt, baseMs: retryBaseMs, maxMs: maxRetryAfterMs }));
        continue;
      }
      if (attempt >= retries || !RETRYABLE_STATUSES.has(response.status)) return response;
      const retryAfter = response.headers["retry-after"];
      await sleep(retryDelay({ attempt, baseMs: retryBaseMs, maxMs: maxRetryAfterMs, retryAfter }));
    }
  }

  async function fetchChain(
    requestedUrl: string,
    request: FetchRequest,
    options: { robots: boolean; maxBytes: number; timeoutMs?: number; openSink?: OpenSink },
  ): Promise<DownloadResult> {
    const startedAt = Date.now();
    let url = parseFetchUrl(requestedUrl);
    let sent: SentRequest = {
      method: request.method ?? "GET",
      headers: { ...lowerCaseKeys(request.headers ?? {}), "user-agent": userAgent },
      body: request.body,
    };
    const redirects: string[] = [];
    for (;;) {
      // Vetting before the request refuses with no connection made; the agent's connector
      // repeats the address check on the address it actually dials.
      await guard.resolve(url.hostname, effectivePort(url), url.href);
      if (options.robots && respectRobots && sent.method !== "POST") await robots.check(url);
      const response = await sendWithRetries(url, sent, { maxBytes: options.maxBytes, timeoutMs: options.timeoutMs ?? timeoutMs }, options.openSink);
      const location = redirectLocation(response.status, response.headers);
      if (location === null) {
        return {
          requestedUrl,
          url: url.href,
          status: response.status,
          headers: response.headers,
          body: response.body,
          bytes: response.bytes,
          redirects,
          fetchedAt: new Date(),
          elapsedMs: Date.now() - startedAt,
        };
      }
      redirects.push(url.href);
      if (redirects.length > maxRedirects) {
        throw new FetchRefusedError("redirects", `more than ${maxRedirects} redirects`, requestedUrl);
      }
      const next = parseFetchUrl(location, url);
      sent = nextHopRequest(response.status, sent, url, next);
      url = next;
    }
  }

  return {
    fetch: async (url, request = {}) => {
      const { bytes: _bytes, ...result } = await fetchChain(url, request, { robots: true, maxBytes });
      return result;
    },
    download: (url, file, options) =>
      fetchChain(url, { method: "GET" }, { robots: true, maxBytes: options.maxBytes, timeoutMs: options.timeoutMs, openSink: () => createWriteStream(file) }),
    stats: () => ({ requests, perHostMaxInFlight: limiter.maxInFlight() }),
    close: () => agent.close(),
  };
}

// Host comes from the vetted URL only: a caller-supplied one could aim the request at another site.
function lowerCaseKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .map(([name, value]) => [name.toLowerCase(), value])
      .filter(([name]) => name !== "host"),
  );
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
