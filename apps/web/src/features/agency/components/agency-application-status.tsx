// Where an application stands (issue 17): being reviewed, rejected with the administrator's
// reason, or the agency the account already belongs to, with the way into its dashboard.
import type { AccountOverview, MyAgencyApplication } from "@unleak/contracts";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";

const tones = { info: "bg-muted", warning: "border-destructive/30 bg-destructive/5", success: "border-success/30 bg-success/5" };

function StatusFrame({ tone, title, children }: { tone: keyof typeof tones; title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section data-testid="agency-application-status" aria-labelledby={titleId} className={cn("grid gap-2 rounded-xl border p-5", tones[tone])}>
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OpenDashboard() {
  const { t } = useTranslation("agency");
  return (
    <Button asChild className="justify-self-start">
      <Link to={paths.agency.root.getHref()}>{t("apply.status.open")}</Link>
    </Button>
  );
}

/** The account's agency, or its latest application that made none (pending or rejected). */
type Status = { agency: NonNullable<AccountOverview["agency"]> } | { application: MyAgencyApplication & { status: "pending" | "rejected" } };

export function AgencyApplicationStatus(status: Status) {
  const { t, i18n } = useTranslation("agency");
  const day = (iso: string) => new Date(iso).toLocaleDateString(i18n.language);

  if ("agency" in status) {
    return (
      <StatusFrame tone="success" title={t("apply.status.member.title", { agency: status.agency.name })}>
        <p className="text-sm">{t("apply.status.member.text")}</p>
        <OpenDashboard />
      </StatusFrame>
    );
  }
  const { application } = status;
  const company = application.companyName;
  if (application.status === "pending") {
    return (
      <StatusFrame tone="info" title={t("apply.status.pending.title")}>
        <p className="text-sm">{t("apply.status.pending.text", { company, date: day(application.createdAt) })}</p>
      </StatusFrame>
    );
  }
  // An approved application shows as the agency it made (above), so only a rejection is left.
  return (
    <StatusFrame tone="warning" title={t("apply.status.rejected.title")}>
      <p className="text-sm">{t("apply.status.rejected.text", { company, date: day(application.decidedAt ?? application.createdAt) })}</p>
      {application.decisionReason ? <p className="whitespace-pre-wrap break-words text-sm font-medium">{t("apply.status.rejected.reason", { reason: application.decisionReason })}</p> : null}
      <p className="text-sm text-muted-foreground">{t("apply.status.rejected.again")}</p>
    </StatusFrame>
  );
}
