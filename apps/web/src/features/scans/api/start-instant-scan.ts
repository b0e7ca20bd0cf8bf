// POST /api/instant-scans: starts a visitor's free preview scan of the top 10 platforms.
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { captchaHeaders } from "@/lib/captcha";

/** `captcha`: the solved bot check (X-Captcha), which the server requires. */
export const startInstantScan = ({ creatorName, captcha }: { creatorName: string; captcha?: string | null }): Promise<{ scanId: string }> =>
  apiRequest<{ scanId: string }>("/api/instant-scans", { method: "POST", body: { creatorName }, headers: captchaHeaders(captcha) });

export function useStartInstantScan({ onSuccess, onSettled }: { onSuccess: (scanId: string, creatorName: string) => void; onSettled?: () => void }) {
  return useMutation({
    mutationFn: startInstantScan,
    onSettled,
    onSuccess: ({ scanId }, { creatorName }) => onSuccess(scanId, creatorName),
  });
}
