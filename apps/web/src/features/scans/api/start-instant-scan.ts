// POST /api/instant-scans: starts a visitor's free preview scan of the top 10 platforms.
import { useMutation } from "@tanstack/react-query";
import { instantScanRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import { captchaHeaders } from "@/lib/captcha";

/** `captcha`: the solved bot check (X-Captcha), which the server requires. */
export const startInstantScan = ({ creatorName, captcha }: { creatorName: string; captcha?: string | null }) =>
  callApi(instantScanRoutes.start, { body: { creatorName }, headers: captchaHeaders(captcha) });

export function useStartInstantScan({ onSuccess, onSettled }: { onSuccess: (scanId: string, creatorName: string) => void; onSettled?: () => void }) {
  return useMutation({
    mutationFn: startInstantScan,
    onSettled,
    onSuccess: ({ scanId }, { creatorName }) => onSuccess(scanId, creatorName),
  });
}
