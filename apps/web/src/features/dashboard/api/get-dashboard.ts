// GET /api/dashboard: the creator's protection at a glance.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { MatchQuality } from "@/components/evidence-badge";
import { api } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";

export type DashboardLeak = {
  id: string;
  url: string;
  siteName: string;
  title: string;
  kind: "picture" | "name";
  pictureMatch: { quality: MatchQuality } | null;
  status: "new" | "notice_sent" | "removed" | "whitelisted";
  thumbnailUrl: string | null;
  firstSeenAt: string;
};

export type DashboardScan = {
  id: string;
  kind: "instant" | "full" | "monitoring";
  status: "queued" | "running" | "completed" | "failed";
  percent: number;
  leakCount: number | null;
  newLeaks: number | null;
  createdAt: string;
  finishedAt: string | null;
};

export type Dashboard = {
  leaksFound: number;
  /** Listed and not yet marked by the creator. */
  leaksAwaitingReview: number;
  /** Marked as her own account, licensed or a false match. */
  leaksWhitelisted: number;
  byWeek: Array<{ week: string; leaks: number }>;
  byPlatform: Array<{ siteId: string; siteName: string; category: string; leaks: number }>;
  recentLeaks: DashboardLeak[];
  scans: DashboardScan[];
  nextScheduledScan: string | null;
};

export const getDashboard = (): Promise<Dashboard> => api.get<Dashboard>("/api/dashboard");

export const dashboardQueryKey = ["dashboard"] as const;

export const getDashboardQueryOptions = () => queryOptions({ queryKey: dashboardQueryKey, queryFn: getDashboard, refetchInterval: SIGNED_URL_REFRESH_MS });

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
