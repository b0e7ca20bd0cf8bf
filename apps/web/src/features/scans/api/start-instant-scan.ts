// POST /api/instant-scans: starts a visitor's free preview scan of the top 10 platforms.
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export const startInstantScan = ({ creatorName }: { creatorName: string }): Promise<{ scanId: string }> =>
  api.post<{ scanId: string }>("/api/instant-scans", { creatorName });

export function useStartInstantScan({ onSuccess }: { onSuccess: (scanId: string, creatorName: string) => void }) {
  return useMutation({
    mutationFn: startInstantScan,
    onSuccess: ({ scanId }, { creatorName }) => onSuccess(scanId, creatorName),
  });
}
