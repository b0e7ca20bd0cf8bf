// GET /api/references: the creator's reference pictures and video frames, and the plan's quota.
// Their links live 5 minutes (ADR 018), so the list is fetched again before they expire.
import { referenceRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";

export const getReferences = () => callApi(referenceRoutes.list);

export const referencesQueryKey = ["references"] as const;

export const getReferencesQueryOptions = () => queryOptions({ queryKey: referencesQueryKey, queryFn: getReferences, refetchInterval: SIGNED_URL_REFRESH_MS });

export function useReferences() {
  return useQuery(getReferencesQueryOptions());
}
