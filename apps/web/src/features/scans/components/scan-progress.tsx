// The running scan: a progress bar and the spec's stages (§2.5), each done, active or waiting.
import { Check, Circle, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { progressPercent, SCAN_STAGES, type ScanProgress as Progress, stageState } from "../lib/stages";

const stageIcon = { done: Check, active: LoaderCircle, pending: Circle } as const;

export function ScanProgress({ progress, creatorName }: { progress: Progress; creatorName?: string }) {
  const { t } = useTranslation("scans");
  const percent = progressPercent(progress);
  return (
    <Card data-testid="scan-progress" data-status={progress.status} data-stage={progress.stage}>
      <CardHeader>
        <CardTitle>{creatorName ? t("progress.title", { name: creatorName }) : t("progress.titleNoName")}</CardTitle>
        <p className="text-sm text-muted-foreground">{t("progress.otherTab")}</p>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-2">
          <div
            role="progressbar"
            aria-label={t("progress.label")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-3 w-full overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-500" style={{ width: `${percent}%` }} />
          </div>
          <p className="text-sm tabular-nums text-muted-foreground" data-testid="scan-percent">
            {t("progress.percent", { percent })}
          </p>
        </div>
        <ol className="grid gap-2">
          {SCAN_STAGES.map((stage) => {
            const state = stageState(stage, progress);
            const Icon = stageIcon[state];
            return (
              <li key={stage} data-testid={`stage-${stage}`} data-state={state} className="flex items-center gap-3 text-sm">
                <Icon aria-hidden="true" className={cn("size-4 shrink-0", state === "done" && "text-success", state === "active" && "animate-spin text-primary", state === "pending" && "text-muted-foreground")} />
                <span className={cn(state === "pending" && "text-muted-foreground", state === "active" && "font-medium")}>{t(`stages.${stage}`)}</span>
                <span className="sr-only">
                  {t(state === "done" ? "progress.stageDone" : state === "active" ? "progress.stageActive" : "progress.stagePending")}
                </span>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
