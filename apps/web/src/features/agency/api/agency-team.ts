// The agency's team (issue 17): its members and open invitations, and the owner's changes to it.
// Every change reloads the agency (its counts) and /api/me (the caller's own role may change).
import { agencyRoutes, type AgencyRole, type InviteAgencyMemberBody } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { currentUserQueryKey } from "@/lib/current-user";
import { agencyQueryKey } from "./agency";

export const getAgencyTeamQueryOptions = () => queryOptions({ queryKey: [...agencyQueryKey, "team"], queryFn: () => callApi(agencyRoutes.team) });

export function useAgencyTeam() {
  return useQuery(getAgencyTeamQueryOptions());
}

type Callbacks<T> = { onSuccess: (input: T) => void; onError: (error: Error, input: T) => void };

function useTeamChange<T>(change: (input: T) => Promise<unknown>, { onSuccess, onError }: Callbacks<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (_answer, input) => onSuccess(input),
    onError: (error, input) => onError(error, input),
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: agencyQueryKey }), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]),
  });
}

export const useInviteAgencyMember = (callbacks: Callbacks<InviteAgencyMemberBody>) =>
  useTeamChange((body: InviteAgencyMemberBody) => callApi(agencyRoutes.invite, { body }), callbacks);

export const useChangeAgencyMemberRole = (callbacks: Callbacks<{ id: string; role: AgencyRole }>) =>
  useTeamChange(({ id, role }: { id: string; role: AgencyRole }) => callApi(agencyRoutes.changeMember, { params: { id }, body: { role } }), callbacks);

export const useRemoveAgencyMember = (callbacks: Callbacks<{ id: string }>) =>
  useTeamChange(({ id }: { id: string }) => callApi(agencyRoutes.removeMember, { params: { id } }), callbacks);

/** Accepting an invitation makes the caller a member: /api/me then names the agency. */
export function useJoinAgencyTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(agencyRoutes.join, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
