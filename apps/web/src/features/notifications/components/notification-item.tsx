// One notification in the popover: title, message, time, mark-read and delete.
import { Check, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/cn";
import type { Notification } from "@unleak/contracts";

type NotificationItemProps = {
  notification: Notification;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
  deleting: boolean;
};

export function NotificationItem({ notification, onMarkRead, onDelete, deleting }: NotificationItemProps) {
  const { t, i18n } = useTranslation("shell");
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(notification.createdAt),
  );
  return (
    <li className={cn("group flex gap-3 px-4 py-3", !notification.read && "bg-primary/5")} data-testid="notification-item">
      <span
        aria-hidden="true"
        className={cn("mt-1.5 size-2 shrink-0 rounded-full", notification.read ? "bg-transparent" : "bg-primary")}
      />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium break-words">{notification.title}</p>
        <p className="mt-0.5 text-sm text-muted-foreground break-words">{notification.message}</p>
        <p className="mt-1 text-xs text-muted-foreground">{time}</p>
      </div>
      <div className="flex shrink-0 items-start gap-1">
        {notification.read ? null : (
          <button
            type="button"
            onClick={() => onMarkRead(notification.id)}
            aria-label={t("notifications.markRead")}
            title={t("notifications.markRead")}
            className="grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
          >
            <Check aria-hidden="true" className="size-4" />
          </button>
        )}
        <button
          type="button"
          onClick={() => onDelete(notification.id)}
          disabled={deleting}
          aria-label={t("notifications.delete")}
          title={t("notifications.delete")}
          className="grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-destructive/10 hover:text-destructive disabled:opacity-50"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
    </li>
  );
}
