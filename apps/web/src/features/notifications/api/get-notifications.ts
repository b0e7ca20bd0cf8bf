// The ten newest notifications of the signed-in user and the unread count.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { NOTIFICATIONS_REFETCH_MS } from "@/config/constants";
import { api } from "@/lib/api-client";

export type Notification = {
  id: string;
  notificationId: string;
  title: string;
  message: string;
  read: boolean;
  global: boolean;
  createdAt: string;
};

export type NotificationList = { notifications: Notification[]; unread: number };

export const getNotifications = (): Promise<NotificationList> => api.get<NotificationList>("/api/notifications");

export const notificationsQueryKey = ["notifications"] as const;

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, refetchInterval: NOTIFICATIONS_REFETCH_MS });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
