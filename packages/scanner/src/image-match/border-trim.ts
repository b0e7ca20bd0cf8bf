// Finds the picture inside uniform borders and letterbox bars, so a framed or letterboxed copy
// hashes like the original. A row or column counts as border when it is flat (JPEG noise allowed)
// and close to the colour of the outermost line on that side.

import type { LumaPlane, Rect } from "./luma-plane";

/** Largest share of a side that may be trimmed: a bar taller than this is picture, not border. */
const MAX_TRIM = 0.4;
/** Per-line tolerance in luma levels: mean distance from the border colour and spread. */
const MEAN_TOLERANCE = 10;
const SPREAD_TOLERANCE = 8;

function lineStats(plane: LumaPlane, index: number, horizontal: boolean, from: number, to: number) {
  let sum = 0, sumSq = 0;
  for (let k = from; k < to; k++) {
    const v = horizontal ? plane.data[index * plane.width + k] : plane.data[k * plane.width + index];
    sum += v; sumSq += v * v;
  }
  const n = to - from;
  const mean = sum / n;
  return { mean, spread: Math.sqrt(Math.max(0, sumSq / n - mean * mean)) };
}

/** How many lines from one side are border. */
function borderDepth(plane: LumaPlane, side: "top" | "bottom" | "left" | "right"): number {
  const horizontal = side === "top" || side === "bottom";
  const lines = horizontal ? plane.height : plane.width;
  const length = horizontal ? plane.width : plane.height;
  const at = (k: number) => (side === "top" || side === "left" ? k : lines - 1 - k);
  // Ignore the ends of each line: a neighbouring bar may cover them.
  const margin = Math.floor(length * 0.05);
  const first = lineStats(plane, at(0), horizontal, margin, length - margin);
  if (first.spread > SPREAD_TOLERANCE) return 0;
  const limit = Math.floor(lines * MAX_TRIM);
  let depth = 0;
  while (depth < limit) {
    const s = lineStats(plane, at(depth), horizontal, margin, length - margin);
    if (s.spread > SPREAD_TOLERANCE || Math.abs(s.mean - first.mean) > MEAN_TOLERANCE) break;
    depth++;
  }
  // A couple of lines are JPEG fringe of the border, not picture: skip them too.
  return depth > 0 ? Math.min(limit, depth + 1) : 0;
}

/** The content rectangle; the whole plane when there is no border (or trimming would eat it). */
export function findContentRect(plane: LumaPlane): Rect {
  const top = borderDepth(plane, "top"), bottom = borderDepth(plane, "bottom");
  const left = borderDepth(plane, "left"), right = borderDepth(plane, "right");
  const width = plane.width - left - right, height = plane.height - top - bottom;
  if (width < plane.width * 0.3 || height < plane.height * 0.3) return { left: 0, top: 0, width: plane.width, height: plane.height };
  return { left, top, width, height };
}
