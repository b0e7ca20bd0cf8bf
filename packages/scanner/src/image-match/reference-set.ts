// A creator's reference pictures, prepared for matching candidates found on the web. Each
// reference contributes PDQ hashes of its views to a hash index plus a small luma thumbnail for
// crop registration; a candidate is tried by route, cheapest first: whole frame (8 orientations,
// borders trimmed), band views (banners, logos), then crop registration.

import { createHashIndex } from "../hash-index/hash-index";
import { DIHEDRAL_NAMES, type DihedralName } from "../pdq/dihedral";
import { hammingDistance, type PdqHash } from "../pdq/pdq-hash";
import { createPdqHasher } from "../pdq/pdq-hasher";
import type { RawPixels } from "../pdq/luma";
import { candidateThumbs, registerCrop } from "./crop-registration";
import { cropPlane, downscalePlane, resampleWindow, type LumaPlane } from "./luma-plane";
import { gradeMatch, MIN_QUALITY, THRESHOLDS, type MatchQuality, type MatchRoute } from "./match-quality";
import { decodePicture, pictureFromPixels, type Picture } from "./picture";
import { BAND_VIEWS, FRAME_VIEWS, viewRects, type ViewName } from "./views";

/** Long side of the thumbnails used for crop registration and its confirming hash. */
const REGISTRATION_SIZE = 160;
/** Below this correlation a registered window is not worth hashing. */
const MIN_CORRELATION = 0.6;

export interface MatchResult {
  referenceId: string | null;
  distance: number | null;
  quality: MatchQuality | null;
  route: MatchRoute | null;
  /** Orientation of the candidate relative to the reference, for frame matches. */
  orientation: DihedralName | null;
}

export interface ReferenceInfo {
  id: string;
  /** PDQ quality of the whole frame; below 50 the reference cannot be matched reliably. */
  quality: number;
}

export interface ReferenceSetOptions {
  mihThreshold?: number;
}

export interface ReferenceSet {
  add(id: string, image: Buffer | Uint8Array | string): Promise<ReferenceInfo>;
  addPixels(id: string, pixels: RawPixels): ReferenceInfo;
  remove(id: string): boolean;
  match(image: Buffer | Uint8Array | string): Promise<MatchResult>;
  matchPixels(pixels: RawPixels): MatchResult;
  readonly size: number;
}

interface StoredReference {
  entries: number[];
  thumbnail: LumaPlane;
}

/** Left-right mirror in the reference's naming (its flipx mirrors top to bottom). */
const MIRROR = DIHEDRAL_NAMES.indexOf("flipy");

const NO_MATCH: MatchResult = { referenceId: null, distance: null, quality: null, route: null, orientation: null };

