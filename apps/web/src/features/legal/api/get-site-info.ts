// GET /api/site-info: the operator's details, retention periods and processors the legal pages print.
import { siteInfoRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getSiteInfo = () => callApi(siteInfoRoutes.get);

export const getSiteInfoQueryOptions = () => queryOptions({ queryKey: ["site-info"], queryFn: getSiteInfo, staleTime: 10 * 60_000 });

export function useSiteInfo() {
  return useQuery(getSiteInfoQueryOptions());
}
