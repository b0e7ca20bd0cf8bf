// Turns what the fetcher answered (or the error it threw) into stored evidence, and classifies
// fetch failures: a host that no longer resolves or refuses connections is gone; anything else is unknown.
import { createHash } from "node:crypto";
import { FetchRefusedError, type Fetcher, type FetchResult } from "@unleak/scanner";
import type { ResponseEvidence } from "./removal-check-schema";

const KEPT_HEADERS = ["content-type", "location", "server", "cf-ray", "retry-after"];

export type Fetched = { ok: true; result: FetchResult; evidence: ResponseEvidence } | { ok: false; error: string; gone: boolean; evidence: ResponseEvidence };

/** Fetches url and never throws: failures come back as evidence with their error. */
export async function fetchForEvidence(fetcher: Fetcher, url: string, now: () => Date): Promise<Fetched> {
  try {
    const result = await fetcher.fetch(url);
    return { ok: true, result, evidence: evidenceOf(result, null) };
  } catch (error) {
    const described = describeFetchError(error);
    return {
      ok: false,
      error: described.error,
      gone: described.gone,
      evidence: { requestedUrl: url, finalUrl: null, status: null, headers: {}, bodySha256: null, bodyBytes: null, title: null, fetchedAt: now().toISOString(), redirects: [], error: described.error },
    };
  }
}

export function evidenceOf(result: FetchResult, title: string | null): ResponseEvidence {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) if (result.headers[name] !== undefined) headers[name] = result.headers[name];
  return {
    requestedUrl: result.requestedUrl,
    finalUrl: result.url,
    status: result.status,
    headers,
    bodySha256: sha256(result.body),
    bodyBytes: result.body.length,
    title,
    fetchedAt: result.fetchedAt.toISOString(),
    redirects: result.redirects,
  };
}

export function sha256(body: Buffer): string {
  return createHash("sha256").update(body).digest("hex");
}

// A name that no longer resolves, or a host that refuses every connection: the site is gone.
const GONE_CODES = new Set(["ENOTFOUND", "ECONNREFUSED"]);

/** "refused:<reason>" for the fetcher's own refusals, else the network error code (e.g. "ECONNRESET"). */
export function describeFetchError(error: unknown): { error: string; gone: boolean } {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth += 1) {
    if (current instanceof FetchRefusedError) return { error: `refused:${current.reason}`, gone: false };
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && code !== "UND_ERR_SOCKET" && code !== "ERR_INVALID_ARG_TYPE") return { error: code, gone: GONE_CODES.has(code) };
    const aggregate = (current as { errors?: unknown[] }).errors;
    if (Array.isArray(aggregate) && aggregate.length > 0) {
      const codes = aggregate.map((e) => (e as { code?: unknown }).code).filter((c): c is string => typeof c === "string");
      if (codes.length > 0) return { error: codes[0], gone: codes.every((c) => GONE_CODES.has(c)) };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return { error: (error as Error)?.message ?? String(error), gone: false };
}
