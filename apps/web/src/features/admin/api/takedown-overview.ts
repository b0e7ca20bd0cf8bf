// The takedown overview, for administrators: the queue, failures, unthreaded replies and per-recipient statistics.
import { takedownAdminRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getTakedownOverview = () => callApi(takedownAdminRoutes.overview);

export const takedownOverviewQueryOptions = () => queryOptions({ queryKey: ["admin", "takedowns"], queryFn: getTakedownOverview, refetchInterval: 30_000 });

export function useTakedownOverview() {
  return useQuery(takedownOverviewQueryOptions());
}
