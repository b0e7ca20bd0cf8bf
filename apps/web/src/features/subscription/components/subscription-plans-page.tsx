// /subscription-plans: the three plans of spec §9 with the user's own marked, the way to pay for
// one, and, for a subscriber, the subscription's state and the portal to change or cancel it.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { useAuthSession } from "@/lib/auth-session";
import { useRefreshSubscription, useSubscription } from "../api/check-subscription";
import { useBillingActions } from "../hooks/use-billing-actions";
import { currentPlan, planChange, planIds, popularPlan, type PlanId } from "../lib/plans";
import { PlanOption } from "./plan-option";
import { SubscriptionSummary } from "./subscription-summary";

export function SubscriptionPlansPage() {
  const { t } = useTranslation("subscription");
  const { t: tPlans } = useTranslation("onboarding");
  const signedIn = !!useAuthSession().data;
  const subscription = useSubscription({ enabled: signedIn });
  const billing = useBillingActions();
  // Back from the portal the subscription may have changed there: this page asks the provider afresh.
  const { mutate: refresh } = useRefreshSubscription();
  useEffect(() => {
    if (signedIn) refresh();
  }, [signedIn, refresh]);
  const check = subscription.data;
  const current = currentPlan(check);
  const busy = billing.pending || (signedIn && subscription.isPending);

  const action = (plan: PlanId) => {
    const variant = plan === popularPlan ? "default" : "outline";
    const name = tPlans(`plans.${plan}.name`);
    if (!signedIn) {
      return (
        <Button asChild className="w-full" variant={variant}>
          <Link to={paths.auth.login.getHref()} state={{ from: paths.app.subscriptionPlans.getHref() }}>
            {t("plans.signInToChoose", { plan: name })}
          </Link>
        </Button>
      );
    }
    if (!current) {
      return (
        <Button className="w-full" variant={variant} disabled={busy} onClick={() => billing.choose(plan)}>
          {t("plans.choose", { plan: name })}
        </Button>
      );
    }
    const label = plan === current ? t("plans.manage") : t(`plans.${planChange(current, plan)}`);
    return (
      <Button className="w-full" variant={plan === current ? "default" : "outline"} disabled={busy} onClick={billing.manage}>
        {label}
      </Button>
    );
  };

  return (
    <section className="mx-auto grid w-full max-w-5xl gap-6" data-testid="subscription-plans">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("plans.title")}</h1>
        <p className="text-muted-foreground">{t("plans.description")}</p>
      </header>
      {check?.failure ? <Alert>{t(`check.${check.failure}`)}</Alert> : null}
      {check && current && check.plan ? <SubscriptionSummary check={check} plan={current} /> : null}
      {check?.subscriptionTier === "admin" && !current ? <Alert>{t("plans.staffAccess")}</Alert> : null}
      {billing.alreadySubscribed ? (
        <Alert className="flex flex-wrap items-center justify-between gap-3">
          {t("checkout.alreadySubscribed")}
          <Button size="sm" onClick={billing.manage} disabled={billing.pending}>
            {t("plans.manage")}
          </Button>
        </Alert>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {planIds.map((plan) => (
          <PlanOption key={plan} plan={plan} current={plan === current} action={action(plan)} />
        ))}
      </div>
    </section>
  );
}
