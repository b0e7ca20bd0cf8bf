// The signed-in user as the server sees it (GET /api/me): account, profile, admin flag, ban.
import { accountRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "./api-client";

export const getCurrentUser = () => callApi(accountRoutes.me);

export const currentUserQueryKey = ["me"] as const;

export const getCurrentUserQueryOptions = () =>
  queryOptions({ queryKey: currentUserQueryKey, queryFn: getCurrentUser, staleTime: 60_000 });

/** The /api/me answer; only asked for while a session exists. */
export function useCurrentUser({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getCurrentUserQueryOptions(), enabled });
}
