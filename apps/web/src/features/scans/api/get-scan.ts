// GET /api/scans/:id: one scan's state and, once completed, its result (docs/api/scans.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import type { ScanStage } from "../lib/stages";

export type ScanStatus = "queued" | "running" | "completed" | "failed";
export type MatchQuality = "exact" | "high" | "good";

export type DamageEstimate = {
  monthlyLoss: number;
  currency: string;
  estimatedMonthlyViews: number;
  leaksCounted: number;
  assumptions: {
    monthlyViewsPerLeak: Record<string, number>;
    conversionRate: number;
    pricePerMonth: number;
    qualityWeight: Record<MatchQuality, number>;
    nameOnlyWeight: number;
  };
};

export type SampleLeak = {
  siteName: string;
  category: string;
  title: string;
  kind: "picture" | "name";
  quality: MatchQuality;
  url?: string;
  thumbnailUrl: string | null;
  thumbnailBlurred: boolean;
};

export type ScanResult = {
  leakCount: number;
  newLeaks?: number;
  sitesScanned: number;
  byQuality: Record<MatchQuality, number>;
  /** Picture matches by quality and name mentions apart; null for scans stored before it existed. */
  byEvidence?: Record<MatchQuality | "name", number> | null;
  platforms: Array<{ siteId: string; siteName: string; category: string; leaks: number }>;
  damage: DamageEstimate | null;
  samples: SampleLeak[];
};

export type Scan = {
  id: string;
  kind: "instant" | "full" | "monitoring";
  scope: "preview" | "full";
  status: ScanStatus;
  stage: ScanStage;
  percent: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  failed: boolean;
  result: ScanResult | null;
};

export const getScan = ({ scanId }: { scanId: string }): Promise<Scan> => api.get<Scan>(`/api/scans/${encodeURIComponent(scanId)}`);

export const scanQueryKey = (scanId: string) => ["scans", "detail", scanId] as const;

// The sample thumbnails are signed links that live 5 minutes: fetched again before they expire.
export const getScanQueryOptions = (scanId: string) =>
  queryOptions({ queryKey: scanQueryKey(scanId), queryFn: () => getScan({ scanId }), refetchInterval: SIGNED_URL_REFRESH_MS });

export function useScan(scanId: string | null) {
  return useQuery({ ...getScanQueryOptions(scanId ?? ""), enabled: !!scanId });
}
