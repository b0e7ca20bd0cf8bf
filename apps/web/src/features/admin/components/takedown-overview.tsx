// The administrators' takedown overview: notices by status and the queue itself, the latest failures
// with their reason, how many replies wait unthreaded or not understood in /admin/inbound, and per
// recipient and per host what went, was answered and removed.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "@/components/data-table";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { paths } from "@/config/paths";
import { useTakedownOverview } from "../api/takedown-overview";
import { HostStatsTable } from "./host-stats-table";
import { NoticeQueueTable } from "./notice-queue-table";

export function TakedownOverviewPage() {
  const { t } = useTranslation("admin");
  const overview = useTakedownOverview();
  if (overview.isPending) return <PageLoader />;
  if (overview.isError) return <Alert variant="destructive">{t("takedowns.loadFailed")}</Alert>;
  const { byStatus, queue, failures, unthreadedReplies, unparsedReplies, byRecipient, byHost } = overview.data;
  return (
    <section className="grid min-w-0 gap-6" data-testid="takedown-overview">
      <h1 className="text-2xl font-semibold">{t("takedowns.title")}</h1>
      <div className="grid gap-2">
        <h2 className="font-medium">{t("takedowns.queue")}</h2>
        {byStatus.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("takedowns.noNotices")}</p>
        ) : (
          <ul className="flex flex-wrap gap-3" aria-label={t("takedowns.queue")}>
            {byStatus.map((row) => (
              <li key={row.status} className="rounded-lg border bg-card px-3 py-2 text-sm" data-testid="status-count">
                {t(`takedowns.status.${row.status}`)}: <strong>{row.notices}</strong>
              </li>
            ))}
          </ul>
        )}
        <p className="flex flex-wrap gap-x-4 text-sm">
          <Link to={paths.app.adminInbound.getHref()} className="text-primary underline">
            {t("takedowns.unthreaded", { count: unthreadedReplies })}
          </Link>
          <Link to={paths.app.adminInbound.getHref()} className="text-primary underline">
            {t("takedowns.unparsed", { count: unparsedReplies })}
          </Link>
        </p>
      </div>
      <div className="grid min-w-0 gap-2">
        <h2 className="font-medium">{t("takedowns.waiting")}</h2>
        <NoticeQueueTable queue={queue} />
      </div>
      <div className="grid gap-2">
        <h2 className="font-medium">{t("takedowns.failures")}</h2>
        {failures.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("takedowns.noFailures")}</p>
        ) : (
          <ul className="grid gap-2">
            {failures.map((failure) => (
              <li key={failure.id} className="rounded-lg border bg-card p-3 text-sm" data-testid="failure">
                <strong>{failure.reference}</strong> · {failure.recipientName} ({failure.address}) · {t(`takedowns.status.${failure.status}`)} · {new Date(failure.createdAt).toLocaleString()}
                {failure.lastError ? <pre className="mt-1 whitespace-pre-wrap break-words font-mono text-xs">{failure.lastError}</pre> : null}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="grid min-w-0 gap-2">
        <h2 className="font-medium">{t("takedowns.byRecipient")}</h2>
        <DataTable columns={[t("takedowns.recipient"), t("takedowns.notices"), t("takedowns.answered"), t("takedowns.removed"), t("takedowns.medianHours")]}>
          {byRecipient.map((row) => (
            <tr key={row.address} className="border-t" data-testid="recipient-row">
              <td className="p-2">
                {row.recipientName} <span className="text-muted-foreground">({row.address})</span>
              </td>
              <td className="p-2">{row.notices}</td>
              <td className="p-2">{row.answered}</td>
              <td className="p-2">{row.leaksRemoved}</td>
              <td className="p-2">{row.medianHoursToRemoval ?? "–"}</td>
            </tr>
          ))}
        </DataTable>
      </div>
      <div className="grid min-w-0 gap-2">
        <h2 className="font-medium">{t("takedowns.byHost")}</h2>
        <HostStatsTable hosts={byHost} />
      </div>
    </section>
  );
}
