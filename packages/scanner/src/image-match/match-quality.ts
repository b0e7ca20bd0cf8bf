// How a picture match is graded. Thresholds are PDQ Hamming distances out of 256 bits; unrelated
// photos sit around 128 (rarely below 80), re-encoded copies within ~16. See docs/matching.md for
// the measurements behind each number.

export type MatchQuality = "exact" | "high" | "good";

/** How the match was found. */
export type MatchRoute = "frame" | "band" | "crop";

/**
 * exact: the whole frame (borders trimmed) in the same orientation, distance <= 12: the same
 *   picture re-encoded (JPEG quality 40-70 copies measure 0-12, median 2) or lightly resized.
 * high: the whole frame, any of the 8 orientations, distance <= 24: a resized copy (4-26, median
 *   14), a mirrored or rotated copy, a light edit such as a translucent watermark.
 * good: the whole frame at distance <= 31 (the PDQ reference's match threshold), or a partial
 *   route with a tighter bound because it tries more comparisons: a band view (banner or logo
 *   cut off) <= 24, or a registered crop whose window re-hashes within 28.
 */
export const THRESHOLDS = {
  exact: 12,
  high: 24,
  frame: 31,
  band: 24,
  crop: 28,
} as const;

/** Hashes below this PDQ quality are too featureless to match on (the reference's advice). */
export const MIN_QUALITY = 50;

export function gradeMatch(route: MatchRoute, distance: number, sameOrientation: boolean): MatchQuality | null {
  if (route === "frame") {
    if (distance <= THRESHOLDS.exact && sameOrientation) return "exact";
    if (distance <= THRESHOLDS.high) return "high";
    return distance <= THRESHOLDS.frame ? "good" : null;
  }
  return distance <= THRESHOLDS[route] ? "good" : null;
}
