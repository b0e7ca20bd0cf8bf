// GET /api/dashboard: the creator's protection at a glance.
import { dashboardRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";

export const getDashboard = () => callApi(dashboardRoutes.get);

export const dashboardQueryKey = ["dashboard"] as const;

export const getDashboardQueryOptions = () => queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard, refetchInterval: SIGNED_URL_REFRESH_MS });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
