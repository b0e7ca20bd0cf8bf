// The takedown numbers per site: found, requested, removed at the source, delisted only, in
// progress, handed over, counter-noticed, failed, the removal rate and the median and 90th-percentile
// time to removal; the most requested sites first. Wider than its card on a small screen, it scrolls
// inside the card; its headings wrap.
import type { TakedownNumbers } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { formatRemovalRate, formatRemovalTime } from "../lib/format-removal-time";

const columns = ["site", "found", "requested", "removed", "delistedOnly", "inProgress", "handedOver", "counterNoticed", "failed", "rate", "median", "p90"] as const;

export function TakedownSitesTable({ sites }: { sites: TakedownNumbers["bySite"] }) {
  const { t, i18n } = useTranslation("scans");
  if (sites.length === 0) return <p className="text-sm text-muted-foreground">{t("dashboard.takedowns.noRequests")}</p>;
  const none = t("dashboard.takedowns.none");
  const time = (hours: number | null) => (hours === null ? none : formatRemovalTime(hours, i18n.language));
  return (
    <div className="min-w-0 max-w-full overflow-x-auto" data-testid="takedown-sites-scroll">
      <table className="w-full min-w-[44rem] text-sm" data-testid="takedown-sites">
        <thead>
          <tr className="text-left align-bottom text-xs text-muted-foreground">
            {columns.map((column) => (
              <th key={column} scope="col" className={`px-1 pb-2 font-medium ${column === "site" ? "" : "text-right"}`}>
                {t(`dashboard.takedowns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {sites.map((site) => (
            <tr key={site.siteId} className="border-t">
              <th scope="row" className="break-words px-1 py-2 text-left font-normal">
                {site.siteName}
              </th>
              {[
                site.found,
                site.requested,
                site.removed,
                site.delistedOnly,
                site.inProgress,
                site.handedOver,
                site.counterNoticed,
                site.failed,
                site.removalRate === null ? none : formatRemovalRate(site.removalRate, i18n.language),
                time(site.medianHoursToRemoval),
                time(site.p90HoursToRemoval),
              ].map((value, index) => (
                <td key={columns[index + 1]} className="whitespace-nowrap px-1 py-2 text-right tabular-nums">
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
