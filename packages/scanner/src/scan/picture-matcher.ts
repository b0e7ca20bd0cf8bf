// Compares pictures found on pages with the subject's reference pictures, through the robust
// matcher (../image-match: 8 orientations, borders, banners, crops). Results are memoised by the
// picture's bytes: leak sites serve the same file on many pages, and matching is the scan's
// most expensive step.
import { createHash } from "node:crypto";
import { createReferenceSet } from "../image-match";
import type { MatchQuality } from "./scan-types";

export interface PictureMatch {
  referenceId: string;
  quality: MatchQuality;
  distance: number;
}

export interface PictureMatcher {
  match(image: Buffer): Promise<PictureMatch | null>;
}

export interface ReferencePicture {
  id: string;
  bytes: Buffer;
}

export async function createPictureMatcher(references: ReferencePicture[]): Promise<PictureMatcher> {
  const set = createReferenceSet();
  for (const reference of references) await set.add(reference.id, reference.bytes);
  return memoiseMatcher({
    async match(image) {
      if (set.size === 0) return null;
      const result = await set.match(image);
      if (!result.referenceId || !result.quality || result.distance === null) return null;
      return { referenceId: result.referenceId, quality: result.quality, distance: result.distance };
    },
  });
}

/** Wraps a matcher so that identical bytes are matched once; undecodable pictures match nothing. */
export function memoiseMatcher(inner: PictureMatcher): PictureMatcher {
  const seen = new Map<string, Promise<PictureMatch | null>>();
  return {
    match(image) {
      const key = createHash("sha1").update(image).digest("hex");
      let pending = seen.get(key);
      if (!pending) {
        pending = inner.match(image).catch(() => null);
        seen.set(key, pending);
      }
      return pending;
    },
  };
}
