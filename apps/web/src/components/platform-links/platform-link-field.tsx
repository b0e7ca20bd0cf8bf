// One chosen platform: its username (or, for a custom website, the full URL), the live profile
// URL preview and the validation message.
import { findPlatform, type PlatformSelection } from "@unleak/contracts";
import { X } from "lucide-react";
import { useId, type Ref } from "react";
import { useTranslation } from "react-i18next";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { previewUrl, type SelectionProblem } from "@/lib/platform-selections";
import { PlatformIcon } from "./platform-icon";

const hintIds = ["manyvids", "bluesky", "kemono"] as const;
type HintId = (typeof hintIds)[number];
const hasHint = (id: string): id is HintId => (hintIds as readonly string[]).includes(id);

type PlatformLinkFieldProps = {
  selection: PlatformSelection;
  problem: SelectionProblem | null;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
  onRemove: () => void;
};

export function PlatformLinkField({ selection, problem, inputRef, onChange, onBlur, onRemove }: PlatformLinkFieldProps) {
  const { t } = useTranslation("common");
  const id = useId();
  const platform = findPlatform(selection.platformId);
  if (!platform) return null;
  const manual = platform.manualUrl === true;
  const preview = previewUrl(selection);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const hint = hasHint(platform.id) ? t(`platformLinks.hints.${platform.id}`) : null;

  return (
    <li className="grid gap-2 rounded-lg border bg-card p-3" data-testid={`platform-field-${platform.id}`}>
      <div className="flex items-center gap-2">
        <PlatformIcon platformId={platform.id} />
        <Label htmlFor={id} className="flex-1">
          {manual ? t("platformLinks.fullUrl") : t("platformLinks.username", { platform: platform.label })}
        </Label>
        <button
          type="button"
          onClick={onRemove}
          aria-label={t("platformLinks.remove", { platform: platform.label })}
          className="grid size-7 place-items-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <Input
        id={id}
        ref={inputRef}
        value={selection.username}
        type={manual ? "url" : "text"}
        autoComplete="off"
        spellCheck={false}
        placeholder={manual ? t("platformLinks.fullUrlPlaceholder") : t("platformLinks.usernamePlaceholder")}
        aria-invalid={problem ? true : undefined}
        aria-describedby={[problem ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={errorId} className="text-sm text-destructive" data-testid="platform-field-error">
          {t(`platformLinks.errors.${problem}`)}
        </p>
      ) : null}
      {preview && !manual ? (
        <p className="truncate text-xs text-muted-foreground" data-testid="platform-preview">
          {preview}
        </p>
      ) : null}
    </li>
  );
}