export function createReferenceSet(options: ReferenceSetOptions = {}): ReferenceSet {
  const index = createHashIndex<{ referenceId: string; view: ViewName }>({ mihThreshold: options.mihThreshold });
  const references = new Map<string, StoredReference>();
  const hasher = createPdqHasher();

  function hashView(picture: Picture, view: ViewName) {
    const rect = viewRects(picture).get(view);
    if (!rect) return null;
    const crop = cropPlane(picture.plane, rect);
    return hasher.hashLuma(crop.data, crop.height, crop.width, { dihedral: true });
  }

  function addPixels(id: string, pixels: RawPixels): ReferenceInfo {
    remove(id);
    const picture = pictureFromPixels(pixels);
    const entries: number[] = [];
    let quality = 0;
    for (const view of viewRects(picture).keys()) {
      const result = hashView(picture, view);
      if (!result) continue;
      if (view === "full") quality = result.quality;
      if (result.quality >= MIN_QUALITY) entries.push(index.add(result.hash, { referenceId: id, view }));
    }
    const thumbnail = downscalePlane(picture.plane, REGISTRATION_SIZE);
    references.set(id, { entries, thumbnail: { ...thumbnail, data: thumbnail.data.slice() } });
    return { id, quality };
  }

  function remove(id: string): boolean {
    const stored = references.get(id);
    if (!stored) return false;
    for (const entry of stored.entries) index.remove(entry);
    references.delete(id);
    return true;
  }

  /** Whole frame and trimmed content, in all 8 orientations, against the references' frame views. */
  function hashMirrored(plane: LumaPlane) {
    const { width, height, data } = plane;
    const flipped = new Float32Array(width * height);
    for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) flipped[y * width + x] = data[y * width + width - 1 - x];
    return hasher.hashLuma(flipped, height, width);
  }

  function matchFrame(picture: Picture): MatchResult | null {
    let best: { referenceId: string; distance: number; k: number } | null = null as { referenceId: string; distance: number; k: number } | null;
    for (const view of FRAME_VIEWS) {
      const result = hashView(picture, view);
      if (!result || result.quality < MIN_QUALITY) continue;
      result.dihedral.forEach((hash, k) => {
        for (const hit of index.search(hash, THRESHOLDS.frame)) {
          if (!FRAME_VIEWS.includes(hit.value.view)) continue;
          const better = !best || hit.distance < best.distance || (hit.distance === best.distance && k === 0 && best.k !== 0);
          if (better) best = { referenceId: hit.value.referenceId, distance: hit.distance, k };
        }
      });
    }
    // The DCT mirror is approximate (PDQ's sampling grid is not symmetric: 8-28 bits for a pure
    // mirror), so a mirrored copy is also hashed after mirroring it back in pixel space.
    const mirrored = hashMirrored(picture.plane);
    if (mirrored.quality >= MIN_QUALITY) {
      for (const hit of index.search(mirrored.hash, THRESHOLDS.frame)) {
        if (!FRAME_VIEWS.includes(hit.value.view)) continue;
        if (!best || hit.distance < best.distance) best = { referenceId: hit.value.referenceId, distance: hit.distance, k: MIRROR };
      }
    }
    if (!best) return null;
    const { referenceId, distance, k } = best;
    return { referenceId, distance, quality: gradeMatch("frame", distance, k === 0), route: "frame", orientation: DIHEDRAL_NAMES[k] };
  }

  /** Each band view against the same band view of the references, upright only. */
  function matchBands(picture: Picture): MatchResult | null {
    let best: { referenceId: string; distance: number } | null = null;
    for (const view of BAND_VIEWS) {
      const result = hashView(picture, view);
      if (!result || result.quality < MIN_QUALITY) continue;
      for (const hit of index.search(result.hash, THRESHOLDS.band)) {
        if (hit.value.view === view && (!best || hit.distance < best.distance)) best = { referenceId: hit.value.referenceId, distance: hit.distance };
      }
    }
    return best ? { ...best, quality: "good", route: "band", orientation: "orig" } : null;
  }

  /** Registers the candidate's content inside each reference and confirms with PDQ. */
  function matchCrop(picture: Picture): MatchResult | null {
    // Flat sky can look like a border, so the whole frame is tried first, the trimmed content second.
    const { plane, content } = picture;
    const trimmed = content.width !== plane.width || content.height !== plane.height;
    let best: { referenceId: string; distance: number } | null = null;
    for (const part of trimmed ? [plane, cropPlane(plane, content)] : [plane]) {
      const thumbnail = downscalePlane(part, REGISTRATION_SIZE);
      const candidate = hasher.hashLuma(thumbnail.data, thumbnail.height, thumbnail.width);
      if (candidate.quality < MIN_QUALITY) continue;
      const candidateHash: PdqHash = candidate.hash;
      const thumbs = candidateThumbs(thumbnail);
      for (const [referenceId, stored] of references) {
        const { window, correlation } = registerCrop(stored.thumbnail, thumbs);
        if (correlation < MIN_CORRELATION) continue;
        const sampled = resampleWindow(stored.thumbnail, window, thumbnail.width, thumbnail.height);
        const distance = hammingDistance(hasher.hashLuma(sampled, thumbnail.height, thumbnail.width).hash, candidateHash);
        if (distance <= THRESHOLDS.crop && (!best || distance < best.distance)) best = { referenceId, distance };
      }
      if (best) break;
    }
    return best ? { ...best, quality: "good", route: "crop", orientation: "orig" } : null;
  }

  function matchPixels(pixels: RawPixels): MatchResult {
    const picture = pictureFromPixels(pixels);
    return matchFrame(picture) ?? matchBands(picture) ?? matchCrop(picture) ?? NO_MATCH;
  }

  return {
    get size() { return references.size; },
    async add(id, image) { return addPixels(id, await decodePicture(image)); },
    addPixels,
    remove,
    async match(image) { return matchPixels(await decodePicture(image)); },
    matchPixels,
  };
}
