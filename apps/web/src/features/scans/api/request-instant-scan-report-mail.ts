// POST /api/instant-scans/:id/report: mails a confirmation link; the report follows once confirmed.
import { useMutation } from "@tanstack/react-query";
import { instantScanRoutes } from "@unleak/contracts";
import { callApi } from "@/lib/api-client";
import { rememberReportEmail } from "../lib/instant-scan-storage";

export const requestInstantScanReportMail = ({ scanId, email }: { scanId: string; email: string }) => callApi(instantScanRoutes.requestReport, { params: { id: scanId }, body: { email } });

export function useRequestInstantScanReportMail() {
  return useMutation({
    mutationFn: requestInstantScanReportMail,
    // Spec §7: the address and time are kept so that sign-up can link these results.
    onSuccess: (_answer, { email }) => rememberReportEmail(email),
  });
}
