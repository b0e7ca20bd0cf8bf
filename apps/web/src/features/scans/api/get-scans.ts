// GET /api/scans: the signed-in creator's scan history, newest first.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { ScanStage } from "../lib/stages";
import type { Scan, ScanStatus } from "./get-scan";

export type ScanListItem = {
  id: string;
  kind: Scan["kind"];
  scope: Scan["scope"];
  status: ScanStatus;
  stage: ScanStage;
  percent: number;
  leakCount: number | null;
  newLeaks: number | null;
  createdAt: string;
  finishedAt: string | null;
};

export const getScans = (): Promise<{ scans: ScanListItem[] }> => api.get<{ scans: ScanListItem[] }>("/api/scans");

export const scansQueryKey = ["scans", "list"] as const;

export const getScansQueryOptions = () => queryOptions({ queryKey: scansQueryKey, queryFn: getScans });

export function useScans() {
  return useQuery(getScansQueryOptions());
}
