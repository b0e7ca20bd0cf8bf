// The caller's privacy overview (GET /api/privacy) and its actions: asking for a data export, a
// fresh download link, scheduling and cancelling the deletion of the account (issue 19).
import { type DeletionRequest, privacyRoutes } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";

export const privacyQueryKey = ["privacy"] as const;

export const getPrivacyQueryOptions = () => queryOptions({ queryKey: privacyQueryKey, queryFn: () => callApi(privacyRoutes.overview) });

/** The overview; while an export is being prepared it is asked again every few seconds. */
export function usePrivacy({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPrivacyQueryOptions(), enabled, refetchInterval: (query) => (query.state.data?.export?.status === "queued" ? 3000 : false) });
}

export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => callApi(privacyRoutes.requestExport), onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyQueryKey }) });
}

/** A fresh one-time download address for a ready export (the mailed one stops working). */
export const renewExportLink = (id: string) => callApi(privacyRoutes.exportLink, { params: { id } });

/** The address that downloads the export a mailed token names (with the caller's session). */
export const exportDownloadUrl = (token: string) => `/api/privacy/exports/download?token=${encodeURIComponent(token)}`;

export function useScheduleDeletion() {
  return useMutation({ mutationFn: (body: DeletionRequest) => callApi(privacyRoutes.scheduleDeletion, { body }) });
}

export function useCancelDeletion() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => callApi(privacyRoutes.cancelDeletion), onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyQueryKey }) });
}
