// GET /api/sites: the monitored sites with their coverage tier, verification and last crawl.
import { siteRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getSites = () => callApi(siteRoutes.list);

export const sitesQueryKey = ["sites"] as const;

export const getSitesQueryOptions = () => queryOptions({ queryKey: sitesQueryKey, queryFn: getSites, refetchInterval: 60_000 });

export function useSites() {
  return useQuery(getSitesQueryOptions());
}
