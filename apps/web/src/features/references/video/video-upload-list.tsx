// The videos being uploaded from this page: bytes sent of the total, Pause and Resume, and why an
// upload stopped (the connection, resumed by itself when it is back, or the server's refusal).
import { Pause, Play, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import type { VideoUploadState } from "./use-video-uploads";
import { formatBytes } from "./video-limits";
import { ProgressBar } from "./progress-bar";

type VideoUploadListProps = {
  uploads: VideoUploadState[];
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onDismiss: (key: string) => void;
};

export function VideoUploadList({ uploads, onPause, onResume, onDismiss }: VideoUploadListProps) {
  const { t, i18n } = useTranslation("scans");
  if (uploads.length === 0) return null;
  return (
    <ul className="grid gap-3">
      {uploads.map((upload) => {
        const percent = upload.bytes > 0 ? (upload.bytesSent / upload.bytes) * 100 : 0;
        const running = upload.phase === "uploading" || upload.phase === "reconnecting";
        return (
          <li key={upload.key} className="grid gap-2 rounded-lg border p-3" data-testid="video-upload" data-phase={upload.phase}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="min-w-0 flex-1 truncate text-sm font-medium" title={upload.fileName}>
                {upload.fileName}
              </span>
              {running && (
                <Button variant="outline" size="sm" onClick={() => onPause(upload.key)}>
                  <Pause aria-hidden="true" />
                  {t("references.video.pause")}
                </Button>
              )}
              {(upload.phase === "paused" || upload.phase === "interrupted") && (
                <Button variant="outline" size="sm" onClick={() => onResume(upload.key)}>
                  <Play aria-hidden="true" />
                  {t("references.video.resume")}
                </Button>
              )}
              {upload.phase !== "uploading" && upload.phase !== "reconnecting" && (
                <Button variant="ghost" size="sm" onClick={() => onDismiss(upload.key)} aria-label={t("references.video.dismiss", { name: upload.fileName })}>
                  <X aria-hidden="true" />
                </Button>
              )}
            </div>
            {upload.phase !== "failed" && <ProgressBar label={t("references.video.uploadProgress", { name: upload.fileName })} percent={percent} />}
            {upload.phase !== "failed" && (
              <p className="text-xs tabular-nums text-muted-foreground" data-testid="video-upload-status">
                {t(`references.video.phase.${upload.phase}`, { sent: formatBytes(upload.bytesSent, i18n.language), total: formatBytes(upload.bytes, i18n.language), percent: Math.floor(percent) })}
              </p>
            )}
            {upload.error && (
              <p className="text-sm text-destructive" role="alert" data-testid="video-upload-error">
                {upload.error}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
