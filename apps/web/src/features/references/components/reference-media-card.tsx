// The creator's reference media: the plan's quota, upload pictures (each refused file named with
// the server's reason) or videos (resumable, with their filmstrips), and the pictures with delete.
import type { ReferenceQuota } from "@unleak/contracts";
import { Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useRef } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useDeleteReference } from "../api/delete-reference";
import { useReferences } from "../api/get-references";
import { useReferenceVideos } from "../api/get-reference-videos";
import { type RefusedFile, useUploadReferences } from "../api/upload-reference";
import { ReferenceVideoList, VideoQuotaLine } from "../video/reference-video-list";
import { useVideoUploads } from "../video/use-video-uploads";
import { isVideoFile, type VideoTransport } from "../video/video-upload";

const MB = 1024 * 1024;
/** No more pictures: the uploads or the pictures' bytes are used up. */
const isFull = (quota: ReferenceQuota) => quota.uploads.used >= quota.uploads.limit || quota.bytes.used >= quota.bytes.limit;
/** No more videos: the uploads (a video counts as one) or the videos' own bytes are used up; the pictures' bytes do not count. */
const videosFull = (quota: ReferenceQuota) => quota.uploads.used >= quota.uploads.limit || quota.videos.used >= quota.videos.limit;

function QuotaLine({ quota }: { quota: ReferenceQuota }) {
  const { t, i18n } = useTranslation("scans");
  const megabytes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <p className="text-xs text-muted-foreground" data-testid="reference-quota">
      {t("references.quota", { uploadsUsed: quota.uploads.used, uploadsLimit: quota.uploads.limit, usedMb: megabytes.format(quota.bytes.used / MB), limitMb: megabytes.format(quota.bytes.limit / MB) })}
      {isFull(quota) && <span className="block font-medium text-destructive">{t(videosFull(quota) ? "references.quotaFull" : "references.quotaFullVideosOpen")}</span>}
    </p>
  );
}

function RejectedFiles({ files }: { files: RefusedFile[] }) {
  const { t } = useTranslation("scans");
  return (
    <Alert variant="destructive" data-testid="reference-error">
      <p>{t("references.rejected", { count: files.length })}</p>
      <ul className="mt-1 grid gap-1">
        {files.map((file, index) => (
          <li key={`${index}-${file.fileName}`} data-testid="reference-rejected">
            <span className="font-medium break-all">{file.fileName}</span>: {file.message || t("references.uploadFailed")}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** `videoTransport`: tus-js-client's transport and resume storage, given by tests; the browser's own otherwise. */
export function ReferenceMediaCard({ videoTransport }: { videoTransport?: VideoTransport }) {
  const { t } = useTranslation("scans");
  const input = useRef<HTMLInputElement>(null);
  const references = useReferences();
  const videos = useReferenceVideos();
  const upload = useUploadReferences();
  const videoUploads = useVideoUploads(references.data?.quota, videoTransport);
  const remove = useDeleteReference();
  const quota = references.data?.quota;
  // Pictures and videos have their own bytes: a plan with no room for pictures may still take a video.
  const picturesFull = !!quota && isFull(quota);
  const nothingFits = !!quota && isFull(quota) && videosFull(quota);
  // Frames of a reference video show in its filmstrip, not among the pictures.
  const pictures = references.data?.references.filter((reference) => reference.videoId === null) ?? [];

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = "";
    files.filter(isVideoFile).forEach(videoUploads.add);
    const images = files.filter((file) => !isVideoFile(file));
    if (images.length === 0) return;
    upload.mutate({ files: images }, { onSuccess: ({ added }) => void (added > 0 && toast.success(t("references.uploaded", { count: added }))) });
  };

  return (
    <Card data-testid="reference-media">
      <CardHeader>
        <CardTitle>{t("references.title")}</CardTitle>
        <CardDescription>{t("references.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap items-center gap-3">
          <input ref={input} type="file" multiple accept={picturesFull ? "video/*" : "image/*,video/*"} className="sr-only" aria-label={t("references.choose")} onChange={onFiles} data-testid="reference-input" />
          <Button variant="outline" disabled={upload.isPending || nothingFits} onClick={() => input.current?.click()}>
            {upload.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden="true" />}
            {upload.isPending ? t("references.uploading") : t("references.choose")}
          </Button>
          <p className="text-xs text-muted-foreground">{t("references.video.hint")}</p>
        </div>
        {quota && <QuotaLine quota={quota} />}
        {quota && <VideoQuotaLine quota={quota} />}
        {upload.data && upload.data.rejected.length > 0 && <RejectedFiles files={upload.data.rejected} />}
        {upload.isError && (
          <Alert variant="destructive" data-testid="reference-error">
            {upload.error.message || t("errors.generic")}
          </Alert>
        )}
        <ReferenceVideoList videos={videos.data?.videos ?? []} uploads={videoUploads.uploads} onPause={videoUploads.pause} onResume={videoUploads.resume} onDismiss={videoUploads.dismiss} />
        {references.data && references.data.references.length === 0 && videos.data?.videos.length === 0 && videoUploads.uploads.length === 0 && <p className="text-sm text-muted-foreground">{t("references.empty")}</p>}
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6" data-testid="reference-list">
          {pictures.map((reference) => (
            <li key={reference.id} className="grid gap-1 rounded-lg border p-2" data-testid="reference-item">
              <img src={reference.url} alt={reference.sourceName ?? ""} className="aspect-square w-full rounded object-cover" loading="lazy" />
              <p className="truncate text-xs" title={reference.sourceName ?? undefined}>
                {reference.kind === "video_frame" ? t("references.videoFrame") : reference.sourceName}
              </p>
              {reference.weak && (
                <p className="text-xs text-amber-700 dark:text-amber-400" data-testid="reference-weak">
                  {t(reference.weakReason === "featureless" ? "references.weakFeatureless" : "references.weakLowContrast")}
                </p>
              )}
              <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => remove.mutate({ id: reference.id })} aria-label={`${t("references.delete")} ${reference.sourceName ?? ""}`.trim()}>
                <Trash2 aria-hidden="true" />
                {t("references.delete")}
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
