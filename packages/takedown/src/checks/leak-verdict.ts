// One round of a leak's checks judged together (issue 13): its page and, checked on their own, its
// media files. A removal counts only when the page and every media file are gone or replaced: a
// file still served and matching vetoes it, and a file that could not be judged leaves it open.
import { isRemovedOutcome, type RemovalOutcome } from "./removal-check-schema";

export interface CheckedTarget {
  outcome: RemovalOutcome;
  reason: string;
}

export interface LeakVerdict extends CheckedTarget {
  /** The media file's reason when it, not the page, decided the verdict. */
  vetoedBy?: string;
}

export function leakVerdict(page: CheckedTarget, media: readonly CheckedTarget[]): LeakVerdict {
  if (!isRemovedOutcome(page.outcome)) return { outcome: page.outcome, reason: page.reason };
  const served = media.find((file) => file.outcome === "up");
  if (served) return { outcome: "up", reason: "media-still-served", vetoedBy: served.reason };
  const open = media.find((file) => !isRemovedOutcome(file.outcome));
  if (open) return { outcome: "unknown", reason: `media-${open.outcome}`, vetoedBy: open.reason };
  return { outcome: page.outcome, reason: page.reason };
}
