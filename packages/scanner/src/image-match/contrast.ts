// The contrast-normalised view of dark and low-contrast pictures (night, fog, dim rooms). PDQ's
// bits are signs of DCT coefficients against their median, so a linear stretch of the luma leaves
// the hash as it is; its quality, an absolute gradient sum, is what such pictures fail. Hashing the
// stretched luma gives them a quality that measures their structure, not their exposure.
// The highlight-clipped view also clips the brightest tenth: a translucent white caption or logo
// over a dark picture is brighter than anything in it and would otherwise make the copy's hash.

import type { LumaPlane } from "./luma-plane";

/** Share of pixels clipped at each end of the stretch, so a few specks do not set the range. */
const CLIP = 0.01;
/**
 * Share of the brightest pixels the highlight-clipped view clips: more than a caption strip covers
 * (a 35% white caption across a picture is 3-5% of its pixels), fewer than a picture's own highlights.
 */
export const HIGHLIGHT_CLIP = 0.1;
/**
 * Largest stretch: a picture spanning fewer than 255/MAX_GAIN luma levels is mostly JPEG noise once
 * stretched, so it gets no normalised view and stays featureless (docs/matching.md, "Dark and
 * low-contrast pictures").
 */
export const MAX_GAIN = 32;

export interface StretchedPlane extends LumaPlane {
  /** The factor the luma range was multiplied by (1 when the picture already spans it). */
  gain: number;
}

/** The luma levels below which CLIP of the pixels lie, and above which `highShare` of them lie. */
export function lumaRange(plane: LumaPlane, highShare = CLIP): { low: number; high: number } {
  const histogram = new Uint32Array(256);
  for (const v of plane.data) histogram[v <= 0 ? 0 : v >= 255 ? 255 : Math.floor(v)]++;
  const darkest = plane.data.length * CLIP, brightest = plane.data.length * highShare;
  let low = 0, high = 255;
  for (let seen = histogram[0]; seen <= darkest && low < 255; seen += histogram[++low]);
  for (let seen = histogram[255]; seen <= brightest && high > 0; seen += histogram[--high]);
  return { low, high: Math.max(low, high) + 1 };
}

/**
 * The plane with its luma range stretched to 0..255, the brightest `highShare` clipped; null when
 * that takes more than MAX_GAIN.
 */
export function stretchContrast(plane: LumaPlane, highShare = CLIP): StretchedPlane | null {
  const { low, high } = lumaRange(plane, highShare);
  const gain = Math.max(1, 255 / (high - low));
  if (gain > MAX_GAIN) return null;
  const data = new Float32Array(plane.data.length);
  for (let i = 0; i < data.length; i++) {
    const v = (plane.data[i] - low) * gain;
    data[i] = v <= 0 ? 0 : v >= 255 ? 255 : v;
  }
  return { data, width: plane.width, height: plane.height, gain };
}

/** The highlight-clipped view: the brightest HIGHLIGHT_CLIP of the pixels clipped, the rest stretched. */
export function clipHighlights(plane: LumaPlane): StretchedPlane | null {
  return stretchContrast(plane, HIGHLIGHT_CLIP);
}
