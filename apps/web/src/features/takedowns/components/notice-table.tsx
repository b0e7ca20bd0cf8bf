// The notices as a table: reference (linked to the notice), recipient and its kind, channel, legal
// basis, how many URLs, status, when it was sent and the host's ticket.
import type { NoticeSummary } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "@/config/paths";
import { NoticeStatusBadge } from "./notice-status-badge";

export function NoticeTable({ notices, caption }: { notices: readonly NoticeSummary[]; caption: string }) {
  const { t, i18n } = useTranslation("takedowns");
  const dateTime = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const head = ["reference", "recipient", "kind", "channel", "basis", "urls", "status", "sentAt", "ticket"] as const;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="notice-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-xs text-muted-foreground">
          <tr>
            {head.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 font-medium">
                {t(`notices.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {notices.map((notice) => (
            <tr key={notice.id} data-testid="notice-row" data-notice-id={notice.id}>
              <td className="px-2 py-2 font-mono">
                <Link to={paths.app.notice.getHref(notice.id)} className="text-primary hover:underline">
                  {notice.reference}
                </Link>
              </td>
              <td className="px-2 py-2">{notice.recipientName}</td>
              <td className="px-2 py-2">{t(`recipientKind.${notice.recipientKind}`)}</td>
              <td className="max-w-56 truncate px-2 py-2" title={notice.address}>
                {t(`channel.${notice.channel}`)}: {notice.address}
              </td>
              <td className="px-2 py-2">{t(`basis.${notice.basis}`)}</td>
              <td className="px-2 py-2">{notice.urlCount}</td>
              <td className="px-2 py-2">
                <NoticeStatusBadge status={notice.status} />
              </td>
              <td className="px-2 py-2 whitespace-nowrap">{notice.sentAt ? dateTime.format(new Date(notice.sentAt)) : t("notices.notSent")}</td>
              <td className="px-2 py-2">{notice.ticket ?? t("notices.none")}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
