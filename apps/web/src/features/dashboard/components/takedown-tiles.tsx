// The takedown numbers as tiles: removal requested, removed at the source, delisted only, in
// progress, handed over, counter-noticed, failed, the removal rate and the median time to removal
// (with the 90th percentile), and the short explanation of what each means: delisting is not
// removal, "removed" is confirmed by two checks at least 24 h apart, and a case that stopped moving
// (handed over, counter-noticed) has its own figure instead of staying "in progress".
import type { TakedownNumbers } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Card } from "@/components/ui/card";
import { formatRemovalRate, formatRemovalTime } from "../lib/format-removal-time";

export function TakedownTiles({ takedowns }: { takedowns: TakedownNumbers }) {
  const { t, i18n } = useTranslation("scans");
  const none = t("dashboard.takedowns.none");
  const time = (hours: number | null) => (hours === null ? none : formatRemovalTime(hours, i18n.language));
  const tiles = [
    ["requested", String(takedowns.requested)],
    ["removed", String(takedowns.removed)],
    ["delistedOnly", String(takedowns.delistedOnly)],
    ["inProgress", String(takedowns.inProgress)],
    ["handedOver", String(takedowns.handedOver)],
    ["counterNoticed", String(takedowns.counterNoticed)],
    ["failed", String(takedowns.failed)],
    ["removalRate", takedowns.removalRate === null ? none : formatRemovalRate(takedowns.removalRate, i18n.language)],
    ["medianTime", time(takedowns.medianHoursToRemoval)],
  ] as const;
  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" data-testid="takedown-tiles">
        {tiles.map(([key, value]) => (
          <Card key={key} className="p-4">
            <p className="text-sm text-muted-foreground">{t(`dashboard.takedowns.${key}`)}</p>
            <p className="text-2xl font-semibold tabular-nums" data-testid={`takedown-${key}`}>
              {value}
            </p>
            {key === "medianTime" && takedowns.p90HoursToRemoval !== null && (
              <p className="text-xs text-muted-foreground" data-testid="takedown-p90Time">
                {t("dashboard.takedowns.p90Time")} {time(takedowns.p90HoursToRemoval)}
              </p>
            )}
          </Card>
        ))}
      </div>
      <p className="text-sm text-muted-foreground" data-testid="takedown-explanation">
        {t("dashboard.takedowns.explanation")}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="takedown-explanation-cases">
        {t("dashboard.takedowns.explanationCases")}
      </p>
    </div>
  );
}
