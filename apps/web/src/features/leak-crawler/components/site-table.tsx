// /leak-crawler: which sites are monitored, when each was last crawled and how it answered.
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { siteCategoryKey } from "@/lib/site-category";
import { useSites } from "../api/get-sites";

const healthTone = { healthy: "text-success", errors: "text-amber-700", unknown: "text-muted-foreground" } as const;

export function SiteTable() {
  const { t, i18n } = useTranslation("scans");
  const sites = useSites();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <section className="grid w-full max-w-6xl grid-cols-1 gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{t("crawler.title")}</h1>
        <p className="text-muted-foreground">{t("crawler.subtitle")}</p>
        {sites.data && <p className="text-sm text-muted-foreground">{t(sites.data.target === "sandbox" ? "crawler.target" : "crawler.targetLive")}</p>}
      </header>
      <Card>
        <CardContent className="pt-6">
          {sites.isPending && <Spinner />}
          {sites.isError && <p className="text-destructive">{t("errors.generic")}</p>}
          {sites.data && (
            <DataTable columns={(["site", "category", "tier", "verified", "lastCrawled", "health"] as const).map((column) => t(`crawler.${column}`))} testId="site-table">
              {sites.data.sites.map((site) => (
                <tr key={site.id} className="border-t" data-testid="site-row">
                  <td className="p-2 font-medium">{site.name}</td>
                  <td className="p-2">{t(siteCategoryKey(site.category))}</td>
                  <td className="p-2">
                    <Badge variant="outline">{t(`crawler.tiers.${site.tier}`)}</Badge>
                  </td>
                  <td className="p-2">{t(site.verified ? "crawler.yes" : "crawler.no")}</td>
                  <td className="p-2 tabular-nums">{site.lastCrawledAt ? date.format(new Date(site.lastCrawledAt)) : t("crawler.never")}</td>
                  <td className={cn("p-2", healthTone[site.health])}>{t(`crawler.healthStates.${site.health}`)}</td>
                </tr>
              ))}
            </DataTable>
          )}
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">{t("crawler.healthNote")}</p>
    </section>
  );
}
