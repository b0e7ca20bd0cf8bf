// Text of the unread badge on the bell: nothing at 0, the count up to 9, then "9+".
import { NOTIFICATION_BADGE_MAX } from "@/config/constants";

export function unreadBadgeText(unread: number): string | null {
  if (!Number.isFinite(unread) || unread <= 0) return null;
  return unread > NOTIFICATION_BADGE_MAX ? `${NOTIFICATION_BADGE_MAX}+` : String(Math.floor(unread));
}
