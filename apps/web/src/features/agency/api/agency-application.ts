// The caller's own agency application (issue 17): the latest one with its decision, and sending a
// new one. Sending reloads the latest, so /agency/apply shows "being reviewed" at once.
import { type AgencyApplicationBody, agencyRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const myAgencyApplicationQueryKey = ["agency-application", "mine"] as const;

export const getMyAgencyApplicationQueryOptions = () => queryOptions({ queryKey: myAgencyApplicationQueryKey, queryFn: () => callApi(agencyRoutes.mine) });

export function useMyAgencyApplication({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getMyAgencyApplicationQueryOptions(), enabled });
}

export function useApplyAsAgency({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AgencyApplicationBody) => callApi(agencyRoutes.apply, { body }),
    onSuccess,
    onError,
    // A 409 means one is pending already (or the account joined an agency): show what is there.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myAgencyApplicationQueryKey }),
  });
}
