// The takedown queue itself: each notice waiting to leave (queued, or being sent), oldest first,
// with its recipient, creator, wave, age, attempts, last error and when the queue tries it next.
import type { TakedownOverview } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";

export function NoticeQueueTable({ queue }: { queue: TakedownOverview["queue"] }) {
  const { t, i18n } = useTranslation("admin");
  if (queue.length === 0) return <p className="text-sm text-muted-foreground">{t("takedowns.noWaiting")}</p>;
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const hours = new Intl.NumberFormat(i18n.language, { style: "unit", unit: "hour", unitDisplay: "short", maximumFractionDigits: 1 });
  const nextAttempt = (row: TakedownOverview["queue"][number]) => {
    if (row.nextAttemptAt) return dateTime.format(new Date(row.nextAttemptAt));
    return row.status === "sending" ? t("takedowns.attemptRunning") : t("takedowns.jobLost");
  };
  return (
    <DataTable
      columns={(["reference", "recipient", "creator", "wave", "age", "attempts", "nextAttempt"] as const).map((column) => t(`takedowns.${column}`))}
      testId="notice-queue"
      tableClassName="min-w-[48rem]"
    >
      {queue.map((row) => (
        <tr key={row.id} className="border-t align-top" data-testid="queue-row">
          <td className="p-2">
            <strong>{row.reference}</strong>
            <span className="block text-xs text-muted-foreground">{t(`takedowns.status.${row.status}`)}</span>
          </td>
          <td className="p-2 break-all">
            {row.recipientName} <span className="text-muted-foreground">({row.address})</span>
          </td>
          <td className="p-2">{row.creatorName ?? row.creatorId}</td>
          <td className="p-2 tabular-nums">{row.wave}</td>
          <td className="p-2 tabular-nums whitespace-nowrap">{hours.format(row.ageHours)}</td>
          <td className="p-2 tabular-nums">
            {row.attempts}
            {row.lastError ? <span className="block break-words font-mono text-xs text-muted-foreground">{row.lastError}</span> : null}
          </td>
          <td className="p-2">{nextAttempt(row)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
