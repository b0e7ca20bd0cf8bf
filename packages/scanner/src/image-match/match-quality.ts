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

/**
 * The bounds when either side was hashed through its contrast-normalised view (./contrast.ts):
 * stretched JPEG noise moves the copies of a dark picture further (re-encoded copies up to ~40),
 * while no dark or unrelated picture of the bench came within 64 bits of a dark reference on any
 * route (docs/matching.md, "Dark and low-contrast pictures").
 */
export const LOW_CONTRAST_THRESHOLDS = {
  exact: 12,
  high: 24,
  frame: 40,
  band: 32,
  crop: 36,
} as const;

/** Hashes below this PDQ quality are too featureless to match on (the reference's advice). */
export const MIN_QUALITY = 50;

export function thresholdsFor(lowContrast: boolean) {
  return lowContrast ? LOW_CONTRAST_THRESHOLDS : THRESHOLDS;
}

export function gradeMatch(route: MatchRoute, distance: number, sameOrientation: boolean, lowContrast = false): MatchQuality | null {
  const bounds = thresholdsFor(lowContrast);
  if (route === "frame") {
    if (distance <= bounds.exact && sameOrientation) return "exact";
    if (distance <= bounds.high) return "high";
    return distance <= bounds.frame ? "good" : null;
  }
  return distance <= bounds[route] ? "good" : null;
}
