// Leaks found per week as SVG bars; each bar has a title for the exact count.
import { useTranslation } from "react-i18next";
import type { Dashboard } from "../api/get-dashboard";
import { barLayout } from "../lib/bar-chart";

const WIDTH = 600;
const HEIGHT = 160;

export function WeeklyLeaksChart({ weeks }: { weeks: Dashboard["byWeek"] }) {
  const { t, i18n } = useTranslation("scans");
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeZone: "UTC" });
  const recent = weeks.slice(-12);
  const bars = barLayout(recent.map((entry) => ({ label: day.format(new Date(`${entry.week}T00:00:00Z`)), value: entry.leaks })), { width: WIDTH, height: HEIGHT, gap: 8, maxBarWidth: 56 });
  if (bars.length === 0) return <p className="text-sm text-muted-foreground">{t("dashboard.noLeaks")}</p>;
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 20}`} className="h-48 w-full" role="img" aria-label={t("dashboard.chartTitle")} data-testid="weekly-chart">
      {bars.map((bar) => (
        <g key={bar.label}>
          <title>{t("dashboard.chartWeek", { week: bar.label, count: bar.value })}</title>
          <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={3} className="fill-primary" />
          <text x={bar.x + bar.width / 2} y={HEIGHT + 14} textAnchor="middle" className="fill-muted-foreground text-[10px]">
            {bar.label}
          </text>
        </g>
      ))}
    </svg>
  );
}
