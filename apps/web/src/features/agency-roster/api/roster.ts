// The agency's roster: the list, inviting a creator by e-mail, and sending again or cancelling a
// pending invitation. Each change reloads the roster.
import { agencyRosterRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const rosterQueryKey = ["agency", "roster"] as const;

export const getRoster = () => callApi(agencyRosterRoutes.list);

export const getRosterQueryOptions = () => queryOptions({ queryKey: rosterQueryKey, queryFn: getRoster });

export function useRoster() {
  return useQuery(getRosterQueryOptions());
}

function useRosterChange<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: rosterQueryKey }) });
}

export const useInviteCreator = () => useRosterChange((email: string) => callApi(agencyRosterRoutes.invite, { body: { email } }));

export const useResendInvitation = () => useRosterChange((id: string) => callApi(agencyRosterRoutes.resend, { params: { id } }));

export const useCancelInvitation = () => useRosterChange((id: string) => callApi(agencyRosterRoutes.cancel, { params: { id } }));
