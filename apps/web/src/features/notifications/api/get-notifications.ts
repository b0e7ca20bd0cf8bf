// The ten newest notifications of the signed-in user and the unread count. New ones arrive through
// the live events stream; the list is polled only while that stream is down.
import { notificationRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { NOTIFICATIONS_REFETCH_MS } from "@/config/constants";
import { callApi } from "@/lib/api-client";

export const getNotifications = () => callApi(notificationRoutes.list);

export const notificationsQueryKey = ["notifications"] as const;

export const getNotificationsQueryOptions = ({ poll = false }: { poll?: boolean } = {}) =>
  queryOptions({ queryKey: notificationsQueryKey, queryFn: getNotifications, refetchInterval: poll ? NOTIFICATIONS_REFETCH_MS : false });

export function useNotifications({ poll = false }: { poll?: boolean } = {}) {
  return useQuery(getNotificationsQueryOptions({ poll }));
}
