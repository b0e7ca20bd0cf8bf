// The signed-in page's live events (GET /api/events, issue 15): a new notification goes into the
// bell's list and shows an info toast; a profile or verification change refreshes what shows the
// plan, the subscription check and the verified badge; `ready` and `resync` refetch what may have
// been missed. A dropped stream reconnects after 1, 2, 5, then 10 s; while it is down the caller
// polls instead.
import { liveEventRoutes, type NotificationList, notificationSchema, urlOf } from "@unleak/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { currentUserQueryKey } from "@/lib/current-user";
import { subscriptionQueryKey } from "@/lib/subscription-check-key";
import { notificationsQueryKey } from "../api/get-notifications";
import { toastMessage, withLiveNotification } from "../lib/live-notification";
import { reconnectDelayMs } from "../lib/reconnect-delay";

/** Runs while mounted (the bell, shown to a signed-in user); answers whether the stream is open. */
export function useLiveEvents(): { connected: boolean } {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let source: EventSource | null = null;
    let retry: number | undefined;
    let attempt = 0;
    let stopped = false;

    const catchUp = () => {
      void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    };
    const onNotification = (message: MessageEvent<string>) => {
      const parsed = notificationSchema.safeParse(JSON.parse(message.data));
      if (!parsed.success) return;
      const notification = parsed.data;
      const list = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (list) {
        const next = withLiveNotification(list, notification);
        if (!next) return; // already listed: no second toast
        queryClient.setQueryData(notificationsQueryKey, next);
      } else void queryClient.invalidateQueries({ queryKey: notificationsQueryKey });
      toast.info(notification.title, { description: toastMessage(notification.message) });
    };
    const connect = () => {
      const opened = new EventSource(urlOf(liveEventRoutes.stream), { withCredentials: true });
      source = opened;
      opened.addEventListener("ready", () => {
        attempt = 0;
        setConnected(true);
        catchUp();
      });
      opened.addEventListener("notification", onNotification);
      // The tier changed (a plan paid, switched or ended, maybe in another tab): the badge and the
      // subscription check follow at once, so the unpaid modal does not outlive the payment.
      opened.addEventListener("profile", () => {
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        void queryClient.invalidateQueries({ queryKey: subscriptionQueryKey });
      });
      // A decision changes the badge and the authorisation and identity pages: refresh whatever shows.
      opened.addEventListener("verification", () => void queryClient.invalidateQueries());
      opened.addEventListener("resync", catchUp);
      // The browser would retry on its own schedule: ours is the spec's (1, 2, 5, 10 s).
      // A stream the server ended may mean the account was just suspended (the server ends it then):
      // /api/me says so, and the suspension screen replaces the page at once.
      opened.onerror = () => {
        opened.close();
        if (stopped || source !== opened) return;
        setConnected(false);
        void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
        retry = window.setTimeout(connect, reconnectDelayMs(attempt));
        attempt += 1;
      };
    };

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      source?.close();
    };
  }, [queryClient]);

  return { connected };
}
