// Bell with the unread badge; its popover lists the newest notifications (spec §2.2). It holds the
// page's live events stream, which keeps the list, the badge and the profile current.
import { Bell } from "lucide-react";
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { NOTIFICATION_LIST_MAX_HEIGHT_PX } from "@/config/constants";
import { useDeleteNotification } from "../api/delete-notification";
import { useNotifications } from "../api/get-notifications";
import { useMarkNotificationsRead } from "../api/mark-notifications-read";
import { useLiveEvents } from "../hooks/use-live-events";
import { unreadBadgeText } from "../lib/badge-text";
import { NotificationItem } from "./notification-item";

export function NotificationBell() {
  const { t } = useTranslation("shell");
  const live = useLiveEvents();
  // Polled only while the live stream is down.
  const notifications = useNotifications({ poll: !live.connected });
  const markRead = useMarkNotificationsRead();
  const remove = useDeleteNotification();
  const unread = notifications.data?.unread ?? 0;
  const badge = unreadBadgeText(unread);
  const list = notifications.data?.notifications ?? [];

  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={badge ? t("notifications.openWithUnread", { unread }) : t("notifications.open")}
        data-testid="notification-bell"
        // Whether the live stream is open (polling otherwise): end-to-end tests wait for it.
        data-live={live.connected ? "connected" : "polling"}
        className="relative grid size-9 place-items-center rounded-md hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            data-testid="notification-badge"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-destructive px-1 text-[10px] font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t("notifications.title")}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border bg-card shadow-lg focus:outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
            <h2 className="text-sm font-semibold">{t("notifications.title")}</h2>
            <button
              type="button"
              onClick={() => markRead.mutate({})}
              disabled={unread === 0 || markRead.isPending}
              className="text-xs font-medium text-primary hover:underline disabled:pointer-events-none disabled:opacity-50"
            >
              {t("notifications.markAllRead")}
            </button>
          </div>
          <div className="overflow-y-auto" style={{ maxHeight: NOTIFICATION_LIST_MAX_HEIGHT_PX }}>
            {notifications.isPending ? (
              <div className="flex justify-center p-6">
                <Spinner />
              </div>
            ) : notifications.isError && !notifications.data ? (
              <p className="p-6 text-center text-sm text-muted-foreground">{t("notifications.loadFailed")}</p>
            ) : list.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">{t("notifications.empty")}</p>
            ) : (
              <ul className="divide-y">
                {list.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onMarkRead={(id) => markRead.mutate({ ids: [id] })}
                    onDelete={(id) => remove.mutate({ id })}
                    deleting={remove.isPending && remove.variables?.id === notification.id}
                  />
                ))}
              </ul>
            )}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
