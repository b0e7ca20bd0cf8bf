// What waits for an administrator (GET /api/admin/overview): the counts beside the admin panel's
// sections. Refetched every minute and whenever a decision is made (the queues invalidate "admin").
import { adminRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

const OVERVIEW_REFRESH_MS = 60_000;

export const adminOverviewQueryKey = ["admin", "overview"] as const;

export const getAdminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminOverviewQueryKey, queryFn: () => callApi(adminRoutes.overview), refetchInterval: OVERVIEW_REFRESH_MS });

export function useAdminOverview({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getAdminOverviewQueryOptions(), enabled });
}
