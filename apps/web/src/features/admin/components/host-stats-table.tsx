// Per-host takedown statistics: for the leaks on each host, whatever recipients their notices went
// to, how many notices went and were answered, how many leaks are removed, delisted only or failed,
// and the median time to removal.
import type { TakedownOverview } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";

export function HostStatsTable({ hosts }: { hosts: TakedownOverview["byHost"] }) {
  const { t } = useTranslation("admin");
  if (hosts.length === 0) return <p className="text-sm text-muted-foreground">{t("takedowns.noNotices")}</p>;
  const columns = ["host", "leaks", "notices", "answered", "removed", "delistedOnly", "failed", "medianHours"] as const;
  return (
    <DataTable columns={columns.map((column) => t(`takedowns.${column}`))} testId="host-stats">
      {hosts.map((row) => (
        <tr key={row.host} className="border-t" data-testid="host-row">
          <td className="p-2 break-all">{row.host}</td>
          {[row.leaks, row.notices, row.answered, row.removed, row.delistedOnly, row.failed, row.medianHoursToRemoval ?? "–"].map((value, index) => (
            <td key={columns[index + 1]} className="p-2 tabular-nums">
              {value}
            </td>
          ))}
        </tr>
      ))}
    </DataTable>
  );
}
