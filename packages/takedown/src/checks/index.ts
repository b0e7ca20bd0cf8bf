// Removal checks (issue 13): a page and its matched picture judged removed, soft 404, replaced,
// restricted, unknown or up from evidence; and whether a search engine still lists a page.
export { checkRemoval, type RemovalCheckInput } from "./check-removal";
export { checkDelisting, type DelistingCheck } from "./check-delisting";
export { MAX_MEDIA } from "./check-media";
export { findNotFoundWording, NOT_FOUND_PHRASES } from "./not-found-wording";
export {
  isRemovedOutcome,
  mediaEvidenceSchema,
  probeEvidenceSchema,
  REMOVAL_OUTCOMES,
  removalCheckSchema,
  removalOutcomeSchema,
  responseEvidenceSchema,
  type MediaEvidence,
  type ProbeEvidence,
  type RemovalCheck,
  type RemovalOutcome,
  type ResponseEvidence,
} from "./removal-check-schema";
