// /admin/appeals: the appeals of suspensions, the open ones first (oldest first); the decided ones
// a click away (`?status=lifted|kept`). Each decision needs the answer the user is mailed.
import { type AppealStatus, appealStatuses } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useAppealQueue, useDecideAppeal } from "../api/appeal-queue";
import { AppealReviewCard } from "./appeal-review-card";

const statusOf = (value: string | null): AppealStatus => appealStatuses.find((status) => status === value) ?? "open";

export function AppealQueue() {
  const { t } = useTranslation("appeals");
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusOf(searchParams.get("status"));
  const queue = useAppealQueue(status);
  const decide = useDecideAppeal({
    onSuccess: (input) => void toast.success(t(input.decision === "lift" ? "queue.liftedToast" : "queue.keptToast")),
    onError: (error) => void toast.error(error.message || t("queue.failed")),
  });

  return (
    <section className="flex w-full max-w-5xl min-w-0 flex-col gap-4">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("queue.title")}</h1>
        <p className="text-sm text-muted-foreground">{t("queue.intro")}</p>
      </header>
      <div role="group" aria-label={t("queue.filter")} className="flex flex-wrap gap-2">
        {appealStatuses.map((option) => (
          <Button key={option} size="sm" variant={option === status ? "default" : "outline"} aria-pressed={option === status} onClick={() => setSearchParams(option === "open" ? {} : { status: option })}>
            {t(`queue.statuses.${option}`)}
          </Button>
        ))}
      </div>
      {queue.isPending ? (
        <PageLoader />
      ) : queue.isError ? (
        <Alert variant="destructive">{queue.error.message}</Alert>
      ) : queue.data.appeals.length === 0 ? (
        <p>{t(`queue.empty.${status}`)}</p>
      ) : (
        queue.data.appeals.map((appeal) => (
          <AppealReviewCard key={appeal.id} appeal={appeal} pending={decide.isPending} onDecide={(decision, response) => decide.mutate({ id: appeal.id, decision, response })} />
        ))
      )}
    </section>
  );
}
