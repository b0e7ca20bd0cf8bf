// The leak list's filters, kept in the page's URL and sent to GET /api/leaks as its query string.
import { type EvidenceStrength, evidenceStrengths, type leakRoutes, type LeakStatus, type QueryOf } from "@unleak/contracts";

// The statuses a leak can have since notices are sent (issue 12); the outcomes after "acknowledged"
// (removed, delisted, …) come with tracking (issue 13) and are offered then.
export const LEAK_STATUSES = ["new", "awaiting_confirmation", "queued", "sent", "acknowledged", "rejected", "failed", "whitelisted"] as const satisfies readonly LeakStatus[];
export const LEAK_PAGE_SIZE = 25;

export type LeakFilters = {
  site?: string;
  /** A picture match's quality, or "name" for name mentions without a picture match. */
  quality?: EvidenceStrength;
  status?: (typeof LEAK_STATUSES)[number];
  /** yyyy-mm-dd, first seen on or after */
  from?: string;
  /** yyyy-mm-dd, first seen on or before (the whole day) */
  to?: string;
  page: number;
};

const isDay = (value: string | null): value is string => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from the page's search parameters, dropping anything invalid. */
export function filtersFromSearch(search: URLSearchParams): LeakFilters {
  const page = Number(search.get("page"));
  return {
    site: search.get("site") || undefined,
    quality: oneOf(evidenceStrengths, search.get("quality")),
    status: oneOf(LEAK_STATUSES, search.get("status")),
    from: isDay(search.get("from")) ? search.get("from")! : undefined,
    to: isDay(search.get("to")) ? search.get("to")! : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** The page's own search parameters: only the filters that are set, page 1 left out. */
export function filtersToSearch(filters: LeakFilters): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of ["site", "quality", "status", "from", "to"] as const) {
    const value = filters[key];
    if (value) search.set(key, value);
  }
  if (filters.page > 1) search.set("page", String(filters.page));
  return search;
}

/** The API's query: dates as whole UTC days, the page size, always a page (unset filters left out). */
export function filtersToQuery(filters: LeakFilters, pageSize = LEAK_PAGE_SIZE): QueryOf<typeof leakRoutes.list> {
  return {
    site: filters.site,
    quality: filters.quality,
    status: filters.status,
    from: filters.from && `${filters.from}T00:00:00.000Z`,
    to: filters.to && `${filters.to}T23:59:59.999Z`,
    page: filters.page,
    pageSize,
  };
}

export function pageCount(total: number, pageSize = LEAK_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
