// The notices sent for one leak, for its detail page: reference, recipient and status, each linked.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { paths } from "@/config/paths";
import { useNotices } from "../api/notices";
import { NoticeStatusBadge } from "./notice-status-badge";

export function LeakNotices({ leakId }: { leakId: string }) {
  const { t } = useTranslation("takedowns");
  const notices = useNotices({ leakId, page: 1, pageSize: 100 });
  return (
    <Card data-testid="leak-notices">
      <CardHeader>
        <CardTitle>{t("leak.notices")}</CardTitle>
      </CardHeader>
      <CardContent>
        {notices.isPending ? <Spinner /> : null}
        {notices.data && notices.data.notices.length === 0 ? <p className="text-sm text-muted-foreground">{t("leak.noNotices")}</p> : null}
        {notices.data && notices.data.notices.length > 0 ? (
          <ul className="divide-y">
            {notices.data.notices.map((notice) => (
              <li key={notice.id} className="flex flex-wrap items-center gap-3 py-2 text-sm" data-testid="leak-notice">
                <Link to={paths.app.notice.getHref(notice.id)} className="font-mono text-primary hover:underline">
                  {notice.reference}
                </Link>
                <span>
                  {notice.recipientName} ({t(`recipientKind.${notice.recipientKind}`)})
                </span>
                <NoticeStatusBadge status={notice.status} />
              </li>
            ))}
          </ul>
        ) : null}
      </CardContent>
    </Card>
  );
}
