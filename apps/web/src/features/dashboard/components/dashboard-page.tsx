// /dashboard: leaks found, awaiting review and whitelisted; the takedown numbers (tiles and per site);
// leaks per week and per platform; the strongest leaks; scan history and the next scheduled scan.
// Without any data, an honest empty state.
import { CalendarClock, Radar } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useDashboard } from "../api/get-dashboard";
import { PlatformBars } from "./platform-bars";
import { RecentLeaks } from "./recent-leaks";
import { ScanHistory } from "./scan-history";
import { TakedownSitesTable } from "./takedown-sites-table";
import { TakedownTiles } from "./takedown-tiles";
import { WeeklyLeaksChart } from "./weekly-leaks-chart";

function Panel({ title, action, children, className }: { title: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <Card className={className}>
      <CardHeader className="flex-row items-center justify-between">
        <CardTitle className="text-base">{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function DashboardPage() {
  const { t, i18n } = useTranslation("scans");
  const dashboard = useDashboard();
  if (dashboard.isPending) return <Spinner />;
  if (dashboard.isError) return <p className="text-destructive">{t("errors.generic")}</p>;
  const data = dashboard.data;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const runFullScan = (
    <Button asChild>
      <Link to={paths.fullReport.getHref()}>
        <Radar aria-hidden="true" />
        {t("dashboard.runFullScan")}
      </Link>
    </Button>
  );
  const empty = data.leaksFound === 0 && data.scans.length === 0;

  return (
    <section className="grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("dashboard.title")}</h1>
          <p className="text-muted-foreground">{t("dashboard.subtitle")}</p>
        </div>
        {!empty && runFullScan}
      </header>
      {empty ? (
        <Card data-testid="dashboard-empty" className="grid justify-items-start gap-3 p-6">
          <h2 className="text-lg font-semibold">{t("dashboard.emptyTitle")}</h2>
          <p className="text-muted-foreground">{t("dashboard.emptyText")}</p>
          {runFullScan}
        </Card>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3" data-testid="dashboard-stats">
            {/* Each count opens its leaks. */}
            {(
              [
                ["found", data.leaksFound, ""],
                ["awaitingReview", data.leaksAwaitingReview, "?status=new"],
                ["whitelisted", data.leaksWhitelisted, "?status=whitelisted"],
              ] as const
            ).map(([key, value, query]) => (
              <Link key={key} to={`${paths.app.leaks.getHref()}${query}`} className="rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
                <Card className="h-full p-5 transition-colors hover:bg-muted/50">
                  <p className="text-sm text-muted-foreground">{t(`dashboard.${key}`)}</p>
                  <p className="text-3xl font-semibold tabular-nums" data-testid={`stat-${key}`}>
                    {value}
                  </p>
                </Card>
              </Link>
            ))}
          </div>
          <Panel title={t("dashboard.takedowns.title")}>
            <div className="grid grid-cols-1 gap-6">
              <TakedownTiles takedowns={data.takedowns} />
              <div className="grid grid-cols-1 gap-2">
                <h3 className="text-sm font-medium">{t("dashboard.takedowns.sitesTitle")}</h3>
                <TakedownSitesTable sites={data.takedowns.bySite} />
              </div>
            </div>
          </Panel>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            <Panel title={t("dashboard.chartTitle")}>
              <WeeklyLeaksChart weeks={data.byWeek} />
            </Panel>
            <Panel title={t("dashboard.byPlatform")}>
              <PlatformBars platforms={data.byPlatform} />
            </Panel>
            <Panel
              title={t("dashboard.recentLeaks")}
              action={
                <Link to={paths.app.leaks.getHref()} className="text-sm text-primary hover:underline">
                  {t("dashboard.allLeaks")}
                </Link>
              }
            >
              <RecentLeaks leaks={data.recentLeaks} />
            </Panel>
            <Panel title={t("dashboard.scanHistory")}>
              <p className="mb-3 flex items-center gap-2 text-sm" data-testid="next-scan">
                <CalendarClock aria-hidden="true" className="size-4 text-muted-foreground" />
                {t("dashboard.nextScan")}: {data.nextScheduledScan ? date.format(new Date(data.nextScheduledScan)) : t("dashboard.noSchedule")}
              </p>
              <ScanHistory scans={data.scans} />
            </Panel>
          </div>
        </>
      )}
    </section>
  );
}
