// /admin/agencies (issue 17): the agency applications, the pending ones first (oldest first); the
// decided ones a click away (`?status=approved|rejected`).
import { type AgencyApplicationStatus, agencyApplicationStatuses } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/api-client";
import { useAgencyApplicationQueue, useDecideAgencyApplication } from "../api/agency-applications-review";
import { AgencyApplicationCard } from "./agency-application-card";

const statusOf = (value: string | null): AgencyApplicationStatus => agencyApplicationStatuses.find((status) => status === value) ?? "pending";

export function AgencyApplicationQueue() {
  const { t } = useTranslation("agency");
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get("status"));
  const queue = useAgencyApplicationQueue(status);
  const decide = useDecideAgencyApplication({
    onSuccess: ({ decision, companyName }) => void toast.success(t(decision === "approve" ? "review.approved" : "review.rejected", { company: companyName })),
    onError: (error) => void toast.error(error instanceof ApiError && error.status === 409 ? t("review.conflict") : t("review.failed", { message: error.message })),
  });

  return (
    <section className="flex w-full max-w-5xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("review.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("review.intro")}</p>
      </header>
      <div role="group" aria-label={t("review.filter")} className="flex flex-wrap gap-2">
        {agencyApplicationStatuses.map((option) => (
          <Button key={option} size="sm" variant={option === status ? "default" : "outline"} aria-pressed={option === status} onClick={() => setSearchParams(option === "pending" ? {} : { status: option })}>
            {t(`review.statuses.${option}`)}
          </Button>
        ))}
      </div>
      {queue.isPending ? (
        <PageLoader />
      ) : queue.isError ? (
        <Alert variant="destructive">{queue.error.message}</Alert>
      ) : queue.data.applications.length === 0 ? (
        <p>{t(`review.empty.${status}`)}</p>
      ) : (
        queue.data.applications.map((application) => (
          <AgencyApplicationCard
            key={application.id}
            application={application}
            pending={decide.isPending}
            onDecide={(decision, reason) => decide.mutate({ id: application.id, companyName: application.companyName, decision, reason })}
          />
        ))
      )}
    </section>
  );
}
