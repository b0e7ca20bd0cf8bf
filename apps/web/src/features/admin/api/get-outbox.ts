// The mail outbox, for administrators: the newest hundred messages the product wrote.
import { adminRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const getOutbox = () => callApi(adminRoutes.outbox);

export const getOutboxQueryOptions = () => queryOptions({ queryKey: ["admin", "outbox"], queryFn: getOutbox });

export function useOutbox() {
  return useQuery(getOutboxQueryOptions());
}
