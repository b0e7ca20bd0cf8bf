// What a live notification does to the cached list and the toast (spec §7): inserted once,
// newest first, the unread count bumped; the toast's message cut at 100 characters.
import type { Notification, NotificationList } from "@unleak/contracts";

export const NOTIFICATION_LIST_LIMIT = 10;
export const TOAST_MESSAGE_MAX_CHARS = 100;

/** The same notification: by id, or a global one by title, message and time (spec §7). */
export function isSameNotification(a: Notification, b: Notification): boolean {
  if (a.id === b.id || a.notificationId === b.notificationId) return true;
  return a.global && b.global && a.title === b.title && a.message === b.message && a.createdAt === b.createdAt;
}

/** The list with the notification added in front (once), or null when it was already there. */
export function withLiveNotification(list: NotificationList, notification: Notification): NotificationList | null {
  if (list.notifications.some((known) => isSameNotification(known, notification))) return null;
  return {
    notifications: [notification, ...list.notifications].slice(0, NOTIFICATION_LIST_LIMIT),
    unread: list.unread + (notification.read ? 0 : 1),
  };
}

/** The toast's text: the message's first 100 characters and an ellipsis when it is longer. */
export function toastMessage(message: string): string {
  const characters = Array.from(message); // never cuts an emoji in half
  return characters.length > TOAST_MESSAGE_MAX_CHARS ? `${characters.slice(0, TOAST_MESSAGE_MAX_CHARS).join("")}...` : message;
}
