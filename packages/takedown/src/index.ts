// The takedown engine (issue 12): notices composed and checked, leaks routed to who can remove them,
// and hosts' replies read. Pure: no database, no clock; DNS and RDAP come in through RoutingServices.
export type * from "./types";
export { parseReply } from "./replies/parse-reply";
export type { ReplyMail } from "./replies/parse-reply";
export { composeNotice } from "./notice/compose-notice";
export { validateNotice } from "./notice/validate-notice";
export { renderNoticePdf } from "./notice/render-notice-pdf";
export { NoticeIncompleteError } from "./notice/notice-incomplete-error";
export { basisElements } from "./notice/notice-elements";
export { noticeTemplates } from "./notice/templates";
export { routeLeak } from "./routing/route-leak";
export type { RoutingOptions } from "./routing/route-leak";
export { createDnsResolver } from "./routing/create-dns-resolver";
export type { DnsResolverOptions } from "./routing/create-dns-resolver";
export { createRdapClient, RdapLookupError } from "./routing/create-rdap-client";
export type { RdapClientOptions } from "./routing/create-rdap-client";
export { readRdapNetwork } from "./routing/read-rdap-network";
export { basisFor, cdnOf, languageFor } from "./routing/network-traits";
export { checkRemoval, checkDelisting, removalCheckSchema, removalOutcomeSchema, REMOVAL_OUTCOMES, NOT_FOUND_PHRASES, MAX_MEDIA } from "./checks/index";
export type { RemovalCheckInput, DelistingCheck, RemovalCheck, RemovalOutcome, MediaEvidence, ProbeEvidence, ResponseEvidence } from "./checks/index";
