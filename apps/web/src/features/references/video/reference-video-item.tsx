// One reference video: its upload or sampling progress, why it failed, or its filmstrip (the
// frames in time order with their times, each one droppable) and a frame added at a chosen time.
import type { Reference, ReferenceVideo } from "@unleak/contracts";
import { Trash2, X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useDeleteReference } from "../api/delete-reference";
import { useDeleteReferenceVideo } from "../api/delete-reference-video";
import { AddFrameForm } from "./add-frame-form";
import { ConfirmDialog } from "./confirm-dialog";
import { ProgressBar } from "./progress-bar";
import { formatBytes } from "./video-limits";
import { formatVideoTime } from "./video-time";

function VideoState({ video }: { video: ReferenceVideo }) {
  const { t } = useTranslation("scans");
  const name = video.sourceName ?? "";
  if (video.status === "uploading") {
    const percent = video.bytes > 0 ? Math.floor((video.receivedBytes / video.bytes) * 100) : 0;
    return (
      <div className="grid gap-1">
        <ProgressBar label={t("references.video.uploadProgress", { name })} percent={percent} />
        <p className="text-xs text-muted-foreground">{t("references.video.unfinished", { percent })}</p>
      </div>
    );
  }
  if (video.status === "processing") {
    return (
      <div className="grid gap-1">
        <ProgressBar label={t("references.video.processingProgress", { name })} percent={video.progress} />
        <p className="text-xs tabular-nums text-muted-foreground">{t("references.video.processing", { percent: video.progress })}</p>
      </div>
    );
  }
  return (
    <p className="text-sm text-destructive" role="alert">
      {video.error || t("references.video.failed")}
    </p>
  );
}

function Filmstrip({ video }: { video: ReferenceVideo }) {
  const { t } = useTranslation("scans");
  const drop = useDeleteReference();
  const [dropping, setDropping] = useState<Reference | null>(null);
  const frames = [...video.frames].sort((a, b) => (a.timeMs ?? 0) - (b.timeMs ?? 0));
  const at = (frame: Reference) => formatVideoTime(frame.timeMs ?? 0);
  return (
    <>
      <ol className="flex gap-2 overflow-x-auto pb-2" data-testid="filmstrip">
        {frames.map((frame) => (
          <li key={frame.id} className="grid w-28 shrink-0 gap-1" data-testid="filmstrip-frame" data-time-ms={frame.timeMs ?? undefined}>
            <img src={frame.url} alt={t("references.video.frameAt", { time: at(frame) })} className="aspect-video w-full rounded object-cover" loading="lazy" />
            <div className="flex items-center justify-between gap-1">
              <span className="text-xs tabular-nums">{at(frame)}</span>
              <Button variant="ghost" size="sm" className="h-6 px-1" disabled={drop.isPending} onClick={() => setDropping(frame)} aria-label={t("references.video.dropFrame", { time: at(frame) })}>
                <X aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        title={dropping ? t("references.video.dropTitle", { time: at(dropping) }) : null}
        text={t("references.video.dropText")}
        confirm={t("references.video.drop")}
        pending={drop.isPending}
        onCancel={() => setDropping(null)}
        onConfirm={() => dropping && drop.mutate({ id: dropping.id }, { onSettled: () => setDropping(null) })}
      />
    </>
  );
}

export function ReferenceVideoItem({ video }: { video: ReferenceVideo }) {
  const { t, i18n } = useTranslation("scans");
  const remove = useDeleteReferenceVideo();
  const [asking, setAsking] = useState(false);
  const name = video.sourceName ?? t("references.video.untitled");
  const facts = [video.durationMs === null ? null : formatVideoTime(video.durationMs), formatBytes(video.bytes, i18n.language), video.status === "ready" ? t("references.video.frames", { count: video.frames.length }) : null];
  return (
    <li className="grid gap-3 rounded-lg border p-3" data-testid="reference-video" data-status={video.status}>
      <div className="flex flex-wrap items-center gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" title={name}>
            {name}
          </p>
          <p className="text-xs text-muted-foreground">{facts.filter(Boolean).join(" · ")}</p>
        </div>
        <Button variant="ghost" size="sm" disabled={remove.isPending} onClick={() => setAsking(true)} aria-label={t("references.video.delete", { name })}>
          <Trash2 aria-hidden="true" />
          {t("references.delete")}
        </Button>
      </div>
      {video.status === "ready" ? (
        <>
          <Filmstrip video={video} />
          <AddFrameForm video={video} />
        </>
      ) : (
        <VideoState video={video} />
      )}
      <ConfirmDialog
        title={asking ? t("references.video.deleteTitle", { name }) : null}
        text={t("references.video.deleteText")}
        confirm={t("references.delete")}
        pending={remove.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => remove.mutate({ id: video.id }, { onSettled: () => setAsking(false) })}
      />
    </li>
  );
}
