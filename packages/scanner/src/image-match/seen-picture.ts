// Hashing for the reverse image finder (issue 18). A picture a scan saw is kept as one upright PDQ
// hash of its content (borders trimmed): a hash is all the index holds, so it is compared with a
// searched picture's frame views (whole and trimmed) in all 8 orientations, plus its pixel-space
// mirror, and graded with the reference set's frame thresholds. Band and crop views need both
// pictures' pixels, which the index does not keep, so a copy with a banner is found only by its
// frame.

import type { PdqHash } from "../pdq/pdq-hash";
import type { RawPixels } from "../pdq/luma";
import { gradeMatch, MIN_QUALITY, thresholdsFor, type MatchQuality } from "./match-quality";
import { createViewHasher } from "./view-hasher";
import { FRAME_VIEWS } from "./views";

export interface SeenPictureHash {
  hash: PdqHash;
  /** PDQ quality of the content as it is; below MIN_QUALITY the hash is of its contrast-normalised view. */
  quality: number;
}

/** One hash a searched picture is looked up with. */
export interface LookupHash {
  hash: PdqHash;
  /** Upright: a close match may be graded exact. */
  upright: boolean;
  lowContrast: boolean;
}

/** The picture's upright content hash, or null when it is too featureless to hash. */
export function seenPictureHash(pixels: RawPixels): SeenPictureHash | null {
  const views = createViewHasher();
  const picture = views.preparePicture(pixels);
  const trimmed = picture.content.width !== picture.plane.width || picture.content.height !== picture.plane.height;
  const result = views.hashView(picture, trimmed ? "content" : "full");
  if (!result?.usable) return null;
  return { hash: result.hash, quality: Math.round(result.plainQuality) };
}

/** A stored hash was made through the normalised view when its plain quality was too low. */
export const isLowContrastQuality = (quality: number) => quality < MIN_QUALITY;

/** The hashes a searched picture is looked up with: both frame views in 8 orientations, and its mirror. */
export function lookupHashes(pixels: RawPixels): LookupHash[] {
  const views = createViewHasher();
  const picture = views.preparePicture(pixels);
  const hashes: LookupHash[] = [];
  for (const view of FRAME_VIEWS) {
    const result = views.hashView(picture, view);
    if (!result?.usable) continue;
    result.dihedral.forEach((hash, k) => hashes.push({ hash, upright: k === 0, lowContrast: result.lowContrast }));
  }
  // The DCT mirror is approximate (see reference-set.ts), so the mirror is hashed in pixel space too.
  const mirrored = views.hashMirrored(picture.plane);
  if (mirrored.usable) hashes.push({ hash: mirrored.hash, upright: false, lowContrast: mirrored.lowContrast });
  return hashes;
}

/** The widest distance a lookup may need: the frame bound, low-contrast pairs included. */
export const SEEN_SEARCH_RADIUS = Math.max(thresholdsFor(false).frame, thresholdsFor(true).frame);

/** The grade of a hit on a seen picture, or null when it is past the pair's frame bound. */
export function gradeSeenMatch(distance: number, lookup: LookupHash, seenQuality: number): MatchQuality | null {
  return gradeMatch("frame", distance, lookup.upright, lookup.lowContrast || isLowContrastQuality(seenQuality));
}
