// /scans/:id: one of the creator's scans from the history (a full scan, or a free scan that
// joined the account), live while it runs, then its result with the PDF report.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useScanProgress } from "../hooks/use-scan-progress";
import { isFinished } from "../lib/stages";
import { DownloadReportButton } from "./download-report-button";
import { ScanErrorAlert } from "./scan-error-alert";
import { ScanProgress } from "./scan-progress";
import { ScanResult } from "./scan-result";

export function ScanPage({ id }: { id: string }) {
  const { t } = useTranslation("scans");
  const { scan, progress } = useScanProgress(id);
  const result = scan.data?.status === "completed" ? scan.data.result : null;
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6" data-testid="scan-page">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">
          {scan.data ? `${t("scanPage.title")}: ${t(`scanKind.${scan.data.kind}`)}` : t("scanPage.title")}
        </h1>
        <Button asChild variant="link">
          <Link to={paths.app.dashboard.getHref()}>{t("scanPage.back")}</Link>
        </Button>
      </div>
      {scan.data?.actedBy && (
        <p className="text-sm text-muted-foreground" data-testid="scan-acted-by">
          {scan.data.actedBy.memberEmail
            ? t("attribution.startedBy", { agency: scan.data.actedBy.agencyName, email: scan.data.actedBy.memberEmail })
            : t("attribution.startedByAgency", { agency: scan.data.actedBy.agencyName })}
        </p>
      )}
      {scan.isPending && <Spinner />}
      {scan.isError && <Alert variant="destructive">{t("scanPage.notFound")}</Alert>}
      {progress && !isFinished(progress.status) && <ScanProgress progress={progress} />}
      {scan.data?.status === "failed" && <ScanErrorAlert messageKey="errors.failed" />}
      {result && (
        <>
          <div className="flex flex-wrap gap-3">
            <DownloadReportButton scanId={id} />
            <Button asChild variant="link">
              <Link to={paths.app.leaks.getHref()}>{t("full.allLeaks")}</Link>
            </Button>
          </div>
          <ScanResult result={result} />
        </>
      )}
    </section>
  );
}
