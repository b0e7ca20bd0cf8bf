// The appeals of suspensions, for administrators: one status at a time, with 5-minute evidence
// links (refetched before they expire), and the decision on one. A decision reloads everything
// under "admin", so the panel's waiting counts follow.
import { type AppealDecision, appealRoutes, type AppealStatus } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

const LINK_REFRESH_MS = 4 * 60_000;

export const getAppealQueueQueryOptions = (status: AppealStatus) =>
  queryOptions({ queryKey: ["admin", "appeals", status], queryFn: () => callApi(appealRoutes.queue, { query: { status } }), refetchInterval: LINK_REFRESH_MS });

export function useAppealQueue(status: AppealStatus) {
  return useQuery(getAppealQueueQueryOptions(status));
}

export type AppealDecisionInput = { id: string; decision: AppealDecision; response: string };

export const decideAppeal = ({ id, decision, response }: AppealDecisionInput) => callApi(appealRoutes.decide, { params: { id }, body: { decision, response } });

/** Lifts or keeps; the lists reload whether it worked or someone else answered first (409). */
export function useDecideAppeal({ onSuccess, onError }: { onSuccess: (input: AppealDecisionInput) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideAppeal,
    onSuccess: (_decision, input) => onSuccess(input),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
