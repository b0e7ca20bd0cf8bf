// The leak's media file checked on its own (issue 13): a file a CDN or a file host serves can outlive
// its page, and a leak whose file is still served is not removed. 404/410 or a gone domain is
// removed; an empty body or a not-found page in the file's place a soft 404; a picture that no longer
// matches the reference replaced (PDQ, the scans' thresholds); a picture that still matches, or a
// file that cannot be compared (a video, an archive), up; 401/403/451 restricted; a challenge, 429,
// 5xx or another page unknown (research.md §3).
import { createReferenceSet, hammingDistance, hashImage, hashToHex, type Fetcher } from "@unleak/scanner";
import { isChallengePage } from "./challenge-page";
import { findNotFoundWording } from "./not-found-wording";
import { errorReason, htmlText, isHomeOf } from "./page-signs";
import type { MediaFileCheck, RemovalOutcome } from "./removal-check-schema";
import { fetchForEvidence } from "./response-evidence";

export interface MediaFileCheckInput {
  /** The media file's own address (distinct from the page's). */
  url: string;
  /** The matched picture (encoded); without it a served file counts as up, never as replaced. */
  reference?: Buffer;
  /** The same SSRF-safe fetcher as the page's. */
  fetcher: Fetcher;
  now: () => Date;
  removedMarkers?: string[];
  soft404Markers?: string[];
  /** The PDQ comparison of this very response, when the page check already made it (no second hashing). */
  compared?: { pdq: string; distance: number; matched: boolean };
}

export async function checkMediaFile(input: MediaFileCheckInput): Promise<MediaFileCheck> {
  const { url, fetcher, now } = input;
  const checkedAt = now().toISOString();
  const fetched = await fetchForEvidence(fetcher, url, now);
  const text = fetched.ok ? htmlText(fetched.result) : null;
  const response = { ...fetched.evidence, title: text?.title ?? null };
  const done = (outcome: RemovalOutcome, reason: string, extra: Omit<MediaFileCheck["evidence"], "response"> = {}): MediaFileCheck => ({ url, outcome, reason, evidence: { response, ...extra }, checkedAt });
  if (!fetched.ok) return fetched.gone ? done("removed", "gone-domain") : done("unknown", errorReason(fetched.error));

  const { result } = fetched;
  const { status } = result;
  if (status === 404 || status === 410) return done("removed", `http-${status}`);
  if (isChallengePage({ status, headers: result.headers, title: response.title, html: text ? result.body.toString("utf8") : "" })) return done("unknown", "challenge");
  if (status === 401 || status === 403 || status === 451) return done("restricted", `http-${status}`);
  if (status < 200 || status >= 300) return done("unknown", `http-${status}`);
  if (result.body.length === 0) return done("soft-404", "empty-body");
  if (text) {
    // A page where the file was: the host's notice that it is gone, or something we cannot judge.
    if (result.redirects.length > 0 && isHomeOf(result.url, result.requestedUrl)) return done("soft-404", "redirect-home");
    const wording = findNotFoundWording(text, [...(input.removedMarkers ?? []), ...(input.soft404Markers ?? [])]);
    return wording ? done("soft-404", "not-found-wording", { wording }) : done("unknown", "media-not-a-file");
  }
  if (!input.reference) return done("up", "media-served");
  if (input.compared) return input.compared.matched ? done("up", "media-matches", input.compared) : done("media-replaced", "media-no-match", input.compared);
  let hashed: Awaited<ReturnType<typeof hashImage>>;
  try {
    hashed = await hashImage(result.body);
  } catch {
    // Still served, and nothing says it changed: a video or an archive is not compared by PDQ.
    return done("up", "media-served");
  }
  const set = createReferenceSet();
  await set.add("reference", input.reference);
  const match = await set.match(result.body);
  const matched = match.referenceId !== null;
  const distance = matched && match.distance !== null ? match.distance : hammingDistance(hashed.hash, (await hashImage(input.reference)).hash);
  const evidence = { pdq: hashToHex(hashed.hash), distance, matched };
  return matched ? done("up", "media-matches", evidence) : done("media-replaced", "media-no-match", evidence);
}
