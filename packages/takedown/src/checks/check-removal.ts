// Decides from evidence whether a page (and the matched picture on it) is gone: 404/410 or a gone
// domain, a soft 404 (random-URL probe, not-found wording, redirect home), a replaced picture; 403,
// 451, challenges, 429 and 5xx are restricted or unknown and never removed (issue 13, research.md §3).
import { randomBytes } from "node:crypto";
import type { Fetcher, FetchResult } from "@unleak/scanner";
import { tokenSetSimilarity, SOFT_404_SIMILARITY } from "./body-similarity";
import { isChallengePage } from "./challenge-page";
import { checkMedia, type MediaCandidate } from "./check-media";
import { findNotFoundWording } from "./not-found-wording";
import { errorReason, htmlText, isHomeOf, isHtml } from "./page-signs";
import type { PageText } from "./read-page-html";
import type { ProbeEvidence, RemovalCheck, RemovalOutcome, ResponseEvidence } from "./removal-check-schema";
import { fetchForEvidence } from "./response-evidence";

export interface RemovalCheckInput {
  pageUrl: string;
  /** The matched media file(s) of the leak; compared with reference when the page is up. */
  mediaUrls?: string[];
  /** The matched picture (encoded), for the media check; without it only the page is judged. */
  reference?: Buffer;
  /** Built by the caller; a removal check fetches our own notice's URL, so build it with respectRobots: false. */
  fetcher: Fetcher;
  now: () => Date;
  /** Site-specific sentences a site shows on a removed page (answered with 200). */
  removedMarkers?: string[];
  /** Site-specific sentences of the site's not-found page (answered with 200). */
  soft404Markers?: string[];
  /** The random path probed for the host's not-found page; default "/<16 random hex>". */
  probePath?: string;
  /** Given the page's own response (not the probe's or the media's), e.g. to keep a copy of what was seen. */
  onPage?: (result: FetchResult) => void;
}

export async function checkRemoval(input: RemovalCheckInput): Promise<RemovalCheck> {
  const { pageUrl, fetcher, now } = input;
  const checkedAt = now().toISOString();
  const done = (outcome: RemovalOutcome, reason: string, evidence: RemovalCheck["evidence"]): RemovalCheck => ({ url: pageUrl, outcome, reason, evidence, checkedAt });

  const fetched = await fetchForEvidence(fetcher, pageUrl, now);
  const text = fetched.ok ? htmlText(fetched.result) : null;
  const page: ResponseEvidence = { ...fetched.evidence, title: text?.title ?? null };
  if (!fetched.ok) return done(fetched.gone ? "removed" : "unknown", fetched.gone ? "gone-domain" : errorReason(fetched.error), { page });

  const { result } = fetched;
  input.onPage?.(result);
  const status = result.status;
  if (status === 404 || status === 410) return done("removed", `http-${status}`, { page });
  const html = isHtml(result) ? result.body.toString("utf8") : "";
  if (isChallengePage({ status, headers: result.headers, title: page.title, html })) return done("unknown", "challenge", { page });
  if (status === 401 || status === 403 || status === 451) return done("restricted", `http-${status}`, { page });
  if (status < 200 || status >= 300) return done("unknown", `http-${status}`, { page });

  const { soft, probe } = await softNotFound(input, result, text, page);
  if (soft) {
    // Wording or likeness can mislead (a title saying "not available"): a page still showing the picture is up.
    const onPage = (text?.pictures ?? []).map((url) => ({ url, source: "page" as const }));
    if (input.reference && soft.reason !== "redirect-home" && onPage.length > 0) {
      const media = await checkMedia({ candidates: onPage, reference: input.reference, fetcher, now });
      if (media.verdict === "matched") return done("up", "media-on-page", { page, probe, wording: soft.wording, media: media.media });
    }
    return done("soft-404", soft.reason, { page, probe, wording: soft.wording });
  }

  if (!input.reference) return done("up", "http-200", { page, probe });
  const candidates: MediaCandidate[] = [
    ...(input.mediaUrls ?? []).map((url) => ({ url, source: "given" as const })),
    ...(text?.pictures ?? []).map((url) => ({ url, source: "page" as const })),
  ];
  const media = await checkMedia({ candidates, reference: input.reference, fetcher, now });
  const evidence = { page, probe, media: media.media };
  if (media.verdict === "replaced") return done("media-replaced", media.reason, evidence);
  if (media.verdict === "inconclusive") return done("unknown", media.reason, evidence);
  return done("up", "media-matches", evidence);
}

interface SoftNotFound {
  soft: { reason: "redirect-home" | "not-found-wording" | "probe-match"; wording?: string } | null;
  probe?: ProbeEvidence;
}

/** The cheap signs first (redirect home, wording); the probe costs a request, so it comes last. */
async function softNotFound(input: RemovalCheckInput, result: FetchResult, text: PageText | null, page: ResponseEvidence): Promise<SoftNotFound> {
  if (result.redirects.length > 0 && isHomeOf(result.url, result.requestedUrl)) return { soft: { reason: "redirect-home" } };
  if (text) {
    const wording = findNotFoundWording(text, [...(input.removedMarkers ?? []), ...(input.soft404Markers ?? [])]);
    if (wording) return { soft: { reason: "not-found-wording", wording } };
  }
  const probe = await probeHost(input, result, text, page);
  return { soft: probe.similar ? { reason: "probe-match" } : null, probe };
}

/** Bar-Yossef's random-URL baseline: what does this host answer for a page that cannot exist? */
async function probeHost(input: RemovalCheckInput, result: FetchResult, text: PageText | null, page: ResponseEvidence): Promise<ProbeEvidence> {
  const probeUrl = new URL(input.probePath ?? `/${randomBytes(8).toString("hex")}`, result.requestedUrl).href;
  const fetched = await fetchForEvidence(input.fetcher, probeUrl, input.now);
  const probeText = fetched.ok ? htmlText(fetched.result) : null;
  const evidence: ResponseEvidence = { ...fetched.evidence, title: probeText?.title ?? null };
  if (!fetched.ok || evidence.status !== 200 || page.status !== 200) return { ...evidence, similar: false, similarity: null };
  const pageBody = text?.visible ?? result.body.toString("utf8");
  const probeBody = probeText?.visible ?? fetched.result.body.toString("utf8");
  const similarity = round(tokenSetSimilarity(pageBody, probeBody));
  const sameTitle = page.title !== null && page.title === evidence.title;
  return { ...evidence, similar: sameTitle || similarity >= SOFT_404_SIMILARITY, similarity };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
