// The notices as a table: reference (linked to the notice, with her agency when it asked for her),
// recipient and its kind, channel, legal basis, how many URLs, status, when it was sent and the host's ticket.
import type { NoticeSummary } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataTable } from "@/components/data-table";
import { paths } from "@/config/paths";
import { NoticeStatusBadge } from "./notice-status-badge";

export function NoticeTable({ notices, caption }: { notices: readonly NoticeSummary[]; caption: string }) {
  const { t, i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const head = ["reference", "recipient", "kind", "channel", "basis", "urls", "status", "sentAt", "ticket"] as const;
  return (
    <DataTable columns={head.map((column) => t(`notices.${column}`))} label={caption} testId="notice-table">
      {notices.map((notice) => (
        <tr key={notice.id} className="border-t" data-testid="notice-row" data-notice-id={notice.id}>
          <td className="p-2 font-mono">
            <Link to={paths.app.notice.getHref(notice.id)} className="text-primary hover:underline">
              {notice.reference}
            </Link>
            {notice.actedBy ? (
              <div className="font-sans text-xs text-muted-foreground" data-testid="notice-acted-by">
                {t("attribution.requestedBy", { agency: notice.actedBy.agencyName })}
              </div>
            ) : null}
          </td>
          <td className="p-2">{notice.recipientName}</td>
          <td className="p-2">{t(`recipientKind.${notice.recipientKind}`)}</td>
          <td className="max-w-56 truncate p-2" title={notice.address}>
            {t(`channel.${notice.channel}`)}: {notice.address}
          </td>
          <td className="p-2">{t(`basis.${notice.basis}`)}</td>
          <td className="p-2">{notice.urlCount}</td>
          <td className="p-2">
            <NoticeStatusBadge status={notice.status} />
          </td>
          <td className="p-2 whitespace-nowrap">{notice.sentAt ? dateTime.format(new Date(notice.sentAt)) : t("notices.notSent")}</td>
          <td className="p-2">{notice.ticket ?? t("notices.none")}</td>
        </tr>
      ))}
    </DataTable>
  );
}
