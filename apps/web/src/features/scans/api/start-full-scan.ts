// POST /api/scans { scope: "full" }: a registered creator's scan of 50+ platforms.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { scanRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import { scansQueryKey } from "./get-scans";

export const startFullScan = () => callApi(scanRoutes.start, { body: { scope: "full" } });

export function useStartFullScan({ onSuccess }: { onSuccess: (scanId: string) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startFullScan,
    onSuccess: ({ scanId }) => {
      onSuccess(scanId);
      return queryClient.invalidateQueries({ queryKey: scansQueryKey });
    },
  });
}
