// The partner programme (issue 19): the application (with the bot check's answer) and the
// administrators' queue and decisions. A decision reloads everything under "admin", so the
// panel's counts follow.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type PartnerApplicationBody, type PartnerApplicationStatus, type PartnerDecisionBody, partnerRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import { captchaHeaders } from "@/lib/captcha";

export function useApplyAsPartner() {
  return useMutation({
    mutationFn: ({ captcha, ...body }: PartnerApplicationBody & { captcha: string | null }) => callApi(partnerRoutes.apply, { body, headers: captchaHeaders(captcha) }),
  });
}

export const partnerQueueQueryOptions = (status: PartnerApplicationStatus) =>
  queryOptions({ queryKey: ["admin", "partner-applications", status], queryFn: () => callApi(partnerRoutes.queue, { query: { status } }) });

export function usePartnerQueue(status: PartnerApplicationStatus) {
  return useQuery(partnerQueueQueryOptions(status));
}

export function useDecidePartnerApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: PartnerDecisionBody & { id: string }) => callApi(partnerRoutes.decide, { params: { id }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["admin"] }),
  });
}
