// The official-links editor of onboarding step 3 and the account page: picker, one field per
// chosen platform, the 10-platform limit, Reset and the empty state (spec §2.4, §4, §5).
import { maxPlatforms, type Platform, type PlatformSelection } from "@unleak/contracts";
import { RotateCcw } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { addPlatform, isAtLimit, removePlatform, selectionProblem, setUsername } from "@/lib/platform-selections";
import { PlatformLinkField } from "./platform-link-field";
import { PlatformPicker } from "./platform-picker";

type PlatformLinksEditorProps = {
  available: Platform[];
  selections: PlatformSelection[];
  onChange: (selections: PlatformSelection[]) => void;
  /** Show every problem, also of fields not yet left (after a submit attempt). */
  showAllProblems?: boolean;
};

export function PlatformLinksEditor({ available, selections, onChange, showAllProblems = false }: PlatformLinksEditorProps) {
  const { t } = useTranslation("common");
  const [touched, setTouched] = useState<string[]>([]);
  // The platform just added: its field takes the focus as soon as it is on screen.
  const focusNext = useRef<string | null>(null);
  const atLimit = isAtLimit(selections);

  const shownProblem = (selection: PlatformSelection) => {
    const problem = selectionProblem(selection);
    // Bad characters show at once; an unfinished URL only once the field is left.
    if (problem === "not_http" && !showAllProblems && !touched.includes(selection.platformId)) return null;
    return problem;
  };

  return (
    <div className="grid gap-4" data-testid="platform-links-editor">
      <div className="flex flex-wrap items-center gap-3">
        <PlatformPicker
          available={available}
          selected={selections.map((selection) => selection.platformId)}
          disabled={atLimit}
          onAdd={(platformId) => {
            onChange(addPlatform(selections, platformId));
            focusNext.current = platformId;
          }}
        />
        <span className="text-sm text-muted-foreground" data-testid="platform-count">
          {t("platformLinks.count", { count: selections.length, max: maxPlatforms })}
        </span>
        {selections.length > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() => {
              setTouched([]);
              onChange([]);
            }}
          >
            <RotateCcw aria-hidden="true" />
            {t("platformLinks.reset")}
          </Button>
        ) : null}
      </div>
      {atLimit ? (
        <p role="status" className="text-sm font-medium text-amber-700" data-testid="platform-limit">
          {t("platformLinks.maxReached", { max: maxPlatforms })}
        </p>
      ) : null}
      {selections.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground" data-testid="platform-empty">
          {t("platformLinks.emptyState")}
        </p>
      ) : (
        <ul className="grid gap-3">
          {selections.map((selection) => (
            <PlatformLinkField
              key={selection.platformId}
              selection={selection}
              problem={shownProblem(selection)}
              inputRef={(element) => {
                if (element && focusNext.current === selection.platformId) {
                  focusNext.current = null;
                  element.focus();
                }
              }}
              onChange={(value) => onChange(setUsername(selections, selection.platformId, value))}
              onBlur={() => setTouched((current) => (current.includes(selection.platformId) ? current : [...current, selection.platformId]))}
              onRemove={() => {
                setTouched((current) => current.filter((id) => id !== selection.platformId));
                onChange(removePlatform(selections, selection.platformId));
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
