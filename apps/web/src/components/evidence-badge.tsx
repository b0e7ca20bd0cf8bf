// What a leak's evidence is, as a badge: a picture match with its quality, or a name mention that
// says plainly that no picture matched. Never "exact match" for a name (ADR 017).
import type { EvidenceStrength, MatchQuality } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

const tone: Record<EvidenceStrength, string> = {
  exact: "border-transparent bg-destructive/15 text-destructive",
  high: "border-transparent bg-amber-500/15 text-amber-700",
  good: "border-transparent bg-primary/10 text-primary",
  name: "border-dashed bg-transparent text-muted-foreground",
};

/** `pictureQuality` is null when no picture of the creator's matched (a name mention). */
export function EvidenceBadge({ pictureQuality, className }: { pictureQuality: MatchQuality | null; className?: string }) {
  const { t } = useTranslation("scans");
  const strength = pictureQuality ?? "name";
  return (
    <Badge data-testid="evidence-badge" data-evidence={strength} className={cn(tone[strength], className)}>
      {pictureQuality ? t(`matchEvidence.picture.${pictureQuality}`) : t("matchEvidence.name")}
    </Badge>
  );
}
