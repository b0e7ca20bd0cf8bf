// The job queue by kind: waiting, running, failed and completed in the last 24 hours, and a retry
// of each kind's failed jobs (recorded in the audit log).
import type { JobQueue } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { DataTable } from "@/components/data-table";
import { Button } from "@/components/ui/button";
import { useRetryJobs } from "../api/service-health";
import { HealthCard } from "./health-card";

export function JobQueueCard({ jobs }: { jobs: JobQueue[] }) {
  const { t } = useTranslation("operations");
  const retry = useRetryJobs({
    onSuccess: ({ retried }, name) => void toast.success(t("health.jobs.retried", { count: retried, name })),
    onError: (error) => void toast.error(t("health.jobs.retryFailed", { message: error.message })),
  });
  return (
    <HealthCard title={t("health.jobs.title")} description={t("health.jobs.intro")} testId="health-jobs">
      {jobs.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("health.jobs.empty")}</p>
      ) : (
        <DataTable columns={[...(["name", "waiting", "active", "failed", "completed"] as const).map((column) => t(`health.jobs.${column}`)), { label: t("health.jobs.actions"), hidden: true }]}>
          {jobs.map((job) => (
            <tr key={job.name} className="border-t" data-testid="job-queue-row">
              <td className="p-2 font-mono text-xs">{job.name}</td>
              <td className="p-2">{job.waiting}</td>
              <td className="p-2">{job.active}</td>
              <td className={job.failed > 0 ? "p-2 font-semibold text-destructive" : "p-2"}>{job.failed}</td>
              <td className="p-2">{job.completed}</td>
              <td className="p-2 text-right">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={job.retryable === 0 || retry.isPending}
                  aria-label={t("health.jobs.retryLabel", { name: job.name })}
                  onClick={() => retry.mutate(job.name)}
                >
                  {t("health.jobs.retry")}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </HealthCard>
  );
}
