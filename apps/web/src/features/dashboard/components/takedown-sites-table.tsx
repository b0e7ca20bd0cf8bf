// The takedown numbers per site: found, requested, removed at the source, delisted only, in
// progress, handed over, counter-noticed, failed, the removal rate and the median and 90th-percentile
// time to removal; the most requested sites first. Wider than its card on a small screen, it scrolls
// inside the card; its headings wrap.
import type { TakedownNumbers } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { formatRemovalRate, formatRemovalTime } from "../lib/format-removal-time";

const columns = ["site", "found", "requested", "removed", "delistedOnly", "inProgress", "handedOver", "counterNoticed", "failed", "rate", "median", "p90"] as const;

export function TakedownSitesTable({ sites }: { sites: TakedownNumbers["bySite"] }) {
  const { t, i18n } = useTranslation("scans");
  if (sites.length === 0) return <p className="text-sm text-muted-foreground">{t("dashboard.takedowns.noRequests")}</p>;
  const none = t("dashboard.takedowns.none");
  const time = (hours: number | null) => (hours === null ? none : formatRemovalTime(hours, i18n.language));
  return (
    <DataTable
      columns={columns.map((column) => ({ label: t(`dashboard.takedowns.${column}`), className: column === "site" ? undefined : "text-right" }))}
      testId="takedown-sites"
      scrollTestId="takedown-sites-scroll"
      tableClassName="min-w-[44rem]"
    >
      {sites.map((site) => (
        <tr key={site.siteId} className="border-t">
          <th scope="row" className="break-words p-2 font-normal">
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
            <td key={columns[index + 1]} className="whitespace-nowrap p-2 text-right tabular-nums">
              {value}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
