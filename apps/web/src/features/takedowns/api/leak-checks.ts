// GET /api/leaks/{id}/checks: a leak's removal tracking and its checks with their evidence. It asks
// again every 30 s while the leak is tracked and not yet removed (realtime updates replace this later).
import { type LeakTracking, takedownRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { CHECKS_POLL_MS, trackingIsOpen } from "../lib/polling";

export const getLeakChecks = (id: string) => callApi(takedownRoutes.checks, { params: { id } });

export const leakChecksQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ["leaks", id, "checks"],
    queryFn: () => getLeakChecks(id),
    refetchInterval: ({ state }) => (state.data && trackingIsOpen(state.data as LeakTracking) ? CHECKS_POLL_MS : false),
  });

export function useLeakChecks(id: string) {
  return useQuery(leakChecksQueryOptions(id));
}
