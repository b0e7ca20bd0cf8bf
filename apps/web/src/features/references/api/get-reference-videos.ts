// GET /api/reference-videos: the creator's reference videos with their upload and sampling progress
// and their filmstrips. Polled every second while one is uploading or processing; otherwise fetched
// again before the frames' signed links expire (ADR 018).
import { type ReferenceVideoList, referenceRoutes } from "@unleak/contracts";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { referencesQueryKey } from "./get-references";

export const VIDEO_PROGRESS_POLL_MS = 1000;

export const getReferenceVideos = () => callApi(referenceRoutes.videos);

export const referenceVideosQueryKey = ["reference-videos"] as const;

/** Whether a video is still on its way: its bytes arriving or its frames being sampled. */
export const isUnderway = (list: ReferenceVideoList | undefined) => !!list?.videos.some((video) => video.status === "uploading" || video.status === "processing");

export const getReferenceVideosQueryOptions = () =>
  queryOptions({
    queryKey: referenceVideosQueryKey,
    queryFn: getReferenceVideos,
    refetchInterval: (query) => (isUnderway(query.state.data) ? VIDEO_PROGRESS_POLL_MS : SIGNED_URL_REFRESH_MS),
  });

export function useReferenceVideos() {
  return useQuery(getReferenceVideosQueryOptions());
}

/** After a change to a video or a frame: both lists (the frames are references, and count in the quota). */
export const refreshReferenceMedia = (queryClient: QueryClient) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: referenceVideosQueryKey }), queryClient.invalidateQueries({ queryKey: referencesQueryKey })]).then(() => undefined);
