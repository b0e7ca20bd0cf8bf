// /admin/partners (issue 19): the partner applications, pending ones first (oldest first), the
// decided ones a click away (`?status=approved|rejected`); each pending one is approved or rejected
// with a note the applicant reads in the e-mail.
import { type AdminPartnerApplication, PARTNER_NOTE_MAX, type PartnerDecision, partnerApplicationStatuses } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ReviewQueue, useQueueStatus } from "@/components/review-queue";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/form-controls";
import { useDecidePartnerApplication, usePartnerQueue } from "../api/partners";

function ApplicationCard({ application, pending, onDecide }: { application: AdminPartnerApplication; pending: boolean; onDecide: (decision: PartnerDecision, note: string) => void }) {
  const { t, i18n } = useTranslation("partners");
  const [note, setNote] = useState("");
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
  return (
    <article className="grid gap-3 rounded-xl border bg-card p-5" data-testid="partner-application">
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="text-lg font-semibold">{application.organisation}</h2>
        <Badge>{t(`kinds.${application.kind}`)}</Badge>
        <Badge variant="outline">{t(`admin.status.${application.status}`)}</Badge>
        <span className="ml-auto text-xs text-muted-foreground">{t("admin.sentAt", { when: when(application.createdAt) })}</span>
      </header>
      <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
        <dt className="text-muted-foreground">{t("admin.contact")}</dt>
        <dd>
          {application.contactName} · <a href={`mailto:${application.email}`}>{application.email}</a> ({application.signedIn ? t("admin.signedIn") : t("admin.visitor")}, {application.language})
        </dd>
        {application.website ? (
          <>
            <dt className="text-muted-foreground">{t("admin.website")}</dt>
            <dd>
              <a href={application.website} target="_blank" rel="noreferrer noopener">
                {application.website}
              </a>
            </dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">{t("admin.message")}</dt>
        <dd className="whitespace-pre-wrap">{application.message}</dd>
        {application.decidedAt ? (
          <>
            <dt className="text-muted-foreground">{t("admin.decided", { when: when(application.decidedAt) })}</dt>
            <dd className="whitespace-pre-wrap">{application.decisionNote}</dd>
          </>
        ) : null}
      </dl>
      {application.status === "pending" ? (
        <div className="grid gap-3">
          <TextareaField label={t("admin.note")} maxLength={PARTNER_NOTE_MAX} value={note} onChange={(event) => setNote(event.target.value)} />
          <div className="flex flex-wrap gap-2">
            <Button disabled={pending} onClick={() => onDecide("approve", note)}>
              {t("admin.approve")}
            </Button>
            <Button variant="outline" disabled={pending} onClick={() => onDecide("reject", note)}>
              {t("admin.reject")}
            </Button>
          </div>
        </div>
      ) : null}
    </article>
  );
}

export function AdminPartnerQueue() {
  const { t } = useTranslation("partners");
  const [status, setStatus] = useQueueStatus(partnerApplicationStatuses);
  const queue = usePartnerQueue(status);
  const decide = useDecidePartnerApplication();
  return (
    <ReviewQueue
      title={t("admin.title")}
      intro={t("admin.intro")}
      filterLabel={t("admin.title")}
      statuses={partnerApplicationStatuses}
      status={status}
      statusLabel={(option) => t(`admin.status.${option}`)}
      onStatus={setStatus}
      query={queue}
      empty={t("admin.empty")}
      items={queue.data?.applications.map((application) => (
        <ApplicationCard
          key={application.id}
          application={application}
          pending={decide.isPending}
          onDecide={(decision, note) =>
            decide.mutate(
              { id: application.id, decision, ...(note.trim() && { note }) },
              {
                onSuccess: () => void toast.success(t(decision === "approve" ? "admin.approved" : "admin.rejected")),
                onError: (error) => void toast.error(t("admin.failed", { message: error.message })),
              },
            )
          }
        />
      ))}
    />
  );
}
