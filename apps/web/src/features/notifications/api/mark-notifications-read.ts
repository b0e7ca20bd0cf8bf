// Marks notifications read (the given ids, or all of them), updating the list at once.
import { type NotificationList, notificationRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { notificationsQueryKey } from "./get-notifications";

export const markNotificationsRead = ({ ids }: { ids?: string[] }) => callApi(notificationRoutes.markRead, { body: ids ? { ids } : {} });

export function applyRead(list: NotificationList, ids?: string[]): NotificationList {
  const notifications = list.notifications.map((notification) =>
    !ids || ids.includes(notification.id) ? { ...notification, read: true } : notification,
  );
  const newlyRead = list.notifications.filter((n) => !n.read && (!ids || ids.includes(n.id))).length;
  return { notifications, unread: ids ? Math.max(0, list.unread - newlyRead) : 0 };
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onMutate: async ({ ids }) => {
      await queryClient.cancelQueries({ queryKey: notificationsQueryKey });
      const previous = queryClient.getQueryData<NotificationList>(notificationsQueryKey);
      if (previous) queryClient.setQueryData(notificationsQueryKey, applyRead(previous, ids));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(notificationsQueryKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
