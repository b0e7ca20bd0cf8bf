// GET /api/identity-verification: the state of the creator's latest identity verification.
import { identityRoutes } from "@unleak/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const identityVerificationQueryKey = ["identity-verification"] as const;

export const getIdentityVerification = () => callApi(identityRoutes.get);

export function useIdentityVerification() {
  return useQuery(queryOptions({ queryKey: identityVerificationQueryKey, queryFn: getIdentityVerification }));
}
