// GET /api/stats: the real figures the public pages may show (sites monitored, the free check's
// sites, creators protected); a page shows a figure only once it has arrived.
import { siteRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "./api-client";

export const getPublicStats = () => callApi(siteRoutes.stats);

export const getPublicStatsQueryOptions = () => queryOptions({ queryKey: ["public-stats"], queryFn: getPublicStats, staleTime: 10 * 60_000 });

export function usePublicStats() {
  return useQuery(getPublicStatsQueryOptions());
}
