// TanStack Query defaults (spec §9): 3 retries, 1 s doubling to 30 s, 5 minutes gcTime —
// except that a 4xx answer is final and never retried. An account suspended meanwhile (any
// answer 403 ACCOUNT_SUSPENDED) reloads /api/me, so the suspension screen replaces the page.
import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import {
  QUERY_GC_TIME_MS,
  QUERY_RETRIES,
  QUERY_RETRY_BASE_DELAY_MS,
  QUERY_RETRY_MAX_DELAY_MS,
} from "@/config/constants";
import { ApiError } from "./api-client";
import { currentUserQueryKey } from "./current-user";

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < QUERY_RETRIES;
}

export function retryDelay(attemptIndex: number): number {
  return Math.min(QUERY_RETRY_BASE_DELAY_MS * 2 ** attemptIndex, QUERY_RETRY_MAX_DELAY_MS);
}

export function isSuspension(error: unknown): boolean {
  return error instanceof ApiError && error.code === "ACCOUNT_SUSPENDED";
}

export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (isSuspension(error)) void client.invalidateQueries({ queryKey: currentUserQueryKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, gcTime: QUERY_GC_TIME_MS },
      mutations: { retry: false },
    },
  });
  return client;
}
