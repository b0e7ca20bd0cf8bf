// One agency application as an administrator reads it (issue 17): the company, its website and
// contact, the roster's size, the message and the applicant's account; while pending, the reason
// (required to reject) and the decision; once decided, what was decided and by whom.
import { AGENCY_DECISION_REASON_MAX, type AdminAgencyApplication, type AgencyDecision, agencyDecisionBodySchema } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/form-controls";

type AgencyApplicationCardProps = {
  application: AdminAgencyApplication;
  pending: boolean;
  onDecide: (decision: AgencyDecision, reason: string | undefined) => void;
};

export function AgencyApplicationCard({ application, pending, onDecide }: AgencyApplicationCardProps) {
  const { t, i18n } = useTranslation("agency");
  const [reason, setReason] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language);

  const decide = (decision: AgencyDecision) => {
    const parsed = agencyDecisionBodySchema.safeParse({ decision, reason: reason.trim() ? reason : undefined });
    if (parsed.success) return onDecide(decision, parsed.data.reason);
    setProblem(reason.length > AGENCY_DECISION_REASON_MAX ? t("review.reasonTooLong", { max: AGENCY_DECISION_REASON_MAX }) : t("review.reasonRequired"));
  };

  const facts: Array<[string, React.ReactNode]> = [
    [
      t("review.website"),
      application.website ? (
        <a href={application.website} target="_blank" rel="noreferrer noopener" className="break-all text-primary hover:underline">
          {application.website}
        </a>
      ) : (
        "—"
      ),
    ],
    [t("review.contact"), `${application.contactName} · ${application.contactEmail}`],
    [t("review.rosterSize"), t(`apply.rosterSizes.${application.rosterSize}`)],
    [t("review.applicant"), application.applicant.email],
    [t("review.submittedAt"), when(application.createdAt)],
  ];

  return (
    <article data-testid="agency-application" aria-label={application.companyName} className="grid min-w-0 gap-4 rounded-xl border bg-card p-4 lg:grid-cols-[18rem_1fr]">
      <div className="grid content-start gap-2">
        <h2 className="break-words text-lg font-semibold">{application.companyName}</h2>
        <dl className="grid gap-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="grid min-w-0 gap-0.5">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="grid min-w-0 content-start gap-4">
        <section className="grid gap-1">
          <h3 className="text-sm font-medium">{t("review.message")}</h3>
          <p className="whitespace-pre-wrap break-words text-sm">{application.message || t("review.noMessage")}</p>
        </section>
        {application.status === "pending" ? (
          <div className="grid gap-2">
            <TextareaField
              label={t("review.reason")}
              hint={t("review.reasonHint", { max: AGENCY_DECISION_REASON_MAX })}
              error={problem}
              value={reason}
              rows={3}
              maxLength={AGENCY_DECISION_REASON_MAX}
              onChange={(event) => (setReason(event.target.value), setProblem(undefined))}
            />
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" disabled={pending} onClick={() => decide("reject")}>
                {t("review.reject")}
              </Button>
              <Button disabled={pending} onClick={() => decide("approve")}>
                {t("review.approve")}
              </Button>
            </div>
          </div>
        ) : (
          <section className="grid gap-1 text-sm">
            <Badge variant={application.status === "approved" ? "success" : "outline"} className="justify-self-start">
              {t(`review.statuses.${application.status}`)}
            </Badge>
            {application.decisionReason ? <p className="whitespace-pre-wrap break-words">{application.decisionReason}</p> : null}
            {application.decidedAt ? (
              <p className="text-xs text-muted-foreground">{t("review.decided", { email: application.decidedBy?.email ?? t("review.formerAdmin"), date: when(application.decidedAt) })}</p>
            ) : null}
          </section>
        )}
      </div>
    </article>
  );
}
