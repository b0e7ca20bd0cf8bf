// GET /api/demo-scan: the platform demo's shared scan of the demo creator (started once on the
// server, no visitor quota); read and followed like any scan through its id.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { instantScanRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";

export const getDemoScan = () => callApi(instantScanRoutes.demo);

export const getDemoScanQueryOptions = () => queryOptions({ queryKey: ["scans", "demo"], queryFn: getDemoScan, staleTime: Infinity });

export function useDemoScan() {
  return useQuery(getDemoScanQueryOptions());
}
