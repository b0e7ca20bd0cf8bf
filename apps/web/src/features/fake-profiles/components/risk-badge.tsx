// A profile's risk: its score as a percentage, and "High risk" from the reporting threshold on.
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

export function RiskBadges({ score, reportThreshold }: { score: number; reportThreshold: number }) {
  const { t, i18n } = useTranslation("fakeProfiles");
  const percent = new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 });
  return (
    <>
      <Badge variant="outline" data-testid="risk-score">
        {t("risk.score", { score: percent.format(score) })}
      </Badge>
      {score >= reportThreshold && (
        <Badge className="border-transparent bg-destructive/15 text-destructive" data-testid="high-risk">
          {t("risk.high")}
        </Badge>
      )}
    </>
  );
}
