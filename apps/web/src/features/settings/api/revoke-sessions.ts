// Ends one other session (by its id: the web never holds session tokens), or all but this one.
import { sessionRoutes } from "@unleak/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { authClient } from "@/lib/auth-client";
import { sessionsQueryKey } from "./list-sessions";

export const revokeSession = ({ id }: { id: string }) => callApi(sessionRoutes.revoke, { params: { id } });

export async function revokeOtherSessions(): Promise<void> {
  const { error } = await authClient.revokeOtherSessions();
  if (error) throw new Error(error.message ?? error.statusText);
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeSession, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: revokeOtherSessions, onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }) });
}
