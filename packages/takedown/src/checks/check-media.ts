// The media half of a removal check: is the matched picture still on a page that is up? Each
// candidate picture is fetched and compared with the reference by the scanner's PDQ matcher,
// with the same thresholds as scans (research.md §3.3).
import { createReferenceSet, hammingDistance, hashImage, hashToHex, type Fetcher, type PdqHash } from "@unleak/scanner";
import type { MediaEvidence } from "./removal-check-schema";
import { fetchForEvidence } from "./response-evidence";

/** At most this many pictures are fetched per check (the given media URLs first). */
export const MAX_MEDIA = 8;

export interface MediaVerdict {
  /** matched: the picture is still there; replaced: it is gone or no longer matches; inconclusive: nothing could be read. */
  verdict: "matched" | "replaced" | "inconclusive";
  reason: string;
  media: MediaEvidence[];
}

export interface MediaCandidate {
  url: string;
  source: "given" | "page";
}

export async function checkMedia(options: { candidates: MediaCandidate[]; reference: Buffer; fetcher: Fetcher; now: () => Date }): Promise<MediaVerdict> {
  const { fetcher, now } = options;
  const candidates = dedupe(options.candidates).slice(0, MAX_MEDIA);
  if (candidates.length === 0) return { verdict: "inconclusive", reason: "no-media", media: [] };
  const set = createReferenceSet();
  await set.add("reference", options.reference);
  const referenceHash = (await hashImage(options.reference)).hash;

  const media: MediaEvidence[] = [];
  for (const candidate of candidates) media.push(await inspect(candidate, set, referenceHash, fetcher, now));

  if (media.some((m) => m.matched)) return { verdict: "matched", reason: "media-matches", media };
  const isGone = (m: MediaEvidence) => m.status === 404 || m.status === 410;
  // The given media are the file that matched: if one cannot be read, the page's other pictures prove nothing.
  if (media.some((m) => m.source === "given" && !isGone(m) && m.pdq === undefined)) return { verdict: "inconclusive", reason: "media-unreadable", media };
  const gone = media.filter(isGone);
  const differs = media.filter((m) => m.pdq !== undefined);
  if (gone.length > 0 || differs.length > 0) {
    return { verdict: "replaced", reason: gone.length > 0 ? `media-http-${gone[0].status}` : "media-no-match", media };
  }
  return { verdict: "inconclusive", reason: "media-unreadable", media };
}

async function inspect(candidate: MediaCandidate, set: ReturnType<typeof createReferenceSet>, referenceHash: PdqHash, fetcher: Fetcher, now: () => Date): Promise<MediaEvidence> {
  const fetched = await fetchForEvidence(fetcher, candidate.url, now);
  if (!fetched.ok) return { url: candidate.url, source: candidate.source, status: null, sha256: null, matched: false, error: fetched.error };
  const { result, evidence } = fetched;
  const base: MediaEvidence = { url: candidate.url, source: candidate.source, status: result.status, sha256: evidence.bodySha256, matched: false };
  if (result.status < 200 || result.status >= 300) return base;
  try {
    const hashed = await hashImage(result.body);
    const match = await set.match(result.body);
    const matched = match.referenceId !== null;
    const distance = matched && match.distance !== null ? match.distance : hammingDistance(hashed.hash, referenceHash);
    return { ...base, pdq: hashToHex(hashed.hash), distance, matched };
  } catch (error) {
    return { ...base, error: `undecodable: ${(error as Error).message}` };
  }
}

function dedupe(candidates: MediaCandidate[]): MediaCandidate[] {
  const seen = new Set<string>();
  return candidates.filter((c) => (seen.has(c.url) ? false : (seen.add(c.url), true)));
}
