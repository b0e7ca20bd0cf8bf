// GET /api/scans: the signed-in creator's scan history, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { scanRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";

export const getScans = () => callApi(scanRoutes.list);

export const scansQueryKey = ["scans", "list"] as const;

export const getScansQueryOptions = () => queryOptions({ queryKey: scansQueryKey, queryFn: getScans });

export function useScans() {
  return useQuery(getScansQueryOptions());
}
