// GET /api/references: the creator's reference pictures and video frames.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export type Reference = {
  id: string;
  kind: "image" | "video_frame";
  uploadId: string;
  sourceName: string | null;
  width: number;
  height: number;
  pdqQuality: number;
  url: string;
  createdAt: string;
};

export const getReferences = (): Promise<{ references: Reference[] }> => api.get<{ references: Reference[] }>("/api/references");

export const referencesQueryKey = ["references"] as const;

export const getReferencesQueryOptions = () => queryOptions({ queryKey: referencesQueryKey, queryFn: getReferences });

export function useReferences() {
  return useQuery(getReferencesQueryOptions());
}
