// The creator's own agency link: the agency she is managed by, and leaving it.
import { agencyRosterRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const myAgencyQueryKey = ["agency-membership"] as const;

export const getMyAgencyQueryOptions = () => queryOptions({ queryKey: myAgencyQueryKey, queryFn: () => callApi(agencyRosterRoutes.myAgency) });

export function useMyAgency() {
  return useQuery(getMyAgencyQueryOptions());
}

export function useLeaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => callApi(agencyRosterRoutes.leave), onSuccess: () => queryClient.invalidateQueries({ queryKey: myAgencyQueryKey }) });
}
