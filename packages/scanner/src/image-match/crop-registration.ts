// Finds where a cropped copy sits inside a reference. PDQ shifts by ~25 bits when 2% of one side
// is cut, so crops cannot be caught by hashing fixed windows: instead the crop window is searched
// by normalised cross-correlation of small thumbnails (coarse grid, then local refinement), and
// the caller confirms the result with PDQ on the registered window.

import { coarseSearch } from "./coarse-search";
import { downscalePlane, resampleWindow, type LumaPlane, type Window } from "./luma-plane";

/** Largest crop searched: each side may lose up to a quarter (window sides 0.5..1). */
export const MIN_WINDOW_SIDE = 0.5;
const COARSE = 12;
const FINE = 24;
const FINEST = 48;
/** Only windows this well correlated at FINE get the costly FINEST pass. */
const FINEST_FROM = 0.9;

export interface Registration {
  window: Window;
  /** Normalised cross-correlation at the fine scale, -1..1. */
  correlation: number;
}

/** Zero-mean, unit-norm copy so a dot product is the correlation coefficient. */
function normalise(values: Float32Array): Float32Array {
  let mean = 0;
  for (const v of values) mean += v;
  mean /= values.length;
  let norm = 0;
  for (let i = 0; i < values.length; i++) { values[i] -= mean; norm += values[i] * values[i]; }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < values.length; i++) values[i] /= norm;
  return values;
}

/**
 * Horizontal and vertical differences of a size x size thumbnail, into `out` (2*size*(size-1)).
 * Smooth pictures (sunsets, fog) correlate almost as well a few percent off in raw luma; their
 * gradients do not, so the last refinement compares gradients.
 */
function gradients(values: Float32Array, size: number, out: Float32Array): Float32Array {
  let o = 0;
  for (let y = 0; y < size; y++) for (let x = 0; x + 1 < size; x++) out[o++] = values[y * size + x + 1] - values[y * size + x];
  for (let y = 0; y + 1 < size; y++) for (let x = 0; x < size; x++) out[o++] = values[(y + 1) * size + x] - values[y * size + x];
  return out;
}

interface Scratch {
  samples: Float32Array;
  gradients: Float32Array | null;
}

function correlate(reference: LumaPlane, window: Window, target: Float32Array, size: number, scratch: Scratch): number {
  let v = resampleWindow(reference, window, size, size, scratch.samples);
  if (scratch.gradients) v = gradients(v, size, scratch.gradients);
  normalise(v);
  let dot = 0;
  for (let i = 0; i < target.length; i++) dot += v[i] * target[i];
  return dot;
}

function scratchFor(size: number, useGradients: boolean): Scratch {
  return { samples: new Float32Array(size * size), gradients: useGradients ? new Float32Array(2 * size * (size - 1)) : null };
}

/** The window with one edge moved, or null when it would leave the picture or get too small. */
function moveEdge(w: Window, edge: "left" | "top" | "right" | "bottom", by: number): Window | null {
  const moved =
    edge === "left" ? { ...w, x: w.x + by, w: w.w - by }
    : edge === "top" ? { ...w, y: w.y + by, h: w.h - by }
    : edge === "right" ? { ...w, w: w.w + by }
    : { ...w, h: w.h + by };
  const inside = moved.x >= -1e-9 && moved.y >= -1e-9 && moved.x + moved.w <= 1 + 1e-9 && moved.y + moved.h <= 1 + 1e-9;
  return inside && moved.w >= MIN_WINDOW_SIDE - 1e-9 && moved.h >= MIN_WINDOW_SIDE - 1e-9 ? moved : null;
}

/** Thumbnails of a candidate, computed once per candidate and reused against every reference. */
export interface CandidateThumbs {
  coarse: Float32Array;
  fine: Float32Array;
  finest: Float32Array;
}

export function candidateThumbs(candidate: LumaPlane): CandidateThumbs {
  const whole = { x: 0, y: 0, w: 1, h: 1 };
  return {
    coarse: normalise(resampleWindow(candidate, whole, COARSE, COARSE)),
    fine: normalise(resampleWindow(candidate, whole, FINE, FINE)),
    finest: normalise(gradients(resampleWindow(candidate, whole, FINEST, FINEST), FINEST, new Float32Array(2 * FINEST * (FINEST - 1)))),
  };
}

/**
 * Pattern search over the window's four edges: try +-delta on each edge, halve delta when nothing
 * improves. Edges, not (x, y, w, h): a one-sided crop moves one edge, which x/y/w/h moves can only
 * follow diagonally, and coordinate search stalls in diagonal valleys.
 */
function refine(
  reference: LumaPlane, start: Window, target: Float32Array, size: number, useGradients: boolean, delta: number, minDelta: number,
): Registration {
  const scratch = scratchFor(size, useGradients);
  let current = { window: start, correlation: correlate(reference, start, target, size, scratch) };
  while (delta > minDelta) {
    let improved = false;
    for (const edge of ["left", "top", "right", "bottom"] as const) {
      for (const sign of [-1, 1]) {
        const window = moveEdge(current.window, edge, sign * delta);
        if (!window) continue;
        const correlation = correlate(reference, window, target, size, scratch);
        if (correlation > current.correlation + 1e-6) { current = { window, correlation }; improved = true; }
      }
    }
    if (!improved) delta /= 2;
  }
  return current;
}

/** The reference window that best explains the candidate, with `keep` coarse starts refined. */
export function registerCrop(reference: LumaPlane, thumbs: CandidateThumbs, keep = 5): Registration {
  const step = 1 / 24;
  // The coarse grid runs on a 64-pixel copy: 12x12 samples need no more, and it is 6x cheaper.
  const small = downscalePlane(reference, 64);
  const starts = coarseSearch(small, thumbs.coarse, COARSE, step, 2 * step, MIN_WINDOW_SIDE, keep);
  let best: Registration = { window: { x: 0, y: 0, w: 1, h: 1 }, correlation: -Infinity };
  for (const start of starts) {
    const refined = refine(reference, start.window, thumbs.fine, FINE, false, step, 1 / 200);
    if (refined.correlation > best.correlation) best = refined;
  }
  if (best.correlation < FINEST_FROM) return best;
  const finest = refine(reference, best.window, thumbs.finest, FINEST, true, 1 / 50, 1 / 1000);
  // Report the luma correlation of the final window so callers compare like with like.
  return { window: finest.window, correlation: correlate(reference, finest.window, thumbs.fine, FINE, scratchFor(FINE, false)) };
}
