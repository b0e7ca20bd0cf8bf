// The scan pipeline: discovery, fetch, extract, match, evidence and progress.
export { runScan } from "./run-scan";
export { SCAN_STAGES, type Leak, type LeakEvidence, type MatchQuality, type RunScanOptions, type ScanCounts, type ScanProgress, type ScanReference, type ScanReferenceVideo, type ScanResult, type ScanStage, type ScanSubject, type SeenPicture, type SiteError, type VideoMatchEvidence } from "./scan-types";
export { createPictureMatcher, memoiseMatcher, type PictureExamination, type PictureMatch, type PictureMatcher, type SeenHash, type ReferencePicture } from "./picture-matcher";
export { createDefaultPictureMatcher } from "./default-picture-matcher";
export { normaliseUrl, urlCoveredBy, coveredByAny } from "./normalise-url";
export { searchUrl } from "./search-url";
export { extractPage, extractSearchHits, hasMarker } from "./extract-content";
export { spriteTiles } from "./sprite-tiles";
export { matchVideoMedia, type VideoMediaMatch, type VideoMediaOptions } from "./match-video-media";
