// When a sent notice's page and media are checked again (issue 13, research §9 item 9), and when
// removed content is watched for re-uploads. Pure: times are computed from the instant passed in.
const hour = 3_600_000;
const day = 24 * hour;

/** Offsets after sending: 24, 48, 72 h; daily to day 7; weekly to day 28; a last check on day 30. */
const recheckOffsets: readonly number[] = [
  1 * day, 2 * day, 3 * day,
  4 * day, 5 * day, 6 * day, 7 * day,
  14 * day, 21 * day, 28 * day,
  // Day 30 closes the window, and confirms (>= 24 h later) a removal first seen on day 28.
  30 * day,
];

export const reuploadWatchDays = 30;

/** Every re-check of a notice sent at `sentAt`, in order. */
export function recheckTimes(sentAt: Date): Date[] {
  return recheckOffsets.map((offset) => new Date(sentAt.getTime() + offset));
}

/**
 * The first re-check later than `now`; null once the schedule is over. A check due exactly at `now`
 * is the one being run, so the answer after running it is the following one.
 */
export function nextRecheck(sentAt: Date, now: Date): Date | null {
  return recheckTimes(sentAt).find((at) => at.getTime() > now.getTime()) ?? null;
}

/** The re-upload watch of content removed at `removedAt`: once a day for 30 days. */
export function reuploadWatchTimes(removedAt: Date): Date[] {
  return Array.from({ length: reuploadWatchDays }, (_, index) => new Date(removedAt.getTime() + (index + 1) * day));
}
