// GET /api/stats: the real figures the public pages may show (sites monitored, the free check's
// sites, creators protected); a page shows a figure only once it has arrived.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "./api-client";

export type PublicStats = { sites: number; previewSites: number; creators: number };

export const getPublicStats = (): Promise<PublicStats> => api.get<PublicStats>("/api/stats");

export const getPublicStatsQueryOptions = () => queryOptions({ queryKey: ["public-stats"], queryFn: getPublicStats, staleTime: 10 * 60_000 });

export function usePublicStats() {
  return useQuery(getPublicStatsQueryOptions());
}
