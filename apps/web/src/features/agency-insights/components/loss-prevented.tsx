// The monthly loss the confirmed removals prevent, with how it is estimated beside it: a model
// applied to confirmed removals only, never more than the evidence shows.
import type { AgencyAnalytics } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { formatMoney } from "../lib/format";

export function LossPrevented({ loss }: { loss: AgencyAnalytics["lossPrevented"] }) {
  const { t, i18n } = useTranslation("agencyInsights");
  return (
    <Card className="grid gap-2 p-5" data-testid="agency-loss-prevented">
      <h3 className="text-sm text-muted-foreground">{t("analytics.loss.title")}</h3>
      <p className="text-3xl font-semibold tabular-nums" data-testid="agency-loss-amount">
        {formatMoney(loss.monthlyLoss, loss.currency, i18n.language)}
      </p>
      <p className="text-sm">{t("analytics.loss.leaks", { count: loss.leaksCounted })}</p>
      <p className="text-sm text-muted-foreground" data-testid="agency-loss-how">
        {t("analytics.loss.how")}
      </p>
    </Card>
  );
}
