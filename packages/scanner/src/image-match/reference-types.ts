// What a reference set takes and answers: match results, what it found about a reference.

import type { DihedralName } from "../pdq/dihedral";
import type { RawPixels } from "../pdq/luma";
import type { MatchQuality, MatchRoute } from "./match-quality";

export interface MatchResult {
  referenceId: string | null;
  distance: number | null;
  quality: MatchQuality | null;
  route: MatchRoute | null;
  /** Orientation of the candidate relative to the reference, for frame matches. */
  orientation: DihedralName | null;
}

/**
 * Why a reference is matched less well than others. low-contrast: too dark or flat for PDQ's
 * quality, matched through its contrast-normalised view (fewer edits survive); featureless: not
 * even that view has enough structure, so the reference is never matched.
 */
export type ReferenceWeakness = "low-contrast" | "featureless";

export interface ReferenceInfo {
  id: string;
  /** PDQ quality of the whole frame as it is; below 50 it is matched through its normalised view. */
  quality: number;
  weakness: ReferenceWeakness | null;
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
