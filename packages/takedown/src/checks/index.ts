// Removal checks (issue 13): a page and its matched picture judged removed, soft 404, replaced,
// restricted, unknown or up from evidence; and whether a search engine still lists a page.
export { checkRemoval, type RemovalCheckInput } from "./check-removal";
export { checkDelisting, type DelistingCheck } from "./check-delisting";
export { MAX_MEDIA } from "./check-media";
export { checkMediaFile, type MediaFileCheckInput } from "./check-media-file";
export { checkLeakRemoval, MAX_MEDIA_FILES, mediaFilesOf, type LeakRemovalCheck } from "./check-leak-removal";
export { leakVerdict, type CheckedTarget, type LeakVerdict } from "./leak-verdict";
export { PAGE_COPY_BYTES, pageCopy } from "./page-copy";
export { findNotFoundWording, NOT_FOUND_PHRASES } from "./not-found-wording";
export {
  bodyCopySchema,
  isRemovedOutcome,
  mediaEvidenceSchema,
  mediaFileCheckSchema,
  probeEvidenceSchema,
  REMOVAL_OUTCOMES,
  removalCheckSchema,
  removalOutcomeSchema,
  responseEvidenceSchema,
  type BodyCopy,
  type MediaEvidence,
  type MediaFileCheck,
  type ProbeEvidence,
  type RemovalCheck,
  type RemovalOutcome,
  type ResponseEvidence,
} from "./removal-check-schema";
