// The coarse stage of crop registration: correlation of a 12x12 candidate thumbnail with every
// window on a grid over the reference. Sampling is bilinear and separable, so for each horizontal
// placement the reference is resampled along x once, pre-multiplied by the candidate, and every
// vertical placement then costs a few dozen reads instead of 144 bilinear samples.

import type { LumaPlane, Window } from "./luma-plane";

export interface Scored {
  window: Window;
  correlation: number;
}

/** Bilinear sample positions of `count` pixel centres across [start, start+span) of `size` pixels. */
function positions(start: number, span: number, count: number, size: number): { lo: Int32Array; frac: Float64Array } {
  const lo = new Int32Array(count), frac = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    let f = start * size + ((i + 0.5) * span * size) / count - 0.5;
    f = f < 0 ? 0 : f > size - 1 ? size - 1 : f;
    lo[i] = Math.floor(f);
    frac[i] = f - lo[i];
  }
  return { lo, frac };
}

/**
 * The `keep` best windows (x, y step `step`; w, h from `minSide` to 1 in steps of `sideStep`).
 * `candidate` is the k x k thumbnail, zero-mean and unit-norm; the result equals correlating
 * resampleWindow(reference, window, k, k) with it.
 */
export function coarseSearch(
  reference: LumaPlane, candidate: Float32Array, k: number, step: number, sideStep: number, minSide: number, keep: number,
): Scored[] {
  const { width: W, height: H, data } = reference;
  const n = k * k;
  const M = new Float64Array(H * k); // reference rows resampled to k columns
  const P = new Float64Array(H * k); // P[row][r] = sum_j M[row][j] * candidate[r][j]
  const S1 = new Float64Array(H), S2 = new Float64Array(H), S12 = new Float64Array(H);
  const best: Scored[] = [];
  const offer = (window: Window, correlation: number) => {
    if (best.length === keep && correlation <= best[keep - 1].correlation) return;
    best.push({ window, correlation });
    best.sort((a, b) => b.correlation - a.correlation);
    if (best.length > keep) best.pop();
  };
  const sides: number[] = [];
  for (let s = minSide; s <= 1 + 1e-9; s += sideStep) sides.push(Math.min(1, s));
  // Vertical placements do not depend on the horizontal one: work their sample rows out once.
  const placements: { y: number; h: number; lo: Int32Array; hi: Int32Array; a: Float64Array }[] = [];
  for (const h of sides) {
    for (let y = 0; y <= 1 - h + 1e-9; y += step) {
      const rows = positions(y, h, k, H);
      const hi = rows.lo.map((lo) => Math.min(lo + 1, H - 1));
      placements.push({ y, h, lo: rows.lo, hi, a: rows.frac.map((b) => 1 - b) });
    }
  }

  for (const w of sides) {
    for (let x = 0; x <= 1 - w + 1e-9; x += step) {
      const cols = positions(x, w, k, W);
      for (let row = 0; row < H; row++) {
        const base = row * W;
        let s1 = 0, s2 = 0;
        for (let j = 0; j < k; j++) {
          const lo = cols.lo[j], hi = Math.min(lo + 1, W - 1), f = cols.frac[j];
          const v = data[base + lo] * (1 - f) + data[base + hi] * f;
          M[row * k + j] = v; s1 += v; s2 += v * v;
        }
        S1[row] = s1; S2[row] = s2;
        for (let r = 0; r < k; r++) {
          let dot = 0;
          for (let j = 0; j < k; j++) dot += M[row * k + j] * candidate[r * k + j];
          P[row * k + r] = dot;
        }
      }
      for (let row = 0; row + 1 < H; row++) {
        let s = 0;
        for (let j = 0; j < k; j++) s += M[row * k + j] * M[(row + 1) * k + j];
        S12[row] = s;
      }
      S12[H - 1] = 0;
      for (const { y, h, lo: los, hi: his, a: as } of placements) {
        let num = 0, sum = 0, sumSq = 0;
        for (let r = 0; r < k; r++) {
          const lo = los[r], hi = his[r], a = as[r], b = 1 - a;
          num += a * P[lo * k + r] + b * P[hi * k + r];
          sum += a * S1[lo] + b * S1[hi];
          sumSq += a * a * S2[lo] + 2 * a * b * S12[lo] + b * b * S2[hi];
        }
        const variance = sumSq - (sum * sum) / n;
        const correlation = variance > 1e-9 ? num / Math.sqrt(variance) : 0;
        if (best.length < keep || correlation > best[keep - 1].correlation) offer({ x, y, w, h }, correlation);
      }
    }
  }
  return best;
}
