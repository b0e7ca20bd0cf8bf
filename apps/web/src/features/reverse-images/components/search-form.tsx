// The finder's two ways in: a picture dropped or chosen on this device, or the web address of one.
import { ImageUp } from "lucide-react";
import { type DragEvent, type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/cn";
import type { PictureQuery } from "../api/search-picture";

export function SearchForm({ onSearch, busy }: { onSearch: (query: PictureQuery) => void; busy: boolean }) {
  const { t } = useTranslation("reverseImages");
  const [file, setFile] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState("");
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const urlId = useId();

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    setFile(chosen);
    onSearch({ kind: "file", file: chosen });
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };
  const searchUrl = (event: FormEvent) => {
    event.preventDefault();
    if (imageUrl.trim()) onSearch({ kind: "url", imageUrl: imageUrl.trim() });
  };

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div
        data-testid="picture-drop-zone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn("flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed bg-card p-6 text-center", dragging && "border-primary bg-primary/5")}
      >
        <ImageUp aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{t("form.dropHere")}</p>
        <p className="text-sm text-muted-foreground">{t("form.or")}</p>
        <Button type="button" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
          {t("form.chooseFile")}
        </Button>
        <input ref={input} type="file" accept="image/*" className="sr-only" aria-label={t("form.chooseFile")} data-testid="picture-file" onChange={(event) => choose(event.target.files?.[0])} />
        {file && <p className="text-sm text-muted-foreground">{t("form.selected", { name: file.name })}</p>}
      </div>
      <form onSubmit={searchUrl} className="flex flex-col justify-center gap-3 rounded-xl border bg-card p-6">
        <Label htmlFor={urlId}>{t("form.urlLabel")}</Label>
        <Input id={urlId} type="url" inputMode="url" placeholder={t("form.urlPlaceholder")} value={imageUrl} onChange={(event) => setImageUrl(event.target.value)} />
        <Button type="submit" disabled={busy || !imageUrl.trim()}>
          {t("form.searchUrl")}
        </Button>
      </form>
    </div>
  );
}
