// The guided demo for visitors: the sandbox's demo creator's own scan, shared by every visitor
// and run once on the server (it never uses the visitor's free scans), with each step explained
// beside it.
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDemoScan } from "../api/get-demo-scan";
import { useScanProgress } from "../hooks/use-scan-progress";
import { isFinished } from "../lib/stages";
import { DemoSteps } from "./demo-steps";
import { ScanErrorAlert } from "./scan-error-alert";
import { ScanProgress } from "./scan-progress";
import { ScanResult } from "./scan-result";

export const DEMO_CREATOR_NAME = "Nova Quill";

export function PlatformDemo() {
  const { t } = useTranslation("scans");
  const demo = useDemoScan();
  const { scan, progress } = useScanProgress(demo.data?.scanId ?? null);
  const running = !!progress && !isFinished(progress.status);
  const result = scan.data?.status === "completed" ? scan.data.result : null;
  const failed = demo.isError || scan.isError || scan.data?.status === "failed";
  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6" data-testid="platform-demo">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("demo.title")}</h1>
        <p className="text-muted-foreground">{t("demo.subtitle", { name: DEMO_CREATOR_NAME })}</p>
        <p className="text-sm text-muted-foreground">{t("demo.sharedNote")}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-[18rem_1fr]">
        <Card className="self-start">
          <CardContent className="pt-6">
            <DemoSteps current={result ? "result" : running ? "stages" : "name"} />
          </CardContent>
        </Card>
        <div className="grid content-start gap-6">
          {!failed && !result && !running && <Spinner />}
          {failed && <ScanErrorAlert messageKey="errors.failed" />}
          {progress && running && <ScanProgress progress={progress} creatorName={DEMO_CREATOR_NAME} />}
          {result && <ScanResult result={result} />}
        </div>
      </div>
    </section>
  );
}
