// The notices list's filters, kept in the page's URL (?status=&page=) and sent as the list's query.
import { type NoticeStatus, noticeStatuses } from "@unleak/contracts";

export const NOTICE_PAGE_SIZE = 25;

export type NoticeListFilters = { status?: NoticeStatus; page: number };

export function noticeFiltersFromSearch(search: URLSearchParams): NoticeListFilters {
  const status = search.get("status");
  const page = Number(search.get("page"));
  return {
    status: (noticeStatuses as readonly string[]).includes(status ?? "") ? (status as NoticeStatus) : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export function noticeFiltersToSearch(filters: NoticeListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.status) search.set("status", filters.status);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

export const noticePageCount = (total: number, pageSize = NOTICE_PAGE_SIZE): number => Math.max(1, Math.ceil(total / pageSize));
