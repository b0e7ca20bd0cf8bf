// The affiliate programme's calls (issue 19): its terms, the caller's earning hub, commission
// history and payout requests, and the administrators' payout queue. A payout request or an
// administrator's step reloads the hub and the admin counts.
import { affiliateRoutes, type PayoutDecision, type PayoutRequestBody, type PayoutStatus } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getProgrammeQueryOptions = () => queryOptions({ queryKey: ["affiliates", "programme"], queryFn: () => callApi(affiliateRoutes.programme, {}), staleTime: 5 * 60_000 });
export const useAffiliateProgramme = () => useQuery(getProgrammeQueryOptions());

export const getEarningHubQueryOptions = () => queryOptions({ queryKey: ["affiliates", "hub"], queryFn: () => callApi(affiliateRoutes.hub, {}) });
export const useEarningHub = (enabled = true) => useQuery({ ...getEarningHubQueryOptions(), enabled });

export const getCommissionsQueryOptions = (page: number) => queryOptions({ queryKey: ["affiliates", "commissions", page], queryFn: () => callApi(affiliateRoutes.commissions, { query: { page } }) });
export const useCommissions = (page: number) => useQuery(getCommissionsQueryOptions(page));

export const getMyPayoutsQueryOptions = () => queryOptions({ queryKey: ["affiliates", "payouts"], queryFn: () => callApi(affiliateRoutes.payouts, {}) });
export const useMyPayouts = () => useQuery(getMyPayoutsQueryOptions());

export function useRequestPayout({ onSuccess }: { onSuccess: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PayoutRequestBody) => callApi(affiliateRoutes.requestPayout, { body }),
    onSuccess,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["affiliates"] }),
  });
}

export const getPayoutQueueQueryOptions = (status: PayoutStatus) => queryOptions({ queryKey: ["admin", "payouts", status], queryFn: () => callApi(affiliateRoutes.queue, { query: { status } }) });
export const usePayoutQueue = (status: PayoutStatus) => useQuery(getPayoutQueueQueryOptions(status));

export type PayoutDecisionInput = { id: string; decision: PayoutDecision; note?: string };

/** An administrator's step; the lists reload whether it worked or someone else acted first (409). */
export function useDecidePayout({ onError }: { onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: PayoutDecisionInput) => callApi(affiliateRoutes.decide, { params: { id }, body: { decision, ...(note ? { note } : {}) } }),
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
