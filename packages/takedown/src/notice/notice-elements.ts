// Which elements each legal basis requires, in the order a notice presents them:
// DMCA 17 U.S.C. §512(c)(3)(A)(i)-(vi), DSA Art. 16(2)(a)-(d), a search engine's delisting request
// and a platform's impersonation report. Every basis also carries the agent's authority and signature,
// because Unleak always files as the creator's agent; a DSA notice also carries the copyright
// statements (good faith, penalty of perjury), so that it stands as a copyright notice too.
import type { LegalBasis } from "@unleak/contracts";
import type { NoticeElement } from "../types";

export const basisElements: Record<LegalBasis, readonly NoticeElement[]> = {
  dmca: ["work", "material", "contact", "good_faith", "accuracy", "authority", "signature"],
  dsa: ["reasons", "material", "notifier", "good_faith", "accuracy", "authority", "signature"],
  delisting: ["work", "material", "contact", "good_faith", "accuracy", "authority", "signature"],
  impersonation: ["work", "material", "contact", "accuracy", "authority", "signature"],
};
