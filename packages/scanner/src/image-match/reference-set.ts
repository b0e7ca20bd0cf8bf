// A creator's reference pictures, prepared for matching candidates found on the web. Each
// reference contributes PDQ hashes of its views to a hash index plus a small luma thumbnail for
// crop registration; a candidate is tried by route, cheapest first: whole frame (8 orientations,
// borders trimmed), band views (banners, logos), then crop registration. A view too flat for PDQ
// (night, fog, dim rooms) is hashed through its contrast-normalised view instead (./contrast.ts),
// and a match involving such a hash is held to LOW_CONTRAST_THRESHOLDS. Such a reference's frame
// is also indexed through its highlight-clipped view, which candidates are looked up with too, so
// a bright caption laid over a dark picture does not make the copy's hash.

import { createHashIndex } from "../hash-index/hash-index";
import { DIHEDRAL_NAMES } from "../pdq/dihedral";
import { hammingDistance, type PdqHash } from "../pdq/pdq-hash";
import type { RawPixels } from "../pdq/luma";
import { candidateThumbs, registerCrop } from "./crop-registration";
import { cropPlane, downscalePlane, resampleWindow, type LumaPlane } from "./luma-plane";
import { gradeMatch, LOW_CONTRAST_THRESHOLDS, THRESHOLDS, thresholdsFor } from "./match-quality";
import { decodePicture, type Picture } from "./picture";
import type { MatchResult, ReferenceInfo, ReferenceSet, ReferenceSetOptions, ReferenceWeakness } from "./reference-types";
import { createViewHasher, type ViewHash } from "./view-hasher";
import { BAND_VIEWS, FRAME_VIEWS, viewRects, type ViewName } from "./views";

/** Long side of the thumbnails used for crop registration and its confirming hash. */
const REGISTRATION_SIZE = 160;
/** Below this correlation a registered window is not worth hashing. */
const MIN_CORRELATION = 0.6;

export type { MatchResult, ReferenceInfo, ReferenceSet, ReferenceSetOptions, ReferenceWeakness } from "./reference-types";

interface StoredReference {
  entries: number[];
  thumbnail: LumaPlane;
  weakness: ReferenceWeakness | null;
}

interface IndexedView {
  referenceId: string;
  view: ViewName;
  lowContrast: boolean;
  /** Hashed through the highlight-clipped view: compared only with candidates' clipped hashes. */
  clipped: boolean;
}

/** Left-right mirror in the reference's naming (its flipx mirrors top to bottom). */
const MIRROR = DIHEDRAL_NAMES.indexOf("flipy");

const NO_MATCH: MatchResult = { referenceId: null, distance: null, quality: null, route: null, orientation: null };

/** What add() would find about a picture as a reference (PDQ quality and weakness), without keeping it. */
export async function assessReference(image: Buffer | Uint8Array | string): Promise<Omit<ReferenceInfo, "id">> {
  const { quality, weakness } = await createReferenceSet().add("", image);
  return { quality, weakness };
}

