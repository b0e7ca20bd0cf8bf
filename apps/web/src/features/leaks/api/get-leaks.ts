// GET /api/leaks with the page's filters: the creator's leaks, strongest evidence first, one page at a time.
import { leakRoutes } from "@unleak/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { filtersToQuery, type LeakFilters } from "../lib/leak-filters";

export const getLeaks = (filters: LeakFilters) => callApi(leakRoutes.list, { query: filtersToQuery(filters) });

export const leaksQueryKey = ["leaks"] as const;

export const getLeaksQueryOptions = (filters: LeakFilters) =>
  queryOptions({ queryKey: [...leaksQueryKey, "list", filters], queryFn: () => getLeaks(filters), placeholderData: keepPreviousData, refetchInterval: SIGNED_URL_REFRESH_MS });

export function useLeaks(filters: LeakFilters) {
  return useQuery(getLeaksQueryOptions(filters));
}
