// Robust picture matching: PDQ over 8 orientations plus borders, banners, logos and crops.

export { createReferenceSet, type MatchResult, type ReferenceInfo, type ReferenceSet, type ReferenceSetOptions } from "./reference-set";
export { gradeMatch, MIN_QUALITY, THRESHOLDS, type MatchQuality, type MatchRoute } from "./match-quality";
export { findContentRect } from "./border-trim";
export { decodePicture, pictureFromPixels, type Picture } from "./picture";
