// The removal request routes: the candidates the page offers, the preview of where notices would
// go (nothing sent), and the request itself, which queues the notices.
import { type LeakIds, takedownRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { noticesQueryKey } from "./notices";

export const removalCandidatesQueryKey = ["removal-candidates"] as const;

export const getRemovalCandidates = () => callApi(takedownRoutes.candidates);
export const removalCandidatesQueryOptions = () => queryOptions({ queryKey: removalCandidatesQueryKey, queryFn: getRemovalCandidates });

export function useRemovalCandidates() {
  return useQuery(removalCandidatesQueryOptions());
}

export const previewRemoval = (body: LeakIds) => callApi(takedownRoutes.preview, { body });

export function usePreviewRemoval() {
  return useMutation({ mutationFn: previewRemoval });
}

export const requestRemoval = (body: LeakIds) => callApi(takedownRoutes.request, { body });

/** A request changes the candidates, the notices and every leak's status. */
export function useRequestRemoval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRemoval,
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: ({ queryKey }) => [removalCandidatesQueryKey[0], noticesQueryKey[0], "leaks", "dashboard"].includes(String(queryKey[0])) }),
  });
}
