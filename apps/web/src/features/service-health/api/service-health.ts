// The service health, for administrators: the queues, sites and mail on one call, a retry of a
// queue's failed jobs (which refreshes it), and the crash reports with one report's stacks.
import { serviceHealthRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

/** The counts change by themselves (jobs run, mail leaves): the page refreshes every half minute. */
const REFRESH_MS = 30_000;

export const getServiceHealthQueryOptions = () =>
  queryOptions({ queryKey: ["admin", "health"], queryFn: () => callApi(serviceHealthRoutes.health), refetchInterval: REFRESH_MS });

export function useServiceHealth() {
  return useQuery(getServiceHealthQueryOptions());
}

export function useRetryJobs({ onSuccess, onError }: { onSuccess: (answer: { retried: number }, name: string) => void; onError: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => callApi(serviceHealthRoutes.retryJobs, { params: { name } }),
    onSuccess,
    onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: getServiceHealthQueryOptions().queryKey }),
  });
}

export const getCrashGroupsQueryOptions = () => queryOptions({ queryKey: ["admin", "crash-reports"], queryFn: () => callApi(serviceHealthRoutes.crashReports), refetchInterval: REFRESH_MS });

export function useCrashGroups() {
  return useQuery(getCrashGroupsQueryOptions());
}

export function useCrashReport(id: string | null) {
  return useQuery({
    queryKey: ["admin", "crash-reports", id],
    queryFn: () => callApi(serviceHealthRoutes.crashReport, { params: { id: id! } }),
    enabled: id !== null,
  });
}
