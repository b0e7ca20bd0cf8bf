// Broadcasts, for administrators: the newest fifty, and sending one (which refreshes the list).
import { broadcastRoutes, type SendBroadcast } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getBroadcasts = () => callApi(broadcastRoutes.list);

export const getBroadcastsQueryOptions = () => queryOptions({ queryKey: ["admin", "broadcasts"], queryFn: getBroadcasts });

export function useBroadcasts() {
  return useQuery(getBroadcastsQueryOptions());
}

export const sendBroadcast = (body: SendBroadcast) => callApi(broadcastRoutes.send, { body });

export function useSendBroadcast({ onSuccess, onError }: { onSuccess: (sent: { recipients: number }) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendBroadcast,
    onSuccess,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getBroadcastsQueryOptions().queryKey }),
  });
}
