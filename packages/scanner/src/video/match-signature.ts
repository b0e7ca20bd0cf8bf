// Compares a leaked clip's signature with a reference video's as a sequence: every clip second
// that looks like some reference second votes for the offset between them, and the offset with
// the most votes says where in the reference the clip was taken from.
import { hammingDistance, type PdqHash } from "../pdq";
import type { SignatureSequence, VideoSignature } from "./video-signature";

export interface SignatureMatch {
  /** Clip seconds that match the reference at the winning offset (give or take a second). */
  matchedSeconds: number;
  /** matchedSeconds over the clip's length in seconds. */
  clipCoverage: number;
  /** The first matched pair's time in the reference and in the clip. */
  referenceTimeMs: number;
  clipTimeMs: number;
}

export interface MatchSignatureOptions {
  /** PDQ bits at or below which two seconds are the same picture. */
  maxDistance?: number;
  /** Smallest share of the clip's seconds that must match. */
  minCoverage?: number;
}

/**
 * PDQ bits at or below which two seconds count as the same picture. Looser than a single picture's
 * 31 (PDQ_MATCH_DISTANCE): a match needs 3 or more seconds at one offset and half the clip, which
 * chance does not give (unrelated seconds lie 90-130 bits apart), and a cropped copy's seconds drift
 * 30-45 bits.
 */
export const SIGNATURE_MATCH_DISTANCE = 40;
/** Seconds below this PDQ quality are blank (black, a fade, a flat title) and match every blank. */
export const SIGNATURE_MIN_QUALITY = 10;
/** Fewer matched seconds than this is chance, whatever the coverage of a very short clip. */
export const MIN_MATCHED_SECONDS = 3;

/**
 * Compares every view of the clip (the whole frames and their centre crops) with every view of the
 * reference, and answers the best: a cropped copy lines up with some pair of crops.
 */
export function matchSignature(reference: VideoSignature, clip: VideoSignature, options: MatchSignatureOptions = {}): SignatureMatch | null {
  const views = (signature: VideoSignature): SignatureSequence[] => [signature, ...(signature.cropped ?? [])];
  let best: SignatureMatch | null = null;
  for (const referenceView of views(reference)) {
    for (const clipView of views(clip)) {
      const match = matchSequence(referenceView, clipView, options);
      if (match && (!best || match.matchedSeconds > best.matchedSeconds)) best = match;
    }
  }
  return best;
}

function matchSequence(reference: SignatureSequence, clip: SignatureSequence, options: MatchSignatureOptions): SignatureMatch | null {
  const { maxDistance = SIGNATURE_MATCH_DISTANCE, minCoverage = 0.5 } = options;
  const referenceHashes = reference.hashes.map(toPdqHash);
  // clip second -> the offsets (reference second - clip second) it matches at
  const offsetsBySecond = new Map<number, number[]>();
  const votes = new Map<number, number>();
  clip.hashes.forEach((bytes, clipSecond) => {
    // A blank second (black, a fade) looks like every other blank second.
    if ((clip.qualities[clipSecond] ?? 0) < SIGNATURE_MIN_QUALITY) return;
    const hash = toPdqHash(bytes);
    const offsets: number[] = [];
    referenceHashes.forEach((candidate, referenceSecond) => {
      if ((reference.qualities[referenceSecond] ?? 0) < SIGNATURE_MIN_QUALITY) return;
      if (hammingDistance(candidate, hash) <= maxDistance) offsets.push(referenceSecond - clipSecond);
    });
    if (offsets.length === 0) return;
    offsetsBySecond.set(clipSecond, offsets);
    for (const offset of new Set(offsets)) votes.set(offset, (votes.get(offset) ?? 0) + 1);
  });
  let best: number | null = null;
  let bestScore = 0;
  for (const offset of votes.keys()) {
    // A clip cut between two whole seconds matches at one offset or the next: count both.
    const score = (votes.get(offset - 1) ?? 0) + (votes.get(offset) ?? 0) * 2 + (votes.get(offset + 1) ?? 0);
    if (score > bestScore || (score === bestScore && best !== null && offset < best)) [best, bestScore] = [offset, score];
  }
  if (best === null) return null;
  const matched = [...offsetsBySecond].filter(([, offsets]) => offsets.some((offset) => Math.abs(offset - best) <= 1));
  const clipCoverage = matched.length / Math.max(1, clip.hashes.length);
  if (matched.length < MIN_MATCHED_SECONDS || clipCoverage < minCoverage) return null;
  const [firstSecond, firstOffsets] = matched[0];
  const offset = firstOffsets.reduce((nearest, o) => (Math.abs(o - best) < Math.abs(nearest - best) ? o : nearest));
  return { matchedSeconds: matched.length, clipCoverage, referenceTimeMs: (firstSecond + offset) * 1000, clipTimeMs: firstSecond * 1000 };
}

function toPdqHash(bytes: Buffer): PdqHash {
  const hash = new Uint32Array(8);
  for (let k = 0; k < 8; k++) hash[k] = bytes.readUInt32LE(k * 4);
  return hash;
}
