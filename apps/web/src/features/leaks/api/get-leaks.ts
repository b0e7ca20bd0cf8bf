// GET /api/leaks with the page's filters: the creator's leaks, strongest evidence first, one page at a time.
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import type { MatchQuality } from "@/components/evidence-badge";
import { api } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { filtersToQuery, type LeakFilters } from "../lib/leak-filters";

export type LeakStatus = "new" | "notice_sent" | "removed" | "whitelisted";
export type LeakDisposition = "own_account" | "licensed" | "false_match";

export type Leak = {
  id: string;
  url: string;
  siteId: string;
  siteName: string;
  category: string;
  title: string;
  kind: "picture" | "name";
  /** Null for a name mention: no picture of the creator's matched. */
  pictureMatch: { quality: MatchQuality; distance: number | null; referenceId: string | null } | null;
  /** Null for a picture match (its name evidence is not recorded). */
  nameMatch: { confidence: MatchQuality } | null;
  status: LeakStatus;
  disposition: LeakDisposition | null;
  thumbnailUrl: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
};

export type LeakPage = { leaks: Leak[]; page: number; pageSize: number; total: number };

export const getLeaks = (filters: LeakFilters): Promise<LeakPage> => api.get<LeakPage>(`/api/leaks?${filtersToQuery(filters)}`);

export const leaksQueryKey = ["leaks"] as const;

export const getLeaksQueryOptions = (filters: LeakFilters) =>
  queryOptions({ queryKey: [...leaksQueryKey, "list", filters], queryFn: () => getLeaks(filters), placeholderData: keepPreviousData, refetchInterval: SIGNED_URL_REFRESH_MS });

export function useLeaks(filters: LeakFilters) {
  return useQuery(getLeaksQueryOptions(filters));
}
