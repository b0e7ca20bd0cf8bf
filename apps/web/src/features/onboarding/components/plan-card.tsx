// One plan of step 4: name, monthly price, features and its "Pay €{price}" button.
import { Check } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import type { PlanCard as PlanCardData } from "../lib/plans";

type PlanCardProps = { plan: PlanCardData; busy: boolean; onChoose: () => void };

export function PlanCard({ plan, busy, onChoose }: PlanCardProps) {
  const { t } = useTranslation("onboarding");
  return (
    <Card className={cn("flex flex-col", plan.popular && "border-primary ring-2 ring-primary/30")} data-testid={`plan-${plan.id}`}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{t(`plans.${plan.id}.name`)}</CardTitle>
          {plan.popular ? <Badge variant="solid">{t("plan.mostPopular")}</Badge> : null}
        </div>
        <CardDescription>{t(`plans.${plan.id}.description`)}</CardDescription>
        <p className="mt-2">
          <span className="text-3xl font-semibold">{t("plan.price", { price: plan.price })}</span>
          <span className="text-sm text-muted-foreground"> {t("plan.perMonth")}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2 text-sm">
          {plan.features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
              {t(`plans.${plan.id}.features.${feature}` as "plans.starter.features.scans")}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button className="w-full" variant={plan.popular ? "default" : "outline"} disabled={busy} onClick={onChoose}>
          {t("plan.pay", { price: plan.price })}
        </Button>
      </CardFooter>
    </Card>
  );
}
