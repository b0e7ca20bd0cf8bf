// A registered creator's full scan: start it, follow it live, then its result and PDF report.
// The latest creator scan is read from the history, so a reload re-attaches to a running one.
import { useQueryClient } from "@tanstack/react-query";
import { Radar } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useScans } from "../api/get-scans";
import { useStartFullScan } from "../api/start-full-scan";
import { useScanProgress } from "../hooks/use-scan-progress";
import { scanErrorKey } from "../lib/scan-error";
import { isFinished } from "../lib/stages";
import { DownloadReportButton } from "./download-report-button";
import { ScanErrorAlert } from "./scan-error-alert";
import { ScanProgress } from "./scan-progress";
import { ScanResult } from "./scan-result";

export function FullScanPanel() {
  const { t, i18n } = useTranslation("scans");
  const queryClient = useQueryClient();
  const scans = useScans();
  const [startedId, setStartedId] = useState<string | null>(null);
  const latest = scans.data?.scans.find((scan) => scan.kind !== "instant") ?? null;
  const scanId = startedId ?? latest?.id ?? null;
  const start = useStartFullScan({ onSuccess: setStartedId });
  const { scan, progress } = useScanProgress(scanId);
  const running = !!progress && !isFinished(progress.status);
  const finished = scan.data?.status;

  // A scan that finishes while watched changes the leaks, the dashboard and the history.
  const sawRunning = useRef(false);
  useEffect(() => {
    if (running) sawRunning.current = true;
    if (!sawRunning.current || (finished !== "completed" && finished !== "failed")) return;
    sawRunning.current = false;
    void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "scans" || query.queryKey[1] === "list" });
  }, [running, finished, queryClient]);

  if (scans.isPending) return <Spinner />;
  const result = scan.data?.status === "completed" ? scan.data.result : null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });

  return (
    <div className="grid gap-6" data-testid="full-scan-panel">
      <div className="flex flex-wrap items-center gap-3">
        <Button size="lg" disabled={running || start.isPending} onClick={() => start.mutate()}>
          <Radar aria-hidden="true" />
          {running ? t("form.running") : result ? t("full.rescan") : t("full.start")}
        </Button>
        {result && scanId && <DownloadReportButton scanId={scanId} />}
        {result && (
          <Button asChild variant="link">
            <Link to={paths.app.leaks.getHref()}>{t("full.allLeaks")}</Link>
          </Button>
        )}
      </div>
      {!scanId && <p className="text-sm text-muted-foreground">{t("full.noneYet")}</p>}
      {scan.data?.finishedAt && !running && <p className="text-sm text-muted-foreground">{t("full.lastScan", { date: date.format(new Date(scan.data.finishedAt)) })}</p>}
      {start.isError && <ScanErrorAlert messageKey={scanErrorKey(start.error)} />}
      {progress?.status === "failed" && <ScanErrorAlert messageKey="errors.failed" />}
      {progress && running && <ScanProgress progress={progress} />}
      {result && !running && <ScanResult result={result} />}
    </div>
  );
}
