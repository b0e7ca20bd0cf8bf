// The web app's crash reports grouped by message, the latest seen first: how often, since when;
// a group opens its newest report's stacks with the group's other reports.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DataTable } from "@/components/data-table";
import { PageLoader } from "@/components/page-loader";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { useCrashGroups } from "../api/service-health";
import { CrashReportDialog } from "./crash-report-dialog";
import { HealthCard } from "./health-card";

export function CrashReportsCard() {
  const { t, i18n } = useTranslation("operations");
  const groups = useCrashGroups();
  const [open, setOpen] = useState<string | null>(null);
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    <HealthCard title={t("health.crashes.title")} description={t("health.crashes.intro")} testId="health-crashes">
      {groups.isPending ? (
        <PageLoader />
      ) : groups.isError ? (
        <Alert variant="destructive">{t("health.crashes.loadFailed")}</Alert>
      ) : groups.data.groups.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("health.crashes.empty")}</p>
      ) : (
        <DataTable columns={[...(["message", "count", "firstSeen", "lastSeen"] as const).map((column) => t(`health.crashes.${column}`)), { label: t("health.crashes.actions"), hidden: true }]}>
          {groups.data.groups.map((group) => (
            <tr key={group.id} className="border-t align-top" data-testid="crash-group-row">
              <td className="max-w-md p-2 font-mono text-xs break-words">{group.message}</td>
              <td className="p-2">{group.count}</td>
              <td className="p-2 whitespace-nowrap">{when.format(new Date(group.firstSeen))}</td>
              <td className="p-2 whitespace-nowrap">{when.format(new Date(group.lastSeen))}</td>
              <td className="p-2 text-right">
                <Button size="sm" variant="outline" aria-label={t("health.crashes.openLabel", { message: group.message })} onClick={() => setOpen(group.id)}>
                  {t("health.crashes.open")}
                </Button>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <CrashReportDialog id={open} onClose={() => setOpen(null)} />
    </HealthCard>
  );
}
