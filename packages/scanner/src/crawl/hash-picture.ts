// Hashes a page's picture once for every creator: the frame views (whole, content) in their 8
// orientations, the pixel-space mirror and the four band views — what the reference set compares
// a candidate on, except crop registration, which needs each reference's pixels (see the ADR).
import { decodePicture } from "../image-match/picture";
import { createViewHasher } from "../image-match/view-hasher";
import { BAND_VIEWS, FRAME_VIEWS } from "../image-match/views";
import { hashToHex } from "../pdq/pdq-hash";
import type { PictureLookup } from "./types";

/** `clipped`: also hash the highlight-clipped frame views (only worth it while a reference is dark). */
export async function hashPicture(bytes: Buffer, clipped: boolean): Promise<PictureLookup | null> {
  let pixels;
  try {
    pixels = await decodePicture(bytes);
  } catch {
    return null;
  }
  const views = createViewHasher();
  const picture = views.preparePicture(pixels);
  const frame: PictureLookup["frame"] = [];
  let seen: PictureLookup["seen"] = null;
  const trimmed = picture.content.width !== picture.plane.width || picture.content.height !== picture.plane.height;
  for (const view of FRAME_VIEWS) {
    const result = views.hashView(picture, view);
    if (result?.usable) {
      frame.push({ dihedral: result.dihedral, lowContrast: result.lowContrast, clipped: false });
      // The reverse image finder keeps the content's upright hash (seen-picture.ts), from the same hashing.
      if (view === (trimmed ? "content" : "full")) seen = { pdqHash: hashToHex(result.hash), pdqQuality: Math.round(result.plainQuality) };
    }
    const dark = clipped ? views.hashClippedView(picture, view) : null;
    if (dark) frame.push({ dihedral: dark.dihedral, lowContrast: true, clipped: true });
  }
  const mirrored = views.hashMirrored(picture.plane);
  const bands: PictureLookup["bands"] = [];
  for (const view of BAND_VIEWS) {
    const result = views.hashView(picture, view);
    if (result?.usable) bands.push({ view, hash: result.hash, lowContrast: result.lowContrast });
  }
  return { frame, mirror: mirrored.usable ? { hash: mirrored.hash, lowContrast: mirrored.lowContrast } : null, bands, seen };
}
