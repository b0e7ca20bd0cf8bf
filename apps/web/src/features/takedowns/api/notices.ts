// The notices routes: one page of the creator's notices, one notice with its text, log and replies,
// and where its PDF downloads from. Both poll while something is still to happen (realtime comes later).
import { type NoticeDetail, type NoticeFilters, type NoticePage, takedownRoutes, urlOf } from "@unleak/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { NOTICE_POLL_MS, noticeAwaitsReply, pageIsInFlight } from "../lib/polling";

export const noticesQueryKey = ["notices"] as const;

type NoticeQuery = Partial<NoticeFilters>;

export const getNotices = (query: NoticeQuery) => callApi(takedownRoutes.list, { query });

export const noticesQueryOptions = (query: NoticeQuery) =>
  queryOptions({
    queryKey: [...noticesQueryKey, "list", query],
    queryFn: () => getNotices(query),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) => (state.data && pageIsInFlight(state.data as NoticePage) ? NOTICE_POLL_MS : false),
  });

export function useNotices(query: NoticeQuery) {
  return useQuery(noticesQueryOptions(query));
}

export const getNotice = (id: string) => callApi(takedownRoutes.get, { params: { id } });

export const noticeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...noticesQueryKey, "detail", id],
    queryFn: () => getNotice(id),
    refetchInterval: ({ state }) => (state.data && noticeAwaitsReply(state.data as NoticeDetail) ? NOTICE_POLL_MS : false),
  });

export function useNotice(id: string) {
  return useQuery(noticeQueryOptions(id));
}

/** Where the notice's PDF downloads from (the session cookie proves it is the creator's). */
export const noticeDocumentUrl = (id: string) => urlOf(takedownRoutes.document, { params: { id } });
