// GET /api/leaks/:id: one leak's evidence and the creator's picture it matched.
import { leakRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { leaksQueryKey } from "./get-leaks";

export const getLeak = ({ id }: { id: string }) => callApi(leakRoutes.get, { params: { id } });

export const getLeakQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...leaksQueryKey, "detail", id], queryFn: () => getLeak({ id }), refetchInterval: SIGNED_URL_REFRESH_MS });

export function useLeak(id: string) {
  return useQuery(getLeakQueryOptions(id));
}
