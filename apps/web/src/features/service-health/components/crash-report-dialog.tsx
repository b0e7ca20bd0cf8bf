// One crash report's stacks (the error's and React's component stack), who saw it and in which
// browser, then the group's other reports, each opening its own stacks.
import type { CrashReportEntry } from "@unleak/contracts";
import { Dialog } from "radix-ui";
import { useTranslation } from "react-i18next";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCrashReport } from "../api/service-health";

function Stacks({ report }: { report: CrashReportEntry }) {
  const { t } = useTranslation("operations");
  const pre = "max-h-64 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-words";
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">{t("health.crashes.stack")}</h4>
      <pre className={pre} data-testid="crash-stack">
        {report.stack ?? t("health.crashes.none")}
      </pre>
      <h4 className="text-sm font-medium">{t("health.crashes.componentStack")}</h4>
      <pre className={pre}>{report.componentStack ?? t("health.crashes.none")}</pre>
    </div>
  );
}

function ReportFacts({ report }: { report: CrashReportEntry }) {
  const { t, i18n } = useTranslation("operations");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "medium" });
  return (
    <p className="text-sm break-words text-muted-foreground">
      {when.format(new Date(report.reportedAt))} · {report.userEmail ?? t("health.crashes.visitor")} · {report.userAgent ?? t("health.crashes.noUserAgent")}
    </p>
  );
}

export function CrashReportDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation("operations");
  const view = useCrashReport(id);
  return (
    <Dialog.Root open={id !== null} onOpenChange={(isOpen) => !isOpen && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          data-testid="crash-report"
          className="fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="font-mono text-base font-semibold break-words">{view.data?.report.message ?? t("health.crashes.title")}</Dialog.Title>
          <Dialog.Description className="text-sm text-muted-foreground">
            {view.data ? t("health.crashes.groupSummary", { count: view.data.group.count }) : t("health.crashes.loading")}
          </Dialog.Description>
          {view.isPending ? (
            <PageLoader />
          ) : view.isError ? (
            <Alert variant="destructive">{t("health.crashes.loadFailed")}</Alert>
          ) : (
            <>
              <ReportFacts report={view.data.report} />
              <Stacks report={view.data.report} />
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold">{t("health.crashes.others", { count: view.data.others.length })}</h3>
                {view.data.others.length === 0 ? (
                  <p className="text-sm text-muted-foreground">{t("health.crashes.noOthers")}</p>
                ) : (
                  view.data.others.map((other) => (
                    <details key={other.id} className="rounded-md border p-3" data-testid="crash-other">
                      <summary className="cursor-pointer">
                        <ReportFacts report={other} />
                      </summary>
                      <Stacks report={other} />
                    </details>
                  ))
                )}
              </div>
            </>
          )}
          <div className="flex justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">{t("health.crashes.close")}</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
