// /admin/agencies (issue 17): the agency applications, the pending ones first (oldest first); the
// decided ones a click away (`?status=approved|rejected`).
import { agencyApplicationStatuses } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ReviewQueue, useQueueStatus } from "@/components/review-queue";
import { ApiError } from "@/lib/api-client";
import { useAgencyApplicationQueue, useDecideAgencyApplication } from "../api/agency-applications-review";
import { AgencyApplicationCard } from "./agency-application-card";

export function AgencyApplicationQueue() {
  const { t } = useTranslation("agency");
  const [status, setStatus] = useQueueStatus(agencyApplicationStatuses);
  const queue = useAgencyApplicationQueue(status);
  const decide = useDecideAgencyApplication({
    onSuccess: ({ decision, companyName }) => void toast.success(t(decision === "approve" ? "review.approved" : "review.rejected", { company: companyName })),
    onError: (error) => void toast.error(error instanceof ApiError && error.status === 409 ? t("review.conflict") : t("review.failed", { message: error.message })),
  });
  return (
    <ReviewQueue
      title={t("review.title")}
      intro={t("review.intro")}
      filterLabel={t("review.filter")}
      statuses={agencyApplicationStatuses}
      status={status}
      statusLabel={(option) => t(`review.statuses.${option}`)}
      onStatus={setStatus}
      query={queue}
      empty={t(`review.empty.${status}`)}
      items={queue.data?.applications.map((application) => (
        <AgencyApplicationCard
          key={application.id}
          application={application}
          pending={decide.isPending}
          onDecide={(decision, reason) => decide.mutate({ id: application.id, companyName: application.companyName, decision, reason })}
        />
      ))}
    />
  );
}
