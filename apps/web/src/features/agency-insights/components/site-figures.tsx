// Per site: the most leaking sites as bars, and each site's requested, removed, removal rate and
// median time to removal as a table (a dash where nothing was requested or removed).
import type { AgencyAnalytics } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { formatHours, formatRate } from "../lib/format";

const TOP_SITES = 10;

export function TopSites({ sites }: { sites: AgencyAnalytics["bySite"] }) {
  const max = Math.max(1, ...sites.map((site) => site.found));
  return (
    <ul className="grid gap-2" data-testid="agency-top-sites">
      {sites.slice(0, TOP_SITES).map((site) => (
        <li key={site.siteId} className="grid grid-cols-[8rem_1fr_2.5rem] items-center gap-2 text-sm">
          <span className="truncate">{site.siteName}</span>
          <span className="h-2 rounded-full bg-muted">
            <span className="block h-2 rounded-full bg-primary" style={{ width: `${(site.found / max) * 100}%` }} />
          </span>
          <span className="text-right tabular-nums">{site.found}</span>
        </li>
      ))}
    </ul>
  );
}

const columns = ["site", "found", "requested", "removed", "rate", "median"] as const;

export function SiteTable({ sites }: { sites: AgencyAnalytics["bySite"] }) {
  const { t, i18n } = useTranslation("agencyInsights");
  const none = t("analytics.none");
  return (
    <DataTable
      columns={columns.map((column) => ({ label: t(`analytics.columns.${column}`), className: column === "site" ? undefined : "text-right" }))}
      label={t("analytics.sitesTitle")}
      testId="agency-site-table"
      tableClassName="min-w-[36rem]"
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
            site.removalRate === null ? none : formatRate(site.removalRate, i18n.language),
            site.medianHoursToRemoval === null ? none : formatHours(site.medianHoursToRemoval, i18n.language),
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
