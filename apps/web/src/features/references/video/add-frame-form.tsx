// Adds the frame at a chosen time of a ready video: a slider across its duration and the time as
// text (mm:ss), kept in step; the server's refusal (taken already, quota) is shown as it words it.
import type { ReferenceVideo } from "@unleak/contracts";
import { Plus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useAddVideoFrame } from "../api/add-video-frame";
import { formatVideoTime, parseVideoTime } from "./video-time";

export function AddFrameForm({ video }: { video: ReferenceVideo }) {
  const { t } = useTranslation("scans");
  const add = useAddVideoFrame();
  const durationMs = video.durationMs ?? 0;
  const lastMs = Math.max(0, durationMs - 1);
  const [timeMs, setTimeMs] = useState(0);
  const [text, setText] = useState(formatVideoTime(0));
  const [invalid, setInvalid] = useState(false);
  const name = video.sourceName ?? "";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = parseVideoTime(text);
    if (typed === null || typed > lastMs) return setInvalid(true);
    setInvalid(false);
    setTimeMs(typed);
    add.mutate({ id: video.id, timeMs: typed });
  };

  return (
    <form className="grid gap-2" onSubmit={onSubmit} data-testid="add-frame">
      <div className="flex flex-wrap items-center gap-2">
        <input
          type="range"
          min={0}
          max={lastMs}
          step={1000}
          value={timeMs}
          aria-label={t("references.video.timeSlider", { name })}
          className="min-w-40 flex-1 accent-primary"
          onChange={(event) => {
            const chosen = Number(event.target.value);
            setTimeMs(chosen);
            setText(formatVideoTime(chosen));
            setInvalid(false);
          }}
        />
        <Input
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-label={t("references.video.timeInput", { name })}
          aria-invalid={invalid || undefined}
          inputMode="numeric"
          className="h-8 w-24 tabular-nums"
        />
        <Button type="submit" variant="outline" size="sm" disabled={add.isPending}>
          <Plus aria-hidden="true" />
          {t("references.video.addFrame")}
        </Button>
      </div>
      {invalid && (
        <p className="text-xs text-destructive" role="alert">
          {t("references.video.timeInvalid", { end: formatVideoTime(lastMs) })}
        </p>
      )}
      {add.isError && (
        <p className="text-xs text-destructive" role="alert" data-testid="add-frame-error">
          {add.error.message || t("references.uploadFailed")}
        </p>
      )}
    </form>
  );
}
