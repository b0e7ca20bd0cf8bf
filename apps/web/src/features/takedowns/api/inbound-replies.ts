// GET /api/admin/inbound-replies: the replies no notice was found for (administrators only).
import { takedownRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const inboundRepliesQueryOptions = () => queryOptions({ queryKey: ["admin", "inbound-replies"], queryFn: () => callApi(takedownRoutes.inbound) });

export function useInboundReplies() {
  return useQuery(inboundRepliesQueryOptions());
}
