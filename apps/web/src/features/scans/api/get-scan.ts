// GET /api/scans/:id: one scan's state and, once completed, its result (docs/api/scans.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { type Scan, scanRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import { SIGNED_URL_REFRESH_MS } from "@/lib/signed-urls";

export const getScan = ({ scanId }: { scanId: string }): Promise<Scan> => callApi(scanRoutes.get, { params: { id: scanId } });

export const scanQueryKey = (scanId: string) => ["scans", "detail", scanId] as const;

// The sample thumbnails are signed links that live 5 minutes: fetched again before they expire.
export const getScanQueryOptions = (scanId: string) =>
  queryOptions({ queryKey: scanQueryKey(scanId), queryFn: () => getScan({ scanId }), refetchInterval: SIGNED_URL_REFRESH_MS });

export function useScan(scanId: string | null) {
  return useQuery({ ...getScanQueryOptions(scanId ?? ""), enabled: !!scanId });
}
