// The suspended user's latest appeal (GET /api/appeals/mine), shown on the suspension screen.
import { appealRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const myAppealQueryKey = ["appeals", "mine"] as const;

export const getMyAppealQueryOptions = () => queryOptions({ queryKey: myAppealQueryKey, queryFn: () => callApi(appealRoutes.mine) });

export function useMyAppeal() {
  return useQuery(getMyAppealQueryOptions());
}
