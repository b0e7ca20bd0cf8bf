// The estimated monthly loss and, folded away, the assumptions it rests on (docs/damage-model.md).
import { useTranslation } from "react-i18next";
import { siteCategoryKey } from "@/lib/site-category";
import type { DamageEstimate as Damage } from "@unleak/contracts";

export function DamageEstimate({ damage }: { damage: Damage }) {
  const { t, i18n } = useTranslation("scans");
  const money = new Intl.NumberFormat(i18n.language, { style: "currency", currency: damage.currency });
  const number = new Intl.NumberFormat(i18n.language);
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 2 });
  const { assumptions } = damage;
  const viewsPerLeak = Object.entries(assumptions.monthlyViewsPerLeak)
    .filter(([, views]) => views > 0)
    .map(([category, views]) => `${t(siteCategoryKey(category))} ${number.format(views)}`)
    .join(", ");
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t("result.damageTitle")}</p>
      <p className="text-3xl font-semibold tabular-nums" data-testid="damage-estimate">
        {money.format(damage.monthlyLoss)}
      </p>
      <details className="text-sm" data-testid="damage-assumptions">
        <summary className="cursor-pointer text-primary">{t("result.damageAssumptions")}</summary>
        <ul className="mt-2 grid gap-1 text-muted-foreground">
          <li>{t("result.damageViews", { views: number.format(damage.estimatedMonthlyViews) })}</li>
          <li>{t("result.damageLeaks", { count: damage.leaksCounted })}</li>
          <li>{t("result.damageConversion", { rate: percent.format(assumptions.conversionRate) })}</li>
          <li>{t("result.damagePrice", { price: money.format(assumptions.pricePerMonth) })}</li>
          <li>{t("result.damageQuality", assumptions.qualityWeight)}</li>
          <li>{t("result.damageNameOnly", { weight: assumptions.nameOnlyWeight })}</li>
          <li>{t("result.damageViewsPerLeak", { list: viewsPerLeak })}</li>
        </ul>
      </details>
    </div>
  );
}
