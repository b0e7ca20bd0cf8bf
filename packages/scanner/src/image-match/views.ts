// The parts of a picture that are hashed: the whole frame, the content inside borders, and the
// frame with one band left out, so a banner or logo overlaid on that band cannot change the hash.
// Band views are compared only with the same band view of a reference (same geometry). They are
// cut from the frame, not the content: a flat banner would otherwise be trimmed as a border and
// shift the band.

import type { Picture } from "./picture";
import type { Rect } from "./luma-plane";

export type ViewName = "full" | "content" | "no-top" | "no-bottom" | "no-left" | "no-right";
export const FRAME_VIEWS: readonly ViewName[] = ["full", "content"];
export const BAND_VIEWS: readonly ViewName[] = ["no-top", "no-bottom", "no-left", "no-right"];

/** Share of the content left out by a band view: covers banners and corner logos up to 25%. */
export const BAND = 0.25;

export function viewRects(picture: Picture): Map<ViewName, Rect> {
  const { plane, content: c } = picture;
  const views = new Map<ViewName, Rect>([["full", { left: 0, top: 0, width: plane.width, height: plane.height }]]);
  if (c.width !== plane.width || c.height !== plane.height) views.set("content", c);
  const { width, height } = plane;
  const bandH = Math.round(height * BAND), bandW = Math.round(width * BAND);
  views.set("no-top", { left: 0, top: bandH, width, height: height - bandH });
  views.set("no-bottom", { left: 0, top: 0, width, height: height - bandH });
  views.set("no-left", { left: bandW, top: 0, width: width - bandW, height });
  views.set("no-right", { left: 0, top: 0, width: width - bandW, height });
  return views;
}