export function createReferenceSet(options: ReferenceSetOptions = {}): ReferenceSet {
  const index = createHashIndex<IndexedView>({ mihThreshold: options.mihThreshold });
  const references = new Map<string, StoredReference>();
  const views = createViewHasher();
  /** How many references are low-contrast: only then are candidates' clipped views hashed. */
  let lowContrastCount = 0;

  function addPixels(id: string, pixels: RawPixels): ReferenceInfo {
    remove(id);
    const picture = views.preparePicture(pixels);
    const entries: number[] = [];
    let quality = 0;
    let weakness: ReferenceWeakness | null = "featureless";
    for (const view of viewRects(picture).keys()) {
      const result = views.hashView(picture, view);
      if (!result) continue;
      if (view === "full") {
        quality = result.plainQuality;
        weakness = !result.usable ? "featureless" : result.lowContrast ? "low-contrast" : null;
      }
      if (result.usable) entries.push(index.add(result.hash, { referenceId: id, view, lowContrast: result.lowContrast, clipped: false }));
    }
    if (weakness === "low-contrast") {
      lowContrastCount++;
      for (const view of FRAME_VIEWS) {
        const clipped = views.hashClippedView(picture, view);
        if (clipped) entries.push(index.add(clipped.hash, { referenceId: id, view, lowContrast: true, clipped: true }));
      }
    }
    const thumbnail = downscalePlane(picture.plane, REGISTRATION_SIZE);
    references.set(id, { entries, thumbnail: { ...thumbnail, data: thumbnail.data.slice() }, weakness });
    return { id, quality, weakness };
  }

  function remove(id: string): boolean {
    const stored = references.get(id);
    if (!stored) return false;
    for (const entry of stored.entries) index.remove(entry);
    if (stored.weakness === "low-contrast") lowContrastCount--;
    references.delete(id);
    return true;
  }

  /**
   * Index hits for a candidate hash within the route's bound, which is tighter for low-contrast
   * pairs; clipped hashes meet only clipped hashes.
   */
  function search(hash: PdqHash, route: "frame" | "band", lowContrast: boolean, clipped = false) {
    const widest = Math.max(THRESHOLDS[route], LOW_CONTRAST_THRESHOLDS[route]);
    return index.search(hash, widest).filter((hit) => hit.value.clipped === clipped && hit.distance <= thresholdsFor(lowContrast || hit.value.lowContrast)[route]);
  }

  /** The candidate's frame hashes: plain (or normalised), and clipped while any reference is low-contrast. */
  function frameHashes(picture: Picture) {
    const hashes: { result: ViewHash; clipped: boolean }[] = [];
    for (const view of FRAME_VIEWS) {
      const result = views.hashView(picture, view);
      if (result?.usable) hashes.push({ result, clipped: false });
      const clipped = lowContrastCount > 0 ? views.hashClippedView(picture, view) : null;
      if (clipped) hashes.push({ result: clipped, clipped: true });
    }
    return hashes;
  }

  /** Whole frame and trimmed content, in all 8 orientations, against the references' frame views. */
  function matchFrame(picture: Picture): MatchResult | null {
    type Best = { referenceId: string; distance: number; k: number; lowContrast: boolean };
    let best: Best | null = null as Best | null;
    for (const { result, clipped } of frameHashes(picture)) {
      result.dihedral.forEach((hash, k) => {
        for (const hit of search(hash, "frame", result.lowContrast, clipped)) {
          if (!FRAME_VIEWS.includes(hit.value.view)) continue;
          const better = !best || hit.distance < best.distance || (hit.distance === best.distance && k === 0 && best.k !== 0);
          if (better) best = { referenceId: hit.value.referenceId, distance: hit.distance, k, lowContrast: result.lowContrast || hit.value.lowContrast };
        }
      });
    }
    // The DCT mirror is approximate (PDQ's sampling grid is not symmetric: 8-28 bits for a pure
    // mirror), so a mirrored copy is also hashed after mirroring it back in pixel space.
    const mirrored = views.hashMirrored(picture.plane);
    if (mirrored.usable) {
      for (const hit of search(mirrored.hash, "frame", mirrored.lowContrast)) {
        if (!FRAME_VIEWS.includes(hit.value.view)) continue;
        if (!best || hit.distance < best.distance) best = { referenceId: hit.value.referenceId, distance: hit.distance, k: MIRROR, lowContrast: mirrored.lowContrast || hit.value.lowContrast };
      }
    }
    if (!best) return null;
    const { referenceId, distance, k, lowContrast } = best;
    return { referenceId, distance, quality: gradeMatch("frame", distance, k === 0, lowContrast), route: "frame", orientation: DIHEDRAL_NAMES[k] };
  }

  /** Each band view against the same band view of the references, upright only. */
  function matchBands(picture: Picture): MatchResult | null {
    let best: { referenceId: string; distance: number } | null = null;
    for (const view of BAND_VIEWS) {
      const result = views.hashView(picture, view);
      if (!result?.usable) continue;
      for (const hit of search(result.hash, "band", result.lowContrast)) {
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
      const candidate = views.hashPlane(thumbnail);
      if (!candidate.usable) continue;
      const candidateHash: PdqHash = candidate.hash;
      const thumbs = candidateThumbs(thumbnail);
      for (const [referenceId, stored] of references) {
        if (stored.weakness === "featureless") continue;
        const { window, correlation } = registerCrop(stored.thumbnail, thumbs);
        if (correlation < MIN_CORRELATION) continue;
        // The stretch is linear, so the window's plain hash is the one to compare with either view.
        const sampled = resampleWindow(stored.thumbnail, window, thumbnail.width, thumbnail.height);
        const distance = hammingDistance(views.hashWindow(sampled, thumbnail.width, thumbnail.height), candidateHash);
        const bound = thresholdsFor(candidate.lowContrast || stored.weakness === "low-contrast").crop;
        if (distance <= bound && (!best || distance < best.distance)) best = { referenceId, distance };
      }
      if (best) break;
    }
    return best ? { ...best, quality: "good", route: "crop", orientation: "orig" } : null;
  }

  function matchPixels(pixels: RawPixels): MatchResult {
    const picture = views.preparePicture(pixels);
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
