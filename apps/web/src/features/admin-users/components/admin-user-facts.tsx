// What the user's page tells about an account, section by section: profile, plan and payment,
// authorisation, the figures of its scans, leaks and notices, and why it is an administrator.
import type { AdminUserDetail } from "@unleak/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type FactRow, FactRows } from "@/components/fact-rows";

export function FactsSection({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className="grid content-start gap-3 rounded-xl border bg-card p-4" data-testid={testId}>
      <h2 className="font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: FactRow[] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      <FactRows rows={rows} />
    </dl>
  );
}

export function AdminUserFacts({ page }: { page: AdminUserDetail }) {
  const { t, i18n } = useTranslation("adminUsers");
  const date = (iso: string | null, style: "medium" | "short" = "medium") =>
    iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: style, ...(style === "medium" ? { timeStyle: "short" } : {}) }).format(new Date(iso)) : t("user.none");
  const yesNo = (value: boolean) => (value ? t("user.yes") : t("user.no"));
  const text = (value: string | null) => value || t("user.none");
  const { user, profile, subscription, authorisation, figures, admin } = page;
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(" ");
  const letter = authorisation.checklist.letter;

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FactsSection title={t("user.sections.profile")}>
        <Facts
          rows={[
            [t("user.profile.accountName"), text(user.name)],
            [t("user.profile.fullName"), text(fullName)],
            [t("user.profile.stageNames"), text(profile.stageNames.join(", "))],
            [t("user.profile.phone"), text(user.phoneNumber)],
            [t("user.profile.country"), text(profile.country)],
            [t("user.profile.language"), text(profile.language)],
            [t("user.profile.emailVerified"), yesNo(user.emailVerified)],
            [t("user.profile.twoFactor"), user.twoFactorEnabled ? t("user.on") : t("user.off")],
            [t("user.profile.identity"), yesNo(profile.identityVerified)],
          ]}
        />
      </FactsSection>
      <FactsSection title={t("user.sections.plan")}>
        <Facts
          rows={[
            [t("user.plan.tier"), t(`tiers.${profile.tier}`)],
            [t("user.plan.selectedPlan"), text(profile.selectedPlan)],
            ...(subscription
              ? ([
                  [t("user.plan.plan"), text(subscription.plan)],
                  [t("user.plan.status"), text(subscription.status)],
                  [t("user.plan.periodEnd"), date(subscription.currentPeriodEnd, "short")],
                  [t("user.plan.cancelAtPeriodEnd"), yesNo(subscription.cancelAtPeriodEnd)],
                  [t("user.plan.graceUntil"), date(subscription.graceUntil, "short")],
                ] as Array<[string, ReactNode]>)
              : []),
          ]}
        />
        {subscription ? null : <p className="text-sm text-muted-foreground">{t("user.plan.noSubscription")}</p>}
      </FactsSection>
      <FactsSection title={t("user.sections.authorisation")}>
        <p className="text-sm font-medium">{t(`user.authorisation.status.${authorisation.status}`)}</p>
        <Facts
          rows={[
            [t("user.authorisation.letter"), letter.signed ? t("user.authorisation.letterSigned", { date: date(letter.signedAt, "short") }) : t("user.authorisation.letterMissing")],
            [t("user.authorisation.identity"), t(`user.authorisation.identityStatus.${authorisation.checklist.identity.status}`)],
          ]}
        />
      </FactsSection>
      <FactsSection title={t("user.sections.figures")} testId="admin-user-figures">
        <Facts
          rows={[
            [t("user.figures.scans"), figures.scans.total],
            [t("user.figures.lastScan"), figures.scans.lastAt ? date(figures.scans.lastAt) : t("user.figures.never")],
            [t("user.figures.leaks"), figures.leaks.total],
            [t("user.figures.open"), figures.leaks.open],
            [t("user.figures.removed"), figures.leaks.removed],
            [t("user.figures.noticesSent"), figures.noticesSent],
          ]}
        />
      </FactsSection>
      <FactsSection title={t("user.sections.admin")} testId="admin-user-admin">
        {admin.isAdmin ? (
          <ul className="grid gap-1 text-sm">
            {admin.byRole ? <li>{t("user.admin.byRole")}</li> : null}
            {admin.byAdminEmails ? <li>{t("user.admin.byAdminEmails")}</li> : null}
          </ul>
        ) : (
          <p className="text-sm">{t("user.admin.none")}</p>
        )}
      </FactsSection>
    </div>
  );
}
