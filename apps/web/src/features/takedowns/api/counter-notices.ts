// Counter-notices (issue 13): GET /api/counter-notices (per leak: the notice, the host's reply, the
// §512(g) restore window and the creator's decision) and POST /api/counter-notices/{id}/decision.
import { type CounterNoticeDecision, takedownRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const counterNoticesQueryKey = ["counter-notices"] as const;

export const getCounterNotices = () => callApi(takedownRoutes.counterNotices);
export const counterNoticesQueryOptions = () => queryOptions({ queryKey: counterNoticesQueryKey, queryFn: getCounterNotices });

export function useCounterNotices() {
  return useQuery(counterNoticesQueryOptions());
}

export const decideCounterNotice = ({ noticeId, decision }: { noticeId: string; decision: CounterNoticeDecision }) =>
  callApi(takedownRoutes.decideCounterNotice, { params: { id: noticeId }, body: { decision } });

export function useDecideCounterNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCounterNotice,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: counterNoticesQueryKey });
      await queryClient.invalidateQueries({ queryKey: ["leaks"] });
      await queryClient.invalidateQueries({ queryKey: ["notices"] });
    },
  });
}
