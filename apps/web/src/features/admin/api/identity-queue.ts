// The identity review queue, for administrators: pending verifications with 5-minute document
// links, and the decisions on them. The queue refetches before its links expire.
import { identityReviewRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

const LINK_REFRESH_MS = 4 * 60_000;

export const getIdentityQueue = () => callApi(identityReviewRoutes.queue);

export const getIdentityQueueQueryOptions = () => queryOptions({ queryKey: ["admin", "identity-verifications"], queryFn: getIdentityQueue, refetchInterval: LINK_REFRESH_MS });

export function useIdentityQueue() {
  return useQuery(getIdentityQueueQueryOptions());
}

export type IdentityDecisionInput = { id: string; outcome: "approved" } | { id: string; outcome: "rejected"; reason: string };

export const decideIdentity = (input: IdentityDecisionInput) =>
  input.outcome === "approved"
    ? callApi(identityReviewRoutes.approve, { params: { id: input.id } })
    : callApi(identityReviewRoutes.reject, { params: { id: input.id }, body: { reason: input.reason } });

/** Approves or rejects; the queue reloads whether it worked or someone else decided first (409). */
export function useDecideIdentity({ onSuccess, onError }: { onSuccess: (input: IdentityDecisionInput) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideIdentity,
    onSuccess: (_decision, input) => onSuccess(input),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getIdentityQueueQueryOptions().queryKey }),
  });
}
