// The caller's agency (issue 17): its details, the caller's role and the overview's counts, and the
// owner's change of the company details. A change reloads the agency and /api/me (its name).
import { agencyRoutes, type UpdateAgencyBody } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { currentUserQueryKey } from "@/lib/current-user";

export const agencyQueryKey = ["agency"] as const;

export const getAgencyQueryOptions = () => queryOptions({ queryKey: [...agencyQueryKey, "overview"], queryFn: () => callApi(agencyRoutes.overview) });

export function useAgency() {
  return useQuery(getAgencyQueryOptions());
}

export function useUpdateAgency({ onSuccess, onError }: { onSuccess: () => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateAgencyBody) => callApi(agencyRoutes.update, { body }),
    onSuccess: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: agencyQueryKey }), queryClient.invalidateQueries({ queryKey: currentUserQueryKey })]);
      onSuccess();
    },
    onError,
  });
}
