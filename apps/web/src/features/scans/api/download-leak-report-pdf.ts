// GET /api/scans/:id/report.pdf, saved as a file; toasts as in spec §8.
import { useMutation } from "@tanstack/react-query";
import { scanRoutes, urlOf } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ApiError } from "@/lib/api-client";
import { currentLanguage } from "@/lib/i18n";

export async function downloadLeakReportPdf({ scanId }: { scanId: string }): Promise<void> {
  const response = await fetch(urlOf(scanRoutes.reportPdf, { params: { id: scanId } }), {
    headers: { Accept: "application/pdf", "Accept-Language": currentLanguage() },
    credentials: "same-origin",
  });
  if (!response.ok) throw new ApiError({ code: `HTTP_${response.status}`, message: response.statusText, status: response.status });
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "")?.[1] ?? "unleak-report.pdf";
  const href = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

export function useDownloadLeakReportPdf() {
  const { t } = useTranslation("scans");
  return useMutation({
    mutationFn: downloadLeakReportPdf,
    onSuccess: () => void toast.success(t("full.pdfStarted")),
    onError: () => void toast.error(t("full.pdfFailed")),
  });
}
