// The creator's reference videos: the plan's video limit (shown before an upload starts), the
// uploads running from this page, and every video the server keeps with its progress or filmstrip.
import type { ReferenceQuota, ReferenceVideo } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import type { VideoUploadState } from "./use-video-uploads";
import { formatBytes } from "./video-limits";
import { ReferenceVideoItem } from "./reference-video-item";
import { VideoUploadList } from "./video-upload-list";

export function VideoQuotaLine({ quota }: { quota: ReferenceQuota }) {
  const { t, i18n } = useTranslation("scans");
  const { maxUploadBytes, used, limit } = quota.videos;
  return (
    <p className="text-xs text-muted-foreground" data-testid="video-quota">
      {t("references.video.quota", { max: formatBytes(maxUploadBytes, i18n.language), used: formatBytes(used, i18n.language), limit: formatBytes(limit, i18n.language) })}
    </p>
  );
}

type ReferenceVideoListProps = {
  videos: ReferenceVideo[];
  uploads: VideoUploadState[];
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onDismiss: (key: string) => void;
};

export function ReferenceVideoList({ videos, uploads, ...controls }: ReferenceVideoListProps) {
  // A video this page is sending shows once, with the page's own (live) progress.
  const sending = new Set(uploads.filter((upload) => upload.phase !== "failed").map((upload) => `${upload.fileName}:${upload.bytes}`));
  const listed = videos.filter((video) => video.status !== "uploading" || !sending.has(`${video.sourceName}:${video.bytes}`));
  if (uploads.length === 0 && listed.length === 0) return null;
  return (
    <div className="grid gap-3" data-testid="reference-videos">
      <VideoUploadList uploads={uploads} {...controls} />
      <ul className="grid gap-3">
        {listed.map((video) => (
          <ReferenceVideoItem key={video.id} video={video} />
        ))}
      </ul>
    </div>
  );
}
