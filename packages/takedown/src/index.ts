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
