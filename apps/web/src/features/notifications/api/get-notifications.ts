// The ten newest notifications of the signed-in user and the unread count.
import { notificationRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { NOTIFICATIONS_REFETCH_MS } from "@/config/constants";
import { callApi } from "@/lib/api-client";

export const getNotifications = () => callApi(notificationRoutes.list);

export const notificationsQueryKey = ["notifications"] as const;

export const getNotificationsQueryOptions = () =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, refetchInterval: NOTIFICATIONS_REFETCH_MS });

export function useNotifications() {
  return useQuery(getNotificationsQueryOptions());
}
