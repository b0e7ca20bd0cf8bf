// A roster creator's takedown notices, newest first: where each went, its state, when it was sent,
// and whether the agency or she herself asked for it.
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { Alert } from "@/components/ui/alert";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCreatorNotices } from "../api/creator";

export function CreatorNoticesCard({ creatorId }: { creatorId: string }) {
  const { t, i18n } = useTranslation(["agencyRoster", "takedowns"]);
  const notices = useCreatorNotices(creatorId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  const columns = [t("notices.reference"), t("notices.recipient"), t("notices.status"), t("notices.sentAt"), t("notices.requestedBy")];
  return (
    <Card data-testid="creator-notices">
      <CardHeader>
        <CardTitle>{t("notices.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid min-w-0 gap-2">
        {notices.isPending ? <Spinner /> : null}
        {notices.isError ? <Alert variant="destructive">{notices.error.message}</Alert> : null}
        {notices.data?.notices.length === 0 ? <p className="text-sm text-muted-foreground">{t("notices.empty")}</p> : null}
        {notices.data && notices.data.notices.length > 0 ? (
          <DataTable columns={columns} label={t("notices.title")} testId="creator-notices-table">
            {notices.data.notices.map((notice) => (
              <tr key={notice.id} className="border-t" data-testid="creator-notice">
                <td className="p-2 font-mono">{notice.reference}</td>
                <td className="p-2">{notice.recipientName}</td>
                <td className="p-2">{t(`takedowns:status.${notice.status}`)}</td>
                <td className="p-2 whitespace-nowrap">{notice.sentAt ? date.format(new Date(notice.sentAt)) : t("notices.notSent")}</td>
                <td className="p-2">{notice.actedBy ? notice.actedBy.agencyName : t("notices.byCreator")}</td>
              </tr>
            ))}
          </DataTable>
        ) : null}
      </CardContent>
    </Card>
  );
}
