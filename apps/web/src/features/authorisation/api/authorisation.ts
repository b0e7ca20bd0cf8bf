// The authorisation routes: the status with its checklist, the valid letter, signing and revoking.
// Signing or revoking refreshes the status (and the shell's /api/me).
import { authorisationRoutes, type SignLetterRequest, urlOf } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { currentUserQueryKey } from "@/lib/current-user";

export const authorisationQueryKey = ["authorisation"] as const;
export const currentLetterQueryKey = ["digital-signature"] as const;

export const getAuthorisation = () => callApi(authorisationRoutes.status);
export const authorisationQueryOptions = () => queryOptions({ queryKey: authorisationQueryKey, queryFn: getAuthorisation });

export function useAuthorisation() {
  return useQuery(authorisationQueryOptions());
}

export function useCurrentLetter() {
  return useQuery({ queryKey: currentLetterQueryKey, queryFn: () => callApi(authorisationRoutes.current) });
}

/** Where the signed PDF downloads from (the session cookie proves it is the signer's). */
export const letterDocumentUrl = (id: string) => urlOf(authorisationRoutes.document, { params: { id } });

function useRefreshAuthorisation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([authorisationQueryKey, currentLetterQueryKey, currentUserQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useSignLetter() {
  const refresh = useRefreshAuthorisation();
  return useMutation({ mutationFn: (body: SignLetterRequest) => callApi(authorisationRoutes.sign, { body }), onSuccess: refresh });
}

export function useRevokeLetter() {
  const refresh = useRefreshAuthorisation();
  return useMutation({ mutationFn: () => callApi(authorisationRoutes.revoke), onSuccess: refresh });
}
