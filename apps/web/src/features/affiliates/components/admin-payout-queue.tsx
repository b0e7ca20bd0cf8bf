// /admin/payouts (issue 19): affiliates' payout requests, open ones first (oldest first), the rest a
// click away (`?status=`). A request is approved, then marked paid once the money is sent, or
// rejected with a note the affiliate reads in the e-mail. Refunds since the request show as the
// amount they took out of it.
import { type AdminPayout, PAYOUT_NOTE_MAX, type PayoutDecision, payoutStatuses } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ReviewQueue, useQueueStatus } from "@/components/review-queue";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/form-controls";
import { useDecidePayout, usePayoutQueue } from "../api/affiliates";
import { formatMoney } from "./money";

function PayoutCard({ payout, pending, onDecide }: { payout: AdminPayout; pending: boolean; onDecide: (decision: PayoutDecision, note: string) => void }) {
  const { t, i18n } = useTranslation("affiliates");
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const money = (cents: number) => formatMoney(cents, payout.currency, i18n.language);
  const open = payout.status === "requested" || payout.status === "approved";
  const decide = (decision: PayoutDecision) => {
    if (decision === "reject" && !note.trim()) return setProblem(t("queue.noteRequired"));
    onDecide(decision, note.trim());
  };
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-5" data-testid="payout-request" aria-label={payout.user.email}>
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold tabular-nums">{money(payout.amountCents)}</h2>
        <Badge variant="outline">{t(`payout.statuses.${payout.status}`)}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">
          {t("queue.requestedAt")} {new Date(payout.createdAt).toLocaleString(i18n.language)}
        </span>
      </header>
      <dl className="grid gap-1 text-sm sm:grid-cols-[9rem_1fr]">
        <dt className="text-muted-foreground">{t("queue.account")}</dt>
        <dd>{payout.user.email}</dd>
        <dt className="text-muted-foreground">{t("queue.method")}</dt>
        <dd>{t(`methods.${payout.method}`)}</dd>
        <dt className="text-muted-foreground">{t("queue.details")}</dt>
        <dd className="font-mono break-all">{Object.values(payout.details).join(" · ")}</dd>
        <dt className="text-muted-foreground">{t("queue.commissions")}</dt>
        <dd>
          {payout.commissions.toLocaleString(i18n.language)}
          {payout.reversedCents > 0 ? ` · ${t("queue.reversed", { amount: money(payout.reversedCents) })}` : ""}
        </dd>
        {payout.note ? (
          <>
            <dt className="text-muted-foreground">{t("payout.note")}</dt>
            <dd className="whitespace-pre-wrap">{payout.note}</dd>
          </>
        ) : null}
      </dl>
      {open ? (
        <div className="grid gap-3">
          <TextareaField label={t("queue.note")} hint={t("queue.noteHint")} error={problem ?? undefined} maxLength={PAYOUT_NOTE_MAX} value={note} onChange={(event) => (setNote(event.target.value), setProblem(null))} />
          <div className="flex flex-wrap gap-2">
            {payout.status === "requested" ? (
              <Button disabled={pending} onClick={() => decide("approve")}>
                {t("queue.approve")}
              </Button>
            ) : (
              <Button disabled={pending} onClick={() => decide("paid")}>
                {t("queue.markPaid")}
              </Button>
            )}
            <Button variant="outline" disabled={pending} onClick={() => decide("reject")}>
              {t("queue.reject")}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}

export function AdminPayoutQueue() {
  const { t } = useTranslation("affiliates");
  const [status, setStatus] = useQueueStatus(payoutStatuses);
  const queue = usePayoutQueue(status);
  const decide = useDecidePayout({ onError: (error) => toast.error(error.message) });
  return (
    <ReviewQueue
      title={t("queue.title")}
      intro={t("queue.intro")}
      filterLabel={t("queue.title")}
      statuses={payoutStatuses}
      status={status}
      statusLabel={(option) => t(`payout.statuses.${option}`)}
      onStatus={setStatus}
      query={queue}
      empty={t("queue.empty")}
      items={queue.data?.payouts.map((payout) => (
        <PayoutCard
          key={payout.id}
          payout={payout}
          pending={decide.isPending}
          onDecide={(decision, note) => decide.mutate({ id: payout.id, decision, note: note || undefined }, { onSuccess: () => toast.success(t("queue.done")) })}
        />
      ))}
    />
  );
}
