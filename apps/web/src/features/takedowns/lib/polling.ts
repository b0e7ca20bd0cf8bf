// When the notice views ask again: every 10 s while a notice is still on its way, or until a
// notice's first reply arrived (realtime updates replace this in a later issue).
import type { NoticeDetail, NoticePage, NoticeStatus } from "@unleak/contracts";

export const NOTICE_POLL_MS = 10_000;

const inFlight: readonly NoticeStatus[] = ["queued", "sending"];

export const pageIsInFlight = (page: NoticePage): boolean => page.notices.some((notice) => inFlight.includes(notice.status));

export const noticeAwaitsReply = (notice: NoticeDetail): boolean => notice.replies.length === 0;
