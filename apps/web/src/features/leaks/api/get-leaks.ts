// GET /api/leaks with the page's filters: the creator's leaks, newest first, one page at a time.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MatchQuality } from "@/components/quality-badge";
import { api } from "@/lib/api-client";
import { filtersToQuery, type LeakFilters } from "../lib/leak-filters";

export type LeakStatus = "new" | "notice_sent" | "removed" | "whitelisted";

export type Leak = {
  id: string;
  url: string;
  siteId: string;
  siteName: string;
  category: string;
  title: string;
  kind: "picture" | "name";
  quality: MatchQuality;
  status: LeakStatus;
  thumbnailUrl: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
};

export type LeakPage = { leaks: Leak[]; page: number; pageSize: number; total: number };

export const getLeaks = (filters: LeakFilters): Promise<LeakPage> => api.get<LeakPage>(`/api/leaks?${filtersToQuery(filters)}`);

export const leaksQueryKey = ["leaks"] as const;

export const getLeaksQueryOptions = (filters: LeakFilters) =>
  queryOptions({ queryKey: [...leaksQueryKey, "list", filters], queryFn: () => getLeaks(filters), placeholderData: keepPreviousData });

export function useLeaks(filters: LeakFilters) {
  return useQuery(getLeaksQueryOptions(filters));
}
