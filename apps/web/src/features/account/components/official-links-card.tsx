// The account's official links, edited with the same editor as onboarding step 3.
import { platforms, type PlatformSelection } from "@unleak/contracts";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { PlatformLinksEditor } from "@/components/platform-links/platform-links-editor";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { hasProblems, selectionFromLink } from "@/lib/platform-selections";
import type { Profile } from "@unleak/contracts";
import { useUpdateOfficialLinks } from "../api/update-official-links";

type OfficialLinksCardProps = { links: Profile["officialLinks"]; onDirtyChange?: (dirty: boolean) => void };

export function OfficialLinksCard({ links, onDirtyChange }: OfficialLinksCardProps) {
  const { t } = useTranslation("account");
  const update = useUpdateOfficialLinks();
  const [saved, setSaved] = useState<PlatformSelection[]>(() => links.map(selectionFromLink));
  const [selections, setSelections] = useState(saved);
  const [submitted, setSubmitted] = useState(false);
  const dirty = JSON.stringify(saved) !== JSON.stringify(selections);
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const save = async () => {
    setSubmitted(true);
    if (hasProblems(selections)) return;
    try {
      await update.mutateAsync({ selections });
      setSaved(selections);
      setSubmitted(false);
      toast.success(t("toasts.updated"));
    } catch (error) {
      toast.error(t("toasts.error"), { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <Card data-testid="official-links-card">
      <CardHeader>
        <CardTitle>
          {t("links.title")}
          <span aria-hidden="true" className="text-destructive">{" *"}</span>
        </CardTitle>
        <CardDescription>{t("links.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PlatformLinksEditor available={platforms} selections={selections} onChange={setSelections} showAllProblems={submitted} />
        <div>
          <Button onClick={() => void save()} disabled={!dirty || update.isPending}>
            {update.isPending ? t("actions.saving") : t("actions.save")}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
