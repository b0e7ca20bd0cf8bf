// Niches or stage names: a short list of words, added one at a time and saved as a whole. Entries
// added but not saved, or typed but not added, count as unsaved changes (onDirtyChange).
import { X } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUpdateProfileList, type ProfileList } from "../api/update-profile-lists";

const MAX_ENTRIES = 20;
const MAX_LENGTH = 60;

type TagListEditorProps = { list: ProfileList; values: string[]; onDirtyChange?: (dirty: boolean) => void };

export function TagListEditor({ list, values, onDirtyChange }: TagListEditorProps) {
  const { t } = useTranslation("account");
  const inputId = useId();
  const update = useUpdateProfileList();
  const [entries, setEntries] = useState(values);
  const [draft, setDraft] = useState("");
  const dirty = entries.join("\n") !== values.join("\n");
  const candidate = draft.trim();
  useEffect(() => onDirtyChange?.(dirty || candidate !== ""), [dirty, candidate, onDirtyChange]);
  const canAdd = candidate !== "" && entries.length < MAX_ENTRIES && !entries.some((entry) => entry.toLowerCase() === candidate.toLowerCase());

  const add = () => {
    if (!canAdd) return;
    setEntries([...entries, candidate]);
    setDraft("");
  };

  const save = async () => {
    try {
      const saved = await update.mutateAsync({ list, values: entries });
      setEntries(list === "niches" ? saved.niches : saved.stageNames);
      toast.success(t("toasts.updated"));
    } catch (error) {
      toast.error(t("toasts.error"), { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Card data-testid={`tag-list-${list}`}>
      <CardHeader>
        <CardTitle>
          {t(`lists.${list}.title`)}
          <span aria-hidden="true" className="text-destructive">{" *"}</span>
        </CardTitle>
        <CardDescription>{t(`lists.${list}.description`)}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {entries.length === 0 ? <p className="text-sm text-muted-foreground">{t(`lists.${list}.empty`)}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {entries.map((entry) => (
            <li key={entry} className="flex items-center gap-1 rounded-full border bg-muted py-1 pr-1 pl-3 text-sm">
              {entry}
              <button
                type="button"
                className="grid size-5 place-items-center rounded-full hover:bg-background"
                aria-label={t("lists.remove", { value: entry })}
                onClick={() => setEntries(entries.filter((other) => other !== entry))}
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
        <div className="grid gap-2">
          <Label htmlFor={inputId}>{t(`lists.${list}.label`)}</Label>
          <div className="flex gap-2">
            <Input
              id={inputId}
              value={draft}
              maxLength={MAX_LENGTH}
              placeholder={t(`lists.${list}.placeholder`)}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== "Enter") return;
                event.preventDefault();
                add();
              }}
            />
            <Button variant="outline" onClick={add} disabled={!canAdd}>
              {t("lists.add")}
            </Button>
          </div>
        </div>
        <div>
          <Button onClick={() => void save()} disabled={!dirty || update.isPending}>
            {update.isPending ? t("actions.saving") : t("actions.save")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
