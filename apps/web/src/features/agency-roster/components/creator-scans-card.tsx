// A roster creator's latest scans with their state and leak counts, and who started each one when
// it was the agency.
import { useTranslation } from "react-i18next";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useCreatorScans } from "../api/creator";

export function CreatorScansCard({ creatorId }: { creatorId: string }) {
  const { t, i18n } = useTranslation(["agencyRoster", "scans"]);
  const scans = useCreatorScans(creatorId);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <Card data-testid="creator-scans">
      <CardHeader>
        <CardTitle>{t("scans.title")}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {scans.isPending ? <Spinner /> : null}
        {scans.isError ? <Alert variant="destructive">{scans.error.message}</Alert> : null}
        {scans.data?.scans.length === 0 ? <p className="text-sm text-muted-foreground">{t("scans.empty")}</p> : null}
        <ul className="divide-y">
          {scans.data?.scans.map((scan) => (
            <li key={scan.id} className="flex flex-wrap items-center gap-3 py-2 text-sm" data-testid="creator-scan">
              <span className="font-medium">{t(`scans:scanKind.${scan.kind}`)}</span>
              <Badge variant={scan.status === "completed" ? "success" : "outline"}>{t(`scans:scanStatus.${scan.status}`)}</Badge>
              {scan.leakCount !== null ? <span>{t("scans:result.leakCount", { count: scan.leakCount })}</span> : null}
              {scan.actedBy ? (
                <span className="text-muted-foreground">{t("scans.startedBy", { agency: scan.actedBy.agencyName, email: scan.actedBy.memberEmail ?? "–" })}</span>
              ) : null}
              <span className="ml-auto text-muted-foreground">{date.format(new Date(scan.finishedAt ?? scan.createdAt))}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
