// One creator of the roster: her summary, leaks, scans, references, notices and fake profiles (read
// with the agency as the actor), and what the agency does for her: a full scan, a fake profile
// check, reference uploads and a removal request. Lists with signed picture links are fetched again before the links expire.
import { agencyRosterRoutes, type ReferenceUpload, referenceUploadSchema, urlOf } from "@unleak/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "@/lib/api-client";
import { currentLanguage } from "@/lib/i18n";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";

const SCAN_POLL_MS = 5_000;

export const creatorQueryKey = (id: string) => ["agency", "creator", id] as const;

export const getCreatorQueryOptions = (id: string) => queryOptions({ queryKey: [...creatorQueryKey(id), "summary"], queryFn: () => callApi(agencyRosterRoutes.get, { params: { id } }) });

export const getCreatorLeaksQueryOptions = (id: string, page: number) =>
  queryOptions({
    queryKey: [...creatorQueryKey(id), "leaks", page],
    queryFn: () => callApi(agencyRosterRoutes.leaks, { params: { id }, query: { page, pageSize: 25 } }),
    refetchInterval: SIGNED_URL_REFRESH_MS,
  });

export const getCreatorReferencesQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...creatorQueryKey(id), "references"], queryFn: () => callApi(agencyRosterRoutes.references, { params: { id } }), refetchInterval: SIGNED_URL_REFRESH_MS });

/** Her scans; asked again every few seconds while one runs. */
export const getCreatorScansQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...creatorQueryKey(id), "scans"],
    queryFn: () => callApi(agencyRosterRoutes.scans, { params: { id } }),
    refetchInterval: (query) => (query.state.data?.scans.some((scan) => scan.status === "queued" || scan.status === "running") ? SCAN_POLL_MS : false),
  });

export const getCreatorNoticesQueryOptions = (id: string) => queryOptions({ queryKey: [...creatorQueryKey(id), "notices"], queryFn: () => callApi(agencyRosterRoutes.notices, { params: { id }, query: { page: 1, pageSize: 25 } }) });

/** Her fake profiles, highest risk first; asked again every few seconds while a check runs. */
export const getCreatorFakeProfilesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...creatorQueryKey(id), "fake-profiles"],
    queryFn: () => callApi(agencyRosterRoutes.fakeProfiles, { params: { id }, query: { page: 1, pageSize: 25 } }),
    refetchInterval: (query) => (query.state.data?.checkRunning ? SCAN_POLL_MS : false),
  });

export const useRosterCreator = (id: string) => useQuery(getCreatorQueryOptions(id));
export const useCreatorLeaks = (id: string, page: number) => useQuery(getCreatorLeaksQueryOptions(id, page));
export const useCreatorScans = (id: string) => useQuery(getCreatorScansQueryOptions(id));
export const useCreatorReferences = (id: string) => useQuery(getCreatorReferencesQueryOptions(id));
export const useCreatorNotices = (id: string) => useQuery(getCreatorNoticesQueryOptions(id));
export const useCreatorFakeProfiles = (id: string) => useQuery(getCreatorFakeProfilesQueryOptions(id));

/** A change to her data reloads everything of hers the page shows. */
function useCreatorChange<I, O>(id: string, mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: creatorQueryKey(id) }) });
}

export const useStartCreatorScan = (id: string) => useCreatorChange(id, () => callApi(agencyRosterRoutes.startScan, { params: { id } }));

export const useCheckCreatorFakeProfiles = (id: string) => useCreatorChange(id, () => callApi(agencyRosterRoutes.checkFakeProfiles, { params: { id } }));

export const useRequestCreatorRemoval = (id: string) => useCreatorChange(id, (leakIds: string[]) => callApi(agencyRosterRoutes.requestRemoval, { params: { id }, body: { leakIds } }));

/** Uploads the files for her in one multipart request; the kept ones and each refused one with the server's reason. */
export async function uploadCreatorReferences(id: string, files: File[]): Promise<ReferenceUpload> {
  const form = new FormData();
  for (const file of files) form.append("file", file, file.name);
  let response: Response;
  try {
    response = await fetch(urlOf(agencyRosterRoutes.uploadReference, { params: { id } }), {
      method: "POST",
      body: form,
      credentials: "same-origin",
      headers: { Accept: "application/json", "Accept-Language": currentLanguage() },
    });
  } catch (cause) {
    throw new ApiError({ code: "NETWORK_ERROR", message: String(cause), status: 0 });
  }
  const payload: unknown = await response.json().catch(() => null);
  const kept = referenceUploadSchema.safeParse(payload);
  if (response.ok && kept.success) return kept.data;
  const error = (payload as { error?: { code?: string; message?: string } } | null)?.error;
  throw new ApiError({ code: error?.code ?? `HTTP_${response.status}`, message: error?.message ?? response.statusText, status: response.status });
}

export const useUploadCreatorReferences = (id: string) => useCreatorChange(id, (files: File[]) => uploadCreatorReferences(id, files));
