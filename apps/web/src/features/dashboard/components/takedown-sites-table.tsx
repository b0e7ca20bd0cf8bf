// The takedown numbers per site: requested, removed at the source, delisted only, the removal rate
// and the median and 90th-percentile time to removal; the most requested sites first.
import type { TakedownNumbers } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { formatRemovalRate, formatRemovalTime } from "../lib/format-removal-time";

const columns = ["site", "requested", "removed", "delistedOnly", "rate", "median", "p90"] as const;

export function TakedownSitesTable({ sites }: { sites: TakedownNumbers["bySite"] }) {
  const { t, i18n } = useTranslation("scans");
  if (sites.length === 0) return <p className="text-sm text-muted-foreground">{t("dashboard.takedowns.noRequests")}</p>;
  const none = t("dashboard.takedowns.none");
  const time = (hours: number | null) => (hours === null ? none : formatRemovalTime(hours, i18n.language));
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="takedown-sites">
        <thead>
          <tr className="text-left text-muted-foreground">
            {columns.map((column) => (
              <th key={column} scope="col" className={`pb-2 font-medium ${column === "site" ? "" : "text-right"}`}>
                {t(`dashboard.takedowns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => (
            <tr key={site.siteId} className="border-t">
              <th scope="row" className="py-2 text-left font-normal">
                {site.siteName}
              </th>
              {[
                site.requested,
                site.removed,
                site.delistedOnly,
                site.removalRate === null ? none : formatRemovalRate(site.removalRate, i18n.language),
                time(site.medianHoursToRemoval),
                time(site.p90HoursToRemoval),
              ].map((value, index) => (
                <td key={columns[index + 1]} className="py-2 text-right tabular-nums">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
