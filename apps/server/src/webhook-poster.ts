// How the public API's webhooks reach a client (issue 19): through the SSRF-safe fetcher (public
// addresses only, no redirects, no retries of its own: the queue retries), or, where the
// configuration allows loopback (sandbox, tests), straight to a loopback listener.
import type { WebhookPoster } from "@unleak/core";
import { createFetcher } from "@unleak/scanner";

const LOOPBACK = new Set(["127.0.0.1", "[::1]", "localhost"]);

export function createWebhookPoster({ allowLoopback }: { allowLoopback: boolean }): { post: WebhookPoster; close: () => Promise<void> } {
  const fetcher = createFetcher({ respectRobots: false, retries: 0, maxRedirects: 0, timeoutMs: 10_000, maxBytes: 64 * 1024, userAgent: "Unleak-Webhooks/1.0" });
  const post: WebhookPoster = async (url, body, headers) => {
    if (allowLoopback && LOOPBACK.has(new URL(url).hostname)) {
      const answer = await fetch(url, { method: "POST", body, headers, redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await answer.body?.cancel();
      return answer.status;
    }
    return (await fetcher.fetch(url, { method: "POST", body, headers })).status;
  };
  return { post, close: () => fetcher.close() };
}
