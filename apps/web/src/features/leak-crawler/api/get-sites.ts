// GET /api/sites: the monitored sites with their coverage tier, verification and last crawl.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type MonitoredSite = {
  id: string;
  name: string;
  category: string;
  tier: "preview" | "full" | "continuous";
  verified: boolean;
  lastCrawledAt: string | null;
  health: "healthy" | "errors" | "unknown";
};

export type SiteList = { target: "sandbox" | "live"; sites: MonitoredSite[] };

export const getSites = (): Promise<SiteList> => api.get<SiteList>("/api/sites");

export const sitesQueryKey = ["sites"] as const;

export const getSitesQueryOptions = () => queryOptions({ queryKey: sitesQueryKey, queryFn: getSites, refetchInterval: 60_000 });

export function useSites() {
  return useQuery(getSitesQueryOptions());
}
