// GET /api/leaks/:id: one leak's evidence and the creator's picture it matched.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";
import { type Leak, leaksQueryKey } from "./get-leaks";

export type { LeakDisposition } from "./get-leaks";

export type LeakDetail = Leak & {
  evidence: { url: string; title: string; fetchedAt: string; httpStatus: number };
  matchedReference: { id: string; kind: "image" | "video_frame"; sourceName: string | null; url: string } | null;
};

export const getLeak = ({ id }: { id: string }): Promise<LeakDetail> => api.get<LeakDetail>(`/api/leaks/${encodeURIComponent(id)}`);

export const getLeakQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...leaksQueryKey, "detail", id], queryFn: () => getLeak({ id }), refetchInterval: SIGNED_URL_REFRESH_MS });

export function useLeak(id: string) {
  return useQuery(getLeakQueryOptions(id));
}
