// Robust picture matching: PDQ over 8 orientations plus borders, banners, logos and crops.

export { assessReference, createReferenceSet, type MatchResult, type ReferenceInfo, type ReferenceSet, type ReferenceSetOptions, type ReferenceWeakness } from "./reference-set";
export { gradeMatch, LOW_CONTRAST_THRESHOLDS, MIN_QUALITY, THRESHOLDS, type MatchQuality, type MatchRoute } from "./match-quality";
export { MAX_GAIN, stretchContrast } from "./contrast";
export { findContentRect } from "./border-trim";
export { decodePicture, pictureFromPixels, type Picture } from "./picture";
export { gradeSeenMatch, isLowContrastQuality, lookupHashes, SEEN_SEARCH_RADIUS, seenPictureHash, type LookupHash, type SeenPictureHash } from "./seen-picture";
