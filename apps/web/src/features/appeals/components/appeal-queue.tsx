// /admin/appeals: the appeals of suspensions, the open ones first (oldest first); the decided ones
// a click away (`?status=lifted|kept`). Each decision needs the answer the user is mailed.
import { appealStatuses } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ReviewQueue, useQueueStatus } from "@/components/review-queue";
import { useAppealQueue, useDecideAppeal } from "../api/appeal-queue";
import { AppealReviewCard } from "./appeal-review-card";

export function AppealQueue() {
  const { t } = useTranslation("appeals");
  const [status, setStatus] = useQueueStatus(appealStatuses);
  const queue = useAppealQueue(status);
  const decide = useDecideAppeal({
    onSuccess: (input) => void toast.success(t(input.decision === "lift" ? "queue.liftedToast" : "queue.keptToast")),
    onError: (error) => void toast.error(error.message || t("queue.failed")),
  });
  return (
    <ReviewQueue
      title={t("queue.title")}
      intro={t("queue.intro")}
      filterLabel={t("queue.filter")}
      statuses={appealStatuses}
      status={status}
      statusLabel={(option) => t(`queue.statuses.${option}`)}
      onStatus={setStatus}
      query={queue}
      empty={t(`queue.empty.${status}`)}
      items={queue.data?.appeals.map((appeal) => (
        <AppealReviewCard key={appeal.id} appeal={appeal} pending={decide.isPending} onDecide={(decision, response) => decide.mutate({ id: appeal.id, decision, response })} />
      ))}
    />
  );
}
