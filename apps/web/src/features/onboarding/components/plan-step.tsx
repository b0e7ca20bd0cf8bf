// Step 4 "Get the best protection possible": start free, or pick one of the three plans.
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { planCards, type PlanId } from "../lib/plans";
import { PlanCard } from "./plan-card";
import { StepHeading } from "./step-heading";

export function PlanStep({ busy, onChoose }: { busy: boolean; onChoose: (plan: PlanId | null) => void }) {
  const { t } = useTranslation("onboarding");
  return (
    <section className="mx-auto w-full max-w-5xl" data-testid="onboarding-step-4">
      <StepHeading title={t("plan.title")} description={t("plan.description")} />
      <div className="mb-8 flex flex-col items-start gap-2 rounded-xl border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t("plan.startFreeNote")}</p>
        <Button variant="outline" disabled={busy} onClick={() => onChoose(null)}>
          {t("plan.startFree")}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        {planCards.map((plan) => (
          <PlanCard key={plan.id} plan={plan} busy={busy} onChoose={() => onChoose(plan.id)} />
        ))}
      </div>
    </section>
  );
}
