// What to send after a redirect, following what browsers do (RFC 9110 §15.4), and never carrying
// a caller's credentials (an API key header, cookies) to a different origin.
import type { SentRequest } from "./send-once";

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

// Harmless content-negotiation headers are all that may follow a redirect to another origin.
const CROSS_ORIGIN_SAFE_HEADERS = new Set(["accept", "accept-language", "user-agent"]);

export function redirectLocation(status: number, headers: Record<string, string>): string | null {
  return REDIRECT_STATUSES.has(status) && headers.location ? headers.location : null;
}

export function nextHopRequest(status: number, previous: SentRequest, from: URL, to: URL): SentRequest {
  const becomesGet = status === 303 ? previous.method !== "HEAD" : (status === 301 || status === 302) && previous.method === "POST";
  let headers = { ...previous.headers };
  if (from.origin !== to.origin) {
    headers = Object.fromEntries(Object.entries(headers).filter(([name]) => CROSS_ORIGIN_SAFE_HEADERS.has(name)));
  }
  if (becomesGet) {
    delete headers["content-type"];
    delete headers["content-length"];
    return { method: "GET", headers };
  }
  return { method: previous.method, headers, body: previous.body };
}
