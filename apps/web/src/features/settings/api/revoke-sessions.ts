// Ends one other session, or all but this one.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";
import { sessionsQueryKey } from "./list-sessions";

export async function revokeSession({ token }: { token: string }): Promise<void> {
  const { error } = await authClient.revokeSession({ token });
  if (error) throw new Error(error.message ?? error.statusText);
}

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
