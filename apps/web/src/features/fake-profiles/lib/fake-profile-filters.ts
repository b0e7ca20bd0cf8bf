// The fake profile list's filters, kept in the page's URL and sent to GET /api/fake-profiles as its
// query string.
import type { FakeProfileStatus, fakeProfileRoutes, QueryOf } from "@unleak/contracts";

// Her verdicts (not_me, own_account) take a profile off the list for good: never offered as a filter.
export const VISIBLE_STATUSES = ["open", "reported", "self_report", "gone"] as const satisfies readonly FakeProfileStatus[];
export const FAKE_PROFILE_PAGE_SIZE = 25;

export type FakeProfileListFilters = {
  site?: string;
  status?: (typeof VISIBLE_STATUSES)[number];
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from the page's search parameters, dropping anything invalid. */
export function filtersFromSearch(search: URLSearchParams): FakeProfileListFilters {
  const page = Number(search.get("page"));
  return {
    site: search.get("site") || undefined,
    status: oneOf(VISIBLE_STATUSES, search.get("status")),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's own search parameters: only the filters that are set, page 1 left out. */
export function filtersToSearch(filters: FakeProfileListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.site) search.set("site", filters.site);
  if (filters.status) search.set("status", filters.status);
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

export function filtersToQuery(filters: FakeProfileListFilters, pageSize = FAKE_PROFILE_PAGE_SIZE): QueryOf<typeof fakeProfileRoutes.list> {
  return { site: filters.site, status: filters.status, page: filters.page, pageSize };
}

export function pageCount(total: number, pageSize = FAKE_PROFILE_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
