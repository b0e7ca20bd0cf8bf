// How a simulated site answers its search box: loose word matching, a stable shuffled order
// and fixed-size result pages.
import { hashString } from "../world/random";
import type { WorldPage } from "../world/world-types";

export function matchesQuery(page: WorldPage, query: string): boolean {
  const tokens = query.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((token) => token.length >= 3);
  if (tokens.length === 0) return false;
  const haystack = [page.title, page.uploader, ...page.tags].join(" ").toLowerCase();
  const collapsed = haystack.replace(/[^\p{L}\p{N}]/gu, "");
  // Real site searches are loose: any word of the query is enough, which is why decoys show up.
  return tokens.some((token) => haystack.includes(token)) || collapsed.includes(tokens.join(""));
}

export function searchPages(pages: WorldPage[], query: string): WorldPage[] {
  const key = query.trim().toLowerCase();
  return pages
    .filter((page) => page.listed && matchesQuery(page, key))
    .sort((a, b) => hashString(a.siteId + a.id + key) - hashString(b.siteId + b.id + key));
}

export interface Pagination {
  param: string;
  kind: "page" | "offset";
}

/** 1-based page number requested by a search URL. */
export function requestedPage(url: URL, pagination: Pagination, perPage: number): number {
  const raw = Number.parseInt(url.searchParams.get(pagination.param) ?? "", 10);
  if (!Number.isFinite(raw)) return 1;
  return pagination.kind === "page" ? Math.max(1, raw) : Math.floor(Math.max(0, raw) / perPage) + 1;
}

export function pageHref(url: URL, pagination: Pagination, perPage: number, pageNumber: number): string {
  const next = new URL(url.pathname + url.search, "http://x");
  next.searchParams.set(pagination.param, String(pagination.kind === "page" ? pageNumber : (pageNumber - 1) * perPage));
  return next.pathname + next.search;
}
