// GET /api/profile: every profile field, niches, stage names, official links and the status.
import { profileRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getProfile = () => callApi(profileRoutes.get);

export const profileQueryKey = ["profile"] as const;

export const getProfileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
