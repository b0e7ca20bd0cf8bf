// The state of the running subscription: renews on, cancels on, or a failed payment in its grace period.
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import type { SubscriptionCheck } from "../api/check-subscription";
import type { PlanId } from "../lib/plans";

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "long" }).format(new Date(iso));
}

export function SubscriptionSummary({ check, plan }: { check: SubscriptionCheck; plan: PlanId }) {
  const { t, i18n } = useTranslation("subscription");
  const { t: tPlans } = useTranslation("onboarding");
  const name = tPlans(`plans.${plan}.name`);
  const date = (iso: string) => formatDate(iso, i18n.language);

  if (check.status === "past_due") {
    const until = check.graceUntil ?? check.currentPeriodEnd;
    return (
      <Alert variant="destructive" data-testid="subscription-state">
        {until ? t("plans.pastDue", { plan: name, date: date(until) }) : t("plans.pastDueWithoutDate", { plan: name })}
      </Alert>
    );
  }
  if (!check.currentPeriodEnd) return null;
  return (
    <Alert role="status" data-testid="subscription-state">
      {check.cancelAtPeriodEnd ? t("plans.cancels", { plan: name, date: date(check.currentPeriodEnd) }) : t("plans.renews", { plan: name, date: date(check.currentPeriodEnd) })}
    </Alert>
  );
}
