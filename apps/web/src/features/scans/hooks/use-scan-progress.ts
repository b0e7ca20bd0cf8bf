// Follows one scan live: the stored state from GET /api/scans/:id and the server-sent events of
// GET /api/scans/:id/events. After a dropped connection the stored state is read again, and the
// event stream itself starts with the current state, so a reconnecting page catches up.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { scanQueryKey, useScan } from "../api/get-scan";
import { isFinished, latestProgress, parseProgressEvent, type ScanProgress } from "../lib/stages";

export function useScanProgress(scanId: string | null) {
  const queryClient = useQueryClient();
  const scan = useScan(scanId);
  const [live, setLive] = useState<{ scanId: string; progress: ScanProgress } | null>(null);
  const stored: ScanProgress | null = scan.data ? { status: scan.data.status, stage: scan.data.stage, percent: scan.data.percent } : null;
  const storedFinished = isFinished(stored?.status);

  useEffect(() => {
    if (!scanId || !scan.isSuccess || storedFinished) return;
    const source = new EventSource(`/api/scans/${encodeURIComponent(scanId)}/events`);
    const refresh = () => queryClient.invalidateQueries({ queryKey: scanQueryKey(scanId) });
    const onEvent = (event: MessageEvent<string>) => {
      const progress = parseProgressEvent(event.data);
      if (progress) setLive({ scanId, progress });
      if (event.type !== "progress") {
        source.close();
        void refresh();
      }
    };
    source.addEventListener("progress", onEvent);
    source.addEventListener("completed", onEvent);
    source.addEventListener("failed", onEvent);
    source.onerror = () => void refresh();
    return () => source.close();
  }, [scanId, scan.isSuccess, storedFinished, queryClient]);

  const liveProgress = live && live.scanId === scanId ? live.progress : null;
  // The result only arrives with the stored state: until then a finished stream shows 100 % running.
  const progress = storedFinished ? stored : latestProgress(stored, liveProgress);
  return { scan, progress };
}
