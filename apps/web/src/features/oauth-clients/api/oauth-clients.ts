// The OAuth clients page's calls (issue 19): her clients (secrets come back only from creating and
// rotating), the apps she connected, and the consent screen's request and answer.
import { type AuthorizationRequest, type NewOAuthClient, oauthClientRoutes } from "@unleak/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

const clientsKey = ["oauth-clients"] as const;
const appsKey = ["oauth-grants"] as const;

export function useOAuthClients() {
  return useQuery({ queryKey: clientsKey, queryFn: () => callApi(oauthClientRoutes.list) });
}

export function useConnectedApps() {
  return useQuery({ queryKey: appsKey, queryFn: () => callApi(oauthClientRoutes.connectedApps) });
}

function useClientMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsKey }) });
}

export const useRegisterClient = () => useClientMutation((body: NewOAuthClient) => callApi(oauthClientRoutes.create, { body }));
export const useRotateSecret = () => useClientMutation((id: string) => callApi(oauthClientRoutes.rotateSecret, { params: { id } }));
export const useRotateWebhookSecret = () => useClientMutation((id: string) => callApi(oauthClientRoutes.rotateWebhookSecret, { params: { id } }));
export const useDeleteClient = () => useClientMutation((id: string) => callApi(oauthClientRoutes.remove, { params: { id } }));

export function useRevokeApp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: string) => callApi(oauthClientRoutes.revokeApp, { params: { id } }), onSuccess: () => queryClient.invalidateQueries({ queryKey: appsKey }) });
}

export function useConsent(request: AuthorizationRequest | null) {
  return useQuery({ queryKey: ["oauth-consent", request], queryFn: () => callApi(oauthClientRoutes.consent, { query: request! }), enabled: request !== null, retry: false });
}

export function useDecide() {
  return useMutation({ mutationFn: (body: AuthorizationRequest & { allow: boolean }) => callApi(oauthClientRoutes.decide, { body }) });
}
