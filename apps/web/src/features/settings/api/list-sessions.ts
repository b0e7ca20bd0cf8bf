// The signed-in user's active sessions (better-auth listSessions; the server strips their tokens).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { authClient } from "@/lib/auth-client";

export type ActiveSession = { id: string; userAgent?: string | null; ipAddress?: string | null; createdAt: Date | string; updatedAt: Date | string };

export async function listSessions(): Promise<ActiveSession[]> {
  const { data, error } = await authClient.listSessions();
  if (error) throw new Error(error.message ?? error.statusText);
  return data ?? [];
}

export const sessionsQueryKey = ["sessions"] as const;

export const getSessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: listSessions });

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
