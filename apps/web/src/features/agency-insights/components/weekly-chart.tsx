// Leaks found and removals confirmed per week, as paired SVG bars; each week has a title with its
// exact counts, the legend names the two colours.
import type { AgencyAnalytics } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { formatDay } from "../lib/format";

const WIDTH = 640;
const HEIGHT = 160;
const LABEL_ROOM = 22;
const INSET = 8;

export function WeeklyChart({ weeks }: { weeks: AgencyAnalytics["byWeek"] }) {
  const { t, i18n } = useTranslation("agencyInsights");
  const short = new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" });
  const max = Math.max(1, ...weeks.flatMap((week) => [week.found, week.removed]));
  const slot = (WIDTH - 2 * INSET) / Math.max(1, weeks.length);
  const bar = Math.max(2, Math.min(24, (slot - 4) / 2));
  // A label every few weeks, so that they never overlap (about 48 units each).
  const labelEvery = Math.max(1, Math.ceil(48 / slot));
  const height = (value: number) => (value / max) * HEIGHT;
  return (
    <figure className="grid gap-2">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_ROOM}`} className="h-48 w-full" role="img" aria-label={t("analytics.weeklyTitle")} data-testid="agency-weekly-chart">
        {weeks.map((week, index) => {
          const x = INSET + index * slot + (slot - 2 * bar) / 2;
          return (
            <g key={week.week} data-testid="agency-week">
              <title>{t("analytics.weekBar", { week: formatDay(week.week, i18n.language), found: week.found, removed: week.removed })}</title>
              <rect x={x} y={HEIGHT - height(week.found)} width={bar} height={height(week.found)} rx={2} className="fill-primary" />
              <rect x={x + bar} y={HEIGHT - height(week.removed)} width={bar} height={height(week.removed)} rx={2} className="fill-success" />
              {index % labelEvery === 0 && (
                <text x={x + bar} y={HEIGHT + 16} textAnchor="middle" fontSize={11} className="fill-muted-foreground">
                  {short.format(new Date(`${week.week}T00:00:00Z`))}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <figcaption className="flex gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-primary" />
          {t("analytics.weeklyLegendFound")}
        </span>
        <span className="flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 rounded-sm bg-success" />
          {t("analytics.weeklyLegendRemoved")}
        </span>
      </figcaption>
    </figure>
  );
}
