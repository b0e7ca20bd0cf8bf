// One plan on /subscription-plans: name, monthly price, features, and the action that fits the
// user: choose it, change to it (upgrade or downgrade in the portal), or manage it when it is theirs.
import { planCatalog } from "@unleak/contracts";
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { type PlanId, popularPlan } from "../lib/plans";

type PlanOptionProps = { plan: PlanId; current: boolean; action: ReactNode };

export function PlanOption({ plan, current, action }: PlanOptionProps) {
  const { t } = useTranslation("subscription");
  const { t: tPlans } = useTranslation("onboarding");
  const features = Object.values(tPlans(`plans.${plan}.features`, { returnObjects: true }) as Record<string, string>);
  const popular = plan === popularPlan;

  return (
    <Card
      className={cn("flex flex-col", current ? "border-success ring-2 ring-success/30" : popular && "border-primary ring-2 ring-primary/30")}
      data-testid={`plan-option-${plan}`}
      data-current={current}
    >
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{tPlans(`plans.${plan}.name`)}</CardTitle>
          <span className="flex gap-1">
            {current ? <Badge variant="success">{t("plans.current")}</Badge> : null}
            {popular ? <Badge variant="solid">{tPlans("plan.mostPopular")}</Badge> : null}
          </span>
        </div>
        <CardDescription>{tPlans(`plans.${plan}.description`)}</CardDescription>
        <p className="mt-2">
          <span className="text-3xl font-semibold">{tPlans("plan.price", { price: planCatalog[plan].monthlyPriceEur })}</span>
          <span className="text-sm text-muted-foreground"> {tPlans("plan.perMonth")}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {feature}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>{action}</CardFooter>
    </Card>
  );
}
