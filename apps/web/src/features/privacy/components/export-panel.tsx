// /settings/export (issue 19): asks for a ZIP of everything Unleak holds about the user, shows the
// latest export's status, and downloads a ready one once: with the token of the mailed link when
// the page was opened from it, else with a fresh one-time link.
import type { DataExport } from "@unleak/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { exportDownloadUrl, renewExportLink, usePrivacy, useRequestExport } from "../api/privacy";

function StatusLine({ item }: { item: DataExport }) {
  const { t, i18n } = useTranslation("privacy");
  const day = (iso: string | null) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso)) : "");
  const text =
    item.status === "ready"
      ? t("export.status.ready", { date: day(item.expiresAt) })
      : item.status === "downloaded"
        ? t("export.status.downloaded", { date: day(item.downloadedAt) })
        : t(`export.status.${item.status}`, { date: "" });
  return (
    <p className="text-sm" data-testid="export-status" data-status={item.status}>
      <span className="text-muted-foreground">{t("export.status.label")}: </span>
      {text}
      {item.status === "ready" && item.sizeBytes ? <span className="text-muted-foreground"> · {t("export.size", { size: Math.max(1, Math.round(item.sizeBytes / 1024)) })}</span> : null}
    </p>
  );
}

/** `token`: the one-time token of the mailed link, when the page was opened from it. */
export function ExportPanel({ token }: { token: string | null }) {
  const { t } = useTranslation("privacy");
  const privacy = usePrivacy();
  const request = useRequestExport();
  const [downloading, setDownloading] = useState(false);
  const latest = privacy.data?.export ?? null;
  const busy = latest?.status === "queued";

  const download = async (item: DataExport) => {
    setDownloading(true);
    try {
      const url = token ? exportDownloadUrl(token) : (await renewExportLink(item.id)).url;
      window.location.assign(url);
      // The page shows "downloaded" once the browser has the file.
      window.setTimeout(() => void privacy.refetch(), 2000);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : t("export.linkUsed"));
      void privacy.refetch();
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card className="min-w-0 wrap-anywhere" data-testid="export-panel">
      <CardHeader>
        <CardTitle>{t("export.title")}</CardTitle>
        <CardDescription>{t("export.description", { hours: privacy.data?.exportLinkTtlHours ?? "" })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {latest ? <StatusLine item={latest} /> : null}
        {busy ? <Alert>{t("export.requested")}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          {latest?.status === "ready" ? (
            <Button onClick={() => void download(latest)} disabled={downloading} data-testid="export-download">
              {downloading ? t("export.downloading") : t("export.download")}
            </Button>
          ) : null}
          <Button
            variant={latest?.status === "ready" ? "outline" : "default"}
            disabled={busy || request.isPending || privacy.isPending}
            onClick={() => request.mutate(undefined, { onSuccess: () => toast.success(t("export.requested")), onError: (error) => toast.error(error.message) })}
            data-testid="export-request"
          >
            {request.isPending ? t("export.requesting") : t("export.request")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
