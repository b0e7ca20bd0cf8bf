// Leaks found per week as SVG bars; each bar has a title for the exact count. The bars sit inside
// a horizontal inset wide enough for a centred label, so the first and last labels are never cut.
import type { Dashboard } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { barLayout } from "../lib/bar-chart";

export const CHART_WIDTH = 600;
const HEIGHT = 160;
/** Room left and right of the bars: half the widest short date label ("17. Nov.") at 11 units. */
export const CHART_INSET = 32;

export function WeeklyLeaksChart({ weeks }: { weeks: Dashboard["byWeek"] }) {
  const { t, i18n } = useTranslation("scans");
  const full = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const short = new Intl.DateTimeFormat(i18n.language, { day: "numeric", month: "short", timeZone: "UTC" });
  const recent = weeks.slice(-12).map((entry) => ({ date: new Date(`${entry.week}T00:00:00Z`), value: entry.leaks }));
  const bars = barLayout(
    recent.map((entry) => ({ label: full.format(entry.date), value: entry.value })),
    { width: CHART_WIDTH - 2 * CHART_INSET, height: HEIGHT, gap: 8, maxBarWidth: 56 },
  );
  if (bars.length === 0) return <p className="text-sm text-muted-foreground">{t("dashboard.noLeaks")}</p>;
  return (
    <svg viewBox={`0 0 ${CHART_WIDTH} ${HEIGHT + 22}`} className="h-48 w-full" role="img" aria-label={t("dashboard.chartTitle")} data-testid="weekly-chart">
      {bars.map((bar, index) => (
        <g key={bar.label}>
          <title>{t("dashboard.chartWeek", { week: bar.label, count: bar.value })}</title>
          <rect x={CHART_INSET + bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className="fill-primary" />
          <text x={CHART_INSET + bar.x + bar.width / 2} y={HEIGHT + 16} textAnchor="middle" fontSize={11} className="fill-muted-foreground">
            {short.format(recent[index].date)}
          </text>
        </g>
      ))}
    </svg>
  );
}
