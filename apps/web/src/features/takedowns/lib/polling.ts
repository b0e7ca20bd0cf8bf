// When the notice views ask again: every 10 s while the list is empty (a request's notices are
// composed by the queue a moment after it), while a notice is on its way or waits for its answer,
// and on a notice's page until its first reply arrived; a leak's timeline every 10 s while its notices
// are on their way, then every 30 s while it is tracked and not removed (realtime updates replace this later).
import type { LeakTimeline, LeakTracking, NoticeDetail, NoticePage, NoticeStatus } from "@unleak/contracts";

export const NOTICE_POLL_MS = 10_000;
export const CHECKS_POLL_MS = 30_000;

const inFlight: readonly NoticeStatus[] = ["queued", "sending", "sent"];

export const pageIsInFlight = (page: NoticePage): boolean => page.notices.length === 0 || page.notices.some((notice) => inFlight.includes(notice.status));

export const noticeAwaitsReply = (notice: NoticeDetail): boolean => notice.replies.length === 0;

export const trackingIsOpen = (tracking: Pick<LeakTracking, "trackingSince" | "status">): boolean => tracking.trackingSince !== null && tracking.status !== "removed";

/** How soon to ask for a leak's timeline again, or false: its notices composed or leaving, then its checks. */
export function timelinePollMs({ tracking, entries }: LeakTimeline): number | false {
  const leaving = entries.some((entry) => entry.kind === "notice" && (entry.status === "queued" || entry.status === "sending"));
  if (tracking.status === "queued" || leaving) return NOTICE_POLL_MS;
  return trackingIsOpen(tracking) ? CHECKS_POLL_MS : false;
}
