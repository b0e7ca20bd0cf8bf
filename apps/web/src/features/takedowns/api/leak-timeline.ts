// GET /api/leaks/{id}/timeline: a leak's case from discovery to its outcome, oldest first, and the
// case as it stands now. It asks again while a notice is on its way and while the leak is tracked
// and not yet removed (realtime updates replace this later).
import { type LeakTimeline, leakTimelineRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { timelinePollMs } from "../lib/polling";

export const getLeakTimeline = (id: string) => callApi(leakTimelineRoutes.timeline, { params: { id } });

export const leakTimelineQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["leaks", id, "timeline"],
    queryFn: () => getLeakTimeline(id),
    refetchInterval: ({ state }) => (state.data ? timelinePollMs(state.data as LeakTimeline) : false),
  });

export function useLeakTimeline(id: string) {
  return useQuery(leakTimelineQueryOptions(id));
}
