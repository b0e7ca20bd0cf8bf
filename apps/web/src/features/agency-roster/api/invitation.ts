// A creator's side of an invitation: the public page's look-up by the mailed token, and accepting
// it with her own account (which refreshes what the shell knows of her).
import { agencyRosterRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { currentUserQueryKey } from "@/lib/current-user";
import { myAgencyQueryKey } from "./my-agency";

export const getInvitationQueryOptions = (token: string) =>
  queryOptions({ queryKey: ["agency-invitation", token], queryFn: () => callApi(agencyRosterRoutes.invitation, { params: { token } }), retry: false });

export function useInvitation(token: string) {
  return useQuery({ ...getInvitationQueryOptions(token), enabled: token.length > 0 });
}

export function useAcceptInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(agencyRosterRoutes.accept, { body: { token } }),
    onSuccess: () => Promise.all([myAgencyQueryKey, currentUserQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
