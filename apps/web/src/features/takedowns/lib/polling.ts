// When the notice views ask again: every 10 s while the list is empty (a request's notices are
// composed by the queue a moment after it), while a notice is on its way or waits for its answer,
// and on a notice's page until its first reply arrived (realtime updates replace this later).
import type { NoticeDetail, NoticePage, NoticeStatus } from "@unleak/contracts";

export const NOTICE_POLL_MS = 10_000;

const inFlight: readonly NoticeStatus[] = ["queued", "sending", "sent"];

export const pageIsInFlight = (page: NoticePage): boolean => page.notices.length === 0 || page.notices.some((notice) => inFlight.includes(notice.status));

export const noticeAwaitsReply = (notice: NoticeDetail): boolean => notice.replies.length === 0;
