// Each monitored site's health from the last crawl that covered it. Scans keep only how many sites
// they could not read, so a site with errors shows that count, not its own error.
import type { ServiceHealth } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";
import { HealthCard } from "./health-card";

const healthTone = { healthy: "success", errors: "outline", unknown: "outline" } as const;

export function SiteHealthCard({ sites }: { sites: ServiceHealth["sites"] }) {
  const { t, i18n } = useTranslation("operations");
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <HealthCard title={t("health.sites.title")} description={t(`health.sites.target.${sites.target}`)} testId="health-sites">
      {sites.sites.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("health.sites.empty")}</p>
      ) : (
        <DataTable
          columns={[t("health.sites.name"), t("health.sites.health"), t("health.sites.lastCrawl"), t("health.sites.lastError")]}
          className="max-h-96 overflow-auto"
        >
          {sites.sites.map((site) => (
            <tr key={site.id} className="border-t" data-testid="site-health-row">
              <td className="p-2">{site.name}</td>
              <td className="p-2">
                <Badge variant={healthTone[site.health]} className={cn(site.health === "errors" && "border-destructive/40 text-destructive")}>
                  {t(`health.sites.healths.${site.health}`)}
                </Badge>
              </td>
              <td className="p-2 whitespace-nowrap">{site.lastCrawledAt ? when.format(new Date(site.lastCrawledAt)) : t("health.sites.never")}</td>
              <td className="p-2">{site.siteErrors === null ? "–" : t("health.sites.siteErrors", { count: site.siteErrors })}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </HealthCard>
  );
}
