// /leak-crawler: which sites are monitored, when each was last crawled and how it answered.
import { useTranslation } from "react-i18next";
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
        <CardContent className="overflow-x-auto pt-6">
          {sites.isPending && <Spinner />}
          {sites.isError && <p className="text-destructive">{t("errors.generic")}</p>}
          {sites.data && (
            <table className="w-full text-left text-sm" data-testid="site-table">
              <thead className="text-muted-foreground">
                <tr>
                  {(["site", "category", "tier", "verified", "lastCrawled", "health"] as const).map((column) => (
                    <th key={column} scope="col" className="px-2 py-2 font-medium">
                      {t(`crawler.${column}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {sites.data.sites.map((site) => (
                  <tr key={site.id} data-testid="site-row">
                    <td className="px-2 py-2 font-medium">{site.name}</td>
                    <td className="px-2 py-2">{t(siteCategoryKey(site.category))}</td>
                    <td className="px-2 py-2">
                      <Badge variant="outline">{t(`crawler.tiers.${site.tier}`)}</Badge>
                    </td>
                    <td className="px-2 py-2">{t(site.verified ? "crawler.yes" : "crawler.no")}</td>
                    <td className="px-2 py-2 tabular-nums">{site.lastCrawledAt ? date.format(new Date(site.lastCrawledAt)) : t("crawler.never")}</td>
                    <td className={cn("px-2 py-2", healthTone[site.health])}>{t(`crawler.healthStates.${site.health}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </CardContent>
      </Card>
      <p className="text-xs text-muted-foreground">{t("crawler.healthNote")}</p>
    </section>
  );
}
