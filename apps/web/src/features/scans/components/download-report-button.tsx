// Downloads the PDF report of a finished scan (registered creators).
import { FileDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useDownloadLeakReportPdf } from "../api/download-leak-report-pdf";

export function DownloadReportButton({ scanId }: { scanId: string }) {
  const { t } = useTranslation("scans");
  const download = useDownloadLeakReportPdf();
  return (
    <Button variant="outline" disabled={download.isPending} onClick={() => download.mutate({ scanId })}>
      <FileDown aria-hidden="true" />
      {download.isPending ? t("full.downloading") : t("full.downloadPdf")}
    </Button>
  );
}
