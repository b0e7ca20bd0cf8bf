// One picture of the verification: chosen from the files or taken with the phone's camera
// (`capture`: the back camera for the document, the front one for the selfie), with a preview and
// the reason it was refused, if it was.
import type { IdentityDocumentField } from "@unleak/contracts";
import { Camera, ImageUp, X } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";

interface PictureInputProps {
  field: IdentityDocumentField;
  label: string;
  hint?: string;
  file: File | undefined;
  error: string | null;
  disabled?: boolean;
  onChange: (file: File | undefined) => void;
}

/** The chosen picture as a data URL, read in the background; null until read, or for a file that is no picture. */
function usePreview(file: File | undefined): string | null {
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || !file.type.startsWith("image/")) return;
    const reader = new FileReader();
    reader.onload = () => typeof reader.result === "string" && setPreview({ file, url: reader.result });
    reader.readAsDataURL(file);
    return () => reader.abort();
  }, [file]);
  return preview && preview.file === file ? preview.url : null;
}

export function PictureInput({ field, label, hint, file, error, disabled, onChange }: PictureInputProps) {
  const { t } = useTranslation("identity");
  const preview = usePreview(file);
  const errorId = `identity-${field}-error`;
  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = ""; // the same file may be chosen again after removing it
    if (chosen) onChange(chosen);
  };
  const inputProps = { type: "file", accept: "image/*", className: "sr-only", disabled, onChange: pick, "aria-invalid": error ? true : undefined, "aria-describedby": error ? errorId : undefined } as const;
  const choice = cn(buttonVariants({ variant: "outline", size: "sm" }), "cursor-pointer focus-within:ring-2 focus-within:ring-ring", disabled && "pointer-events-none opacity-50");

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4" data-testid={`identity-${field}`}>
      <legend className="px-1 text-sm font-medium">{label}</legend>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      <div className="flex flex-wrap items-center gap-2">
        <label className={choice}>
          <ImageUp aria-hidden="true" />
          {t("form.chooseFile")}
          <input {...inputProps} aria-label={`${label}: ${t("form.chooseFile")}`} />
        </label>
        <label className={choice}>
          <Camera aria-hidden="true" />
          {t("form.takePhoto")}
          <input {...inputProps} capture={field === "selfie" ? "user" : "environment"} aria-label={`${label}: ${t("form.takePhoto")}`} />
        </label>
      </div>
      {file ? (
        <div className="flex items-center gap-3">
          {preview ? <img src={preview} alt={t("form.preview", { name: label })} className="h-24 w-auto max-w-[12rem] rounded-md border object-contain" /> : null}
          <span className="min-w-0 truncate text-sm">{file.name}</span>
          <Button variant="ghost" size="sm" onClick={() => onChange(undefined)} disabled={disabled} aria-label={t("form.remove", { name: label })}>
            <X aria-hidden="true" />
          </Button>
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
