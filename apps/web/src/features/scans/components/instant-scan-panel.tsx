// The free instant scan: the name form, then live progress, then the result with the report form.
// The scan runs on the server; its id is shared by every tab, so a second tab re-attaches to it
// instead of starting another (the server refuses a second one with 409 anyway).
import { useEffect, useRef } from "react";
import type { CaptchaHandle } from "@/lib/captcha";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CaptchaField } from "@/components/captcha-field";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useStartInstantScan } from "../api/start-instant-scan";
import { useScanProgress } from "../hooks/use-scan-progress";
import { useTrackedInstantScan } from "../hooks/use-tracked-instant-scan";
import { readReportEmail } from "../lib/instant-scan-storage";
import { scanErrorKey } from "../lib/scan-error";
import { isFinished } from "../lib/stages";
import { CreatorNameForm } from "./creator-name-form";
import { ReportEmailForm, type ReportState } from "./report-email-form";
import { ScanErrorAlert } from "./scan-error-alert";
import { ScanProgress } from "./scan-progress";
import { ScanResult } from "./scan-result";

type InstantScanPanelProps = {
  defaultName?: string;
  /** Show the result here; otherwise `onCompleted` is told when a scan watched here finishes. */
  showResult?: boolean;
  /** Hide the form once a result is shown (the results page). */
  hideFormWithResult?: boolean;
  onCompleted?: (scanId: string) => void;
  /** The report by e-mail is already confirmed (the page says so itself). */
  hideReport?: boolean;
  readOnlyName?: boolean;
  /** Told where the visitor is: no scan yet, a running scan, or a result on screen. */
  onPhase?: (phase: "idle" | "running" | "result") => void;
};

export function InstantScanPanel({ defaultName, showResult = true, hideFormWithResult = false, onCompleted, hideReport = false, readOnlyName = false, onPhase }: InstantScanPanelProps) {
  const { t } = useTranslation("scans");
  const [tracked, setTracked] = useTrackedInstantScan();
  const captcha = useRef<CaptchaHandle>(null);
  // A solved bot check is good for one scan; the next start solves a new one.
  const start = useStartInstantScan({ onSuccess: (scanId, creatorName) => setTracked({ scanId, creatorName }), onSettled: () => captcha.current?.reset() });
  const { scan, progress } = useScanProgress(tracked?.scanId ?? null);
  const running = !!progress && !isFinished(progress.status);
  const status = progress?.status;

  // A scan this browser can no longer read (another cookie, expired) is forgotten.
  useEffect(() => {
    if (scan.isError) setTracked(null);
  }, [scan.isError, setTracked]);

  // Tell the page when a scan watched running here completes, not when an old result loads.
  const sawRunning = useRef(false);
  useEffect(() => {
    if (status === "queued" || status === "running") sawRunning.current = true;
    if (status === "completed" && sawRunning.current && tracked && scan.data?.status === "completed") {
      sawRunning.current = false;
      onCompleted?.(tracked.scanId);
    }
  }, [status, tracked, scan.data?.status, onCompleted]);

  const result = scan.data?.status === "completed" ? scan.data.result : null;
  const phase = running ? "running" : result ? "result" : "idle";
  useEffect(() => onPhase?.(phase), [phase, onPhase]);
  const stored = readReportEmail();
  const reported = stored && scan.data && stored.at >= Date.parse(scan.data.createdAt);
  const initialReport: ReportState = reported ? { state: "confirming", email: stored.email } : { state: "form" };

  return (
    <div className="grid gap-6">
      {!(hideFormWithResult && result) && (
        <CreatorNameForm
          defaultName={defaultName ?? tracked?.creatorName ?? ""}
          readOnly={readOnlyName}
          busy={start.isPending}
          running={running}
          onStart={(creatorName) => void (captcha.current?.answer() ?? Promise.resolve(null)).then((answer) => start.mutate({ creatorName, captcha: answer }))}
        />
      )}
      {!(hideFormWithResult && result) && <CaptchaField ref={captcha} />}
      {start.isError && <ScanErrorAlert messageKey={scanErrorKey(start.error)} />}
      {status === "failed" && <ScanErrorAlert messageKey="errors.failed" />}
      {progress && running && <ScanProgress progress={progress} creatorName={tracked?.creatorName} />}
      {!showResult && result && (
        <Button asChild variant="outline" className="justify-self-start">
          <Link to={paths.scanResults.getHref()}>{t("instantPage.viewResults")}</Link>
        </Button>
      )}
      {showResult && result && tracked && (
        <>
          <ScanResult result={result} />
          {!hideReport && <ReportEmailForm key={tracked.scanId} scanId={tracked.scanId} initial={initialReport} />}
        </>
      )}
    </div>
  );
}
