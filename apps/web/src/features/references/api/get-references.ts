// GET /api/references: the creator's reference pictures and video frames, and the plan's quota.
// Their links live 5 minutes (ADR 018), so the list is fetched again before they expire.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";

export type Reference = {
  id: string;
  kind: "image" | "video_frame";
  uploadId: string;
  sourceName: string | null;
  width: number;
  height: number;
  pdqQuality: number;
  /** Matched less well (ADR 020): too dark or flat, matched through a normalised view; or too uniform to match at all. */
  weak: boolean;
  weakReason: "low-contrast" | "featureless" | null;
  url: string;
  createdAt: string;
};

export type ReferenceQuota = {
  tier: string;
  uploads: { used: number; limit: number };
  bytes: { used: number; limit: number };
};

export type ReferencesAnswer = { references: Reference[]; quota: ReferenceQuota };

export const getReferences = (): Promise<ReferencesAnswer> => api.get<ReferencesAnswer>("/api/references");

export const referencesQueryKey = ["references"] as const;

export const getReferencesQueryOptions = () => queryOptions({ queryKey: referencesQueryKey, queryFn: getReferences, refetchInterval: SIGNED_URL_REFRESH_MS });

export function useReferences() {
  return useQuery(getReferencesQueryOptions());
}
