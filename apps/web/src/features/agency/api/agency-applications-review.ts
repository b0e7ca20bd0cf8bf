// The administrators' queue of agency applications (issue 17), one status at a time, and the
// decision on one. A decision reloads everything under "admin", so the panel's counts follow.
import { type AgencyApplicationStatus, type AgencyDecision, agencyRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getAgencyApplicationQueueQueryOptions = (status: AgencyApplicationStatus) =>
  queryOptions({ queryKey: ["admin", "agency-applications", status], queryFn: () => callApi(agencyRoutes.queue, { query: { status } }) });

export function useAgencyApplicationQueue(status: AgencyApplicationStatus) {
  return useQuery(getAgencyApplicationQueueQueryOptions(status));
}

export type AgencyDecisionInput = { id: string; companyName: string; decision: AgencyDecision; reason?: string };

export function useDecideAgencyApplication({ onSuccess, onError }: { onSuccess: (input: AgencyDecisionInput) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, reason }: AgencyDecisionInput) => callApi(agencyRoutes.decide, { params: { id }, body: reason ? { decision, reason } : { decision } }),
    onSuccess: (_decision, input) => onSuccess(input),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
