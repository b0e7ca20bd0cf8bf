// The newest broadcasts: when, to whom, the English title, how many it reached, who sent it.
import type { Broadcast } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { useBroadcasts } from "../api/broadcasts";

function AudienceLabel({ audience }: { audience: Broadcast["audience"] }) {
  const { t } = useTranslation("operations");
  if (audience.kind === "tier") return <>{t("broadcasts.list.toTier", { tier: t(`broadcasts.tiers.${audience.tier}`) })}</>;
  if (audience.kind === "user") return <>{t("broadcasts.list.toUser", { userId: audience.userId })}</>;
  return <>{t("broadcasts.list.toAll")}</>;
}

export function BroadcastList() {
  const { t, i18n } = useTranslation("operations");
  const broadcasts = useBroadcasts();
  if (broadcasts.isPending) return <PageLoader />;
  if (broadcasts.isError) return <Alert variant="destructive">{t("broadcasts.list.loadFailed")}</Alert>;
  if (broadcasts.data.broadcasts.length === 0) return <p className="text-sm text-muted-foreground">{t("broadcasts.list.empty")}</p>;
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <DataTable
      columns={[t("broadcasts.list.sentAt"), t("broadcasts.list.audience"), t("broadcasts.list.titleColumn"), t("broadcasts.list.recipients"), t("broadcasts.list.sentBy")]}
      testId="broadcast-list"
    >
      {broadcasts.data.broadcasts.map((broadcast) => (
        <tr key={broadcast.id} className="border-t" data-testid="broadcast-row">
          <td className="p-2 whitespace-nowrap">{when.format(new Date(broadcast.createdAt))}</td>
          <td className="p-2">
            <AudienceLabel audience={broadcast.audience} />
          </td>
          <td className="p-2 break-words">{broadcast.title}</td>
          <td className="p-2">{broadcast.recipients}</td>
          <td className="p-2 break-all">{broadcast.sentBy}</td>
        </tr>
      ))}
    </DataTable>
  );
}
