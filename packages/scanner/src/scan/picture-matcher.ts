// Compares pictures found on pages with the subject's reference pictures, through the robust
// matcher (../image-match: 8 orientations, borders, banners, crops). Results are memoised by the
// picture's bytes: leak sites serve the same file on many pages, and matching is the scan's
// most expensive step. Examining a picture also gives its upright PDQ hash, for the reverse
// image finder's index of every picture the scans have seen (issue 18), from the same decoding.
import { createHash } from "node:crypto";
import { createReferenceSet, decodePicture, seenPictureHash } from "../image-match";
import { hashToHex } from "../pdq/pdq-hash";
import type { MatchQuality } from "./scan-types";

export interface PictureMatch {
  referenceId: string;
  quality: MatchQuality;
  distance: number;
}

/** A picture's upright content hash (hex) and PDQ quality; none when it is too featureless to hash. */
export interface SeenHash {
  pdqHash: string;
  pdqQuality: number;
}

export interface PictureExamination {
  match: PictureMatch | null;
  seen: SeenHash | null;
}

export interface PictureMatcher {
  match(image: Buffer): Promise<PictureMatch | null>;
  /** The match and the picture's hash; matchers that cannot hash leave it out. */
  examine?(image: Buffer): Promise<PictureExamination>;
}

export interface ReferencePicture {
  id: string;
  bytes: Buffer;
}

export async function createPictureMatcher(references: ReferencePicture[]): Promise<PictureMatcher> {
  const set = createReferenceSet();
  for (const reference of references) await set.add(reference.id, reference.bytes);
  const examine = async (image: Buffer): Promise<PictureExamination> => {
    const pixels = await decodePicture(image);
    const hashed = seenPictureHash(pixels);
    const seen = hashed ? { pdqHash: hashToHex(hashed.hash), pdqQuality: hashed.quality } : null;
    if (set.size === 0) return { match: null, seen };
    const result = set.matchPixels(pixels);
    if (!result.referenceId || !result.quality || result.distance === null) return { match: null, seen };
    return { match: { referenceId: result.referenceId, quality: result.quality, distance: result.distance }, seen };
  };
  return memoiseMatcher({ match: async (image) => (await examine(image)).match, examine });
}

const NOTHING: PictureExamination = { match: null, seen: null };

/** Wraps a matcher so that identical bytes are matched once; undecodable pictures match nothing. */
export function memoiseMatcher(inner: PictureMatcher): PictureMatcher {
  const seen = new Map<string, Promise<PictureExamination>>();
  const examine = (image: Buffer) => {
    const key = createHash("sha1").update(image).digest("hex");
    let pending = seen.get(key);
    if (!pending) {
      const examined = inner.examine ? inner.examine(image) : inner.match(image).then((match) => ({ match, seen: null }));
      pending = examined.catch(() => NOTHING);
      seen.set(key, pending);
    }
    return pending;
  };
  return { match: async (image) => (await examine(image)).match, examine };
}
