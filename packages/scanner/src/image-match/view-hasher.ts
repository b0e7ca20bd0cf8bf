// Hashes the views of a picture for the reference set: the plain PDQ hash, or the hash of its
// contrast-normalised view when the plain one is too flat (night, fog, dim rooms), and the
// highlight-clipped view that dark pictures are also compared on (./contrast.ts).

import { createPdqHasher, type PdqDihedralResult } from "../pdq/pdq-hasher";
import type { RawPixels } from "../pdq/luma";
import { findContentRect } from "./border-trim";
import { clipHighlights, stretchContrast } from "./contrast";
import { cropPlane, type LumaPlane } from "./luma-plane";
import { MIN_QUALITY } from "./match-quality";
import { pictureFromPixels, type Picture } from "./picture";
import { viewRects, type ViewName } from "./views";

export interface ViewHash extends PdqDihedralResult {
  /** PDQ quality of the view as it is, before any normalisation. */
  plainQuality: number;
  /** Hashed through the contrast-normalised (or highlight-clipped) view. */
  lowContrast: boolean;
  /** Quality reaches MIN_QUALITY, so the hash may be indexed and looked up. */
  usable: boolean;
}

export type ViewHasher = ReturnType<typeof createViewHasher>;

export function createViewHasher() {
  const hasher = createPdqHasher();
  const hashLuma = (plane: LumaPlane) => hasher.hashLuma(plane.data, plane.height, plane.width, { dihedral: true });

  /**
   * The plane's PDQ hashes (all 8 orientations), through its contrast-normalised view when the
   * plain one is below MIN_QUALITY; `usable` is false when neither reaches it.
   */
  function hashPlane(plane: LumaPlane): ViewHash {
    const plain = hashLuma(plane);
    if (plain.quality >= MIN_QUALITY) return { ...plain, plainQuality: plain.quality, lowContrast: false, usable: true };
    const stretched = stretchContrast(plane);
    const normalised = stretched && hashLuma(stretched);
    if (!normalised || normalised.quality < MIN_QUALITY) return { ...plain, plainQuality: plain.quality, lowContrast: false, usable: false };
    return { ...normalised, plainQuality: plain.quality, lowContrast: true, usable: true };
  }

  /** The hashes of the plane's highlight-clipped view; null when it has none or it is too flat. */
  function hashClipped(plane: LumaPlane): ViewHash | null {
    const clipped = clipHighlights(plane);
    const result = clipped && hashLuma(clipped);
    return result && result.quality >= MIN_QUALITY ? { ...result, plainQuality: result.quality, lowContrast: true, usable: true } : null;
  }

  /**
   * The picture to match. A low-contrast one has its borders found on its stretched view: at the
   * plain tolerances its dim edges (a night sky, a dark room's walls) pass for a border.
   */
  function preparePicture(pixels: RawPixels): Picture {
    const picture = pictureFromPixels(pixels);
    const { plane } = picture;
    if (hasher.hashLuma(plane.data, plane.height, plane.width).quality >= MIN_QUALITY) return picture;
    const stretched = stretchContrast(plane);
    return stretched ? { plane, content: findContentRect(stretched) } : picture;
  }

  function viewPlane(picture: Picture, view: ViewName): LumaPlane | null {
    const rect = viewRects(picture).get(view);
    return rect ? cropPlane(picture.plane, rect) : null;
  }

  /** The plane mirrored left to right in pixel space, hashed. */
  function hashMirrored(plane: LumaPlane): ViewHash {
    const { width, height, data } = plane;
    const flipped = new Float32Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) flipped[y * width + x] = data[y * width + width - 1 - x];
    return hashPlane({ data: flipped, width, height });
  }

  return {
    hashPlane,
    hashClipped,
    preparePicture,
    hashMirrored,
    hashView(picture: Picture, view: ViewName) {
      const plane = viewPlane(picture, view);
      return plane ? hashPlane(plane) : null;
    },
    hashClippedView(picture: Picture, view: ViewName) {
      const plane = viewPlane(picture, view);
      return plane ? hashClipped(plane) : null;
    },
    /** The plain upright hash of a luma window (crop registration's confirming hash). */
    hashWindow(data: Float32Array, width: number, height: number) {
      return hasher.hashLuma(data, height, width).hash;
    },
  };
}
