// The latest scans (instant, full, scheduled) with their state and leak counts, and who started one
// for her when it was her agency; each opens its page.
import type { ScanListItem } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { paths } from "@/config/paths";

export function ScanHistory({ scans }: { scans: ScanListItem[] }) {
  const { t, i18n } = useTranslation("scans");
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <ul className="divide-y" data-testid="scan-history">
      {scans.map((scan) => (
        <li key={scan.id} data-testid="scan-history-item" data-kind={scan.kind}>
          <Link
            to={paths.app.scan.getHref(scan.id)}
            className="flex flex-wrap items-center gap-3 rounded-md px-1 py-2 text-sm hover:bg-muted focus-visible:outline-2"
            aria-label={`${t(`scanKind.${scan.kind}`)}: ${t("scanPage.open", { date: date.format(new Date(scan.finishedAt ?? scan.createdAt)) })}`}
          >
            <span className="font-medium">{t(`scanKind.${scan.kind}`)}</span>
            <Badge variant={scan.status === "completed" ? "success" : "outline"}>{t(`scanStatus.${scan.status}`)}</Badge>
            {scan.leakCount !== null && <span>{t("result.leakCount", { count: scan.leakCount })}</span>}
            {scan.actedBy && (
              <span className="text-muted-foreground" data-testid="scan-acted-by">
                {scan.actedBy.memberEmail ? t("attribution.startedBy", { agency: scan.actedBy.agencyName, email: scan.actedBy.memberEmail }) : t("attribution.startedByAgency", { agency: scan.actedBy.agencyName })}
              </span>
            )}
            <span className="ml-auto text-muted-foreground">{date.format(new Date(scan.finishedAt ?? scan.createdAt))}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
