// Every monitored creator's reference hashes in one shared hash index (../hash-index: a packed
// scan while small, multi-index hashing when large), so a page's picture costs one lookup per
// hash however many creators there are. Hits are graded by the engine's match-quality rules with
// the reference set's routes: the whole frame in 8 orientations and its mirror, then band views.
import { createHashIndex } from "../hash-index/hash-index";
import { gradeMatch, LOW_CONTRAST_THRESHOLDS, THRESHOLDS, thresholdsFor, type MatchQuality, type MatchRoute } from "../image-match/match-quality";
import { FRAME_VIEWS, type ViewName } from "../image-match/views";
import { hashFromHex, type PdqHash } from "../pdq/pdq-hash";
import type { CrawledPicture, MonitoredCreator } from "./types";

interface IndexedView {
  creatorId: string;
  referenceId: string;
  view: ViewName;
  lowContrast: boolean;
  clipped: boolean;
}

export interface PictureHit {
  referenceId: string;
  distance: number;
  quality: MatchQuality;
  mediaUrl: string;
}

const RANK: Record<MatchQuality, number> = { exact: 0, high: 1, good: 2 };
const WIDEST: Record<"frame" | "band", number> = { frame: Math.max(THRESHOLDS.frame, LOW_CONTRAST_THRESHOLDS.frame), band: Math.max(THRESHOLDS.band, LOW_CONTRAST_THRESHOLDS.band) };

export function createReferenceIndex() {
  const index = createHashIndex<IndexedView>();
  const stored = new Map<string, { entries: number[]; dark: number }>();
  let darkViews = 0;

  function add(creator: MonitoredCreator): void {
    remove(creator.id);
    const entries: number[] = [];
    let dark = 0;
    for (const reference of creator.references) {
      for (const { view, hash, lowContrast, clipped } of reference.views) {
        entries.push(index.add(hashFromHex(hash), { creatorId: creator.id, referenceId: reference.id, view, lowContrast, clipped }));
        if (clipped) dark++;
      }
    }
    stored.set(creator.id, { entries, dark });
    darkViews += dark;
  }

  function remove(creatorId: string): void {
    const held = stored.get(creatorId);
    if (!held) return;
    for (const entry of held.entries) index.remove(entry);
    darkViews -= held.dark;
    stored.delete(creatorId);
  }

  /** Hits within the route's bound for the pair (tighter when either side is low-contrast); clipped meets clipped only. */
  function lookup(hash: PdqHash, route: "frame" | "band", lowContrast: boolean, clipped: boolean) {
    return index.search(hash, WIDEST[route]).filter((hit) => hit.value.clipped === clipped && hit.distance <= thresholdsFor(lowContrast || hit.value.lowContrast)[route]);
  }

  /** Each creator's best match over the page's pictures: a frame match if she has one, else a band match. */
  function match(pictures: CrawledPicture[]): Map<string, PictureHit> {
    const best = new Map<string, PictureHit & { route: MatchRoute; upright: boolean }>();
    const offer = (hit: IndexedView, distance: number, route: MatchRoute, upright: boolean, lowContrast: boolean, mediaUrl: string) => {
      const quality = gradeMatch(route, distance, upright, lowContrast || hit.lowContrast);
      if (!quality) return;
      const current = best.get(hit.creatorId);
      const better = !current || (current.route !== "frame" && route === "frame") || (current.route === route && (RANK[quality] < RANK[current.quality] || (quality === current.quality && distance < current.distance)));
      if (better) best.set(hit.creatorId, { referenceId: hit.referenceId, distance, quality, mediaUrl, route, upright });
    };
    for (const { url, lookup: hashes } of pictures) {
      if (!hashes) continue;
      for (const frame of hashes.frame) {
        frame.dihedral.forEach((hash, k) => {
          for (const hit of lookup(hash, "frame", frame.lowContrast, frame.clipped)) {
            if (FRAME_VIEWS.includes(hit.value.view)) offer(hit.value, hit.distance, "frame", k === 0, frame.lowContrast, url);
          }
        });
      }
      if (hashes.mirror) {
        for (const hit of lookup(hashes.mirror.hash, "frame", hashes.mirror.lowContrast, false)) {
          if (FRAME_VIEWS.includes(hit.value.view)) offer(hit.value, hit.distance, "frame", false, hashes.mirror.lowContrast, url);
        }
      }
      for (const band of hashes.bands) {
        for (const hit of lookup(band.hash, "band", band.lowContrast, false)) {
          if (hit.value.view === band.view) offer(hit.value, hit.distance, "band", true, band.lowContrast, url);
        }
      }
    }
    return new Map([...best].map(([creatorId, { referenceId, distance, quality, mediaUrl }]) => [creatorId, { referenceId, distance, quality, mediaUrl }]));
  }

  return {
    add,
    remove,
    match,
    /** Whether any reference is dark: only then are pictures' clipped views worth hashing. */
    get hasDarkReferences() { return darkViews > 0; },
    get size() { return index.size; },
  };
}
