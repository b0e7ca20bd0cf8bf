// How close a found copy is to the creator's content (exact, high or good), as a badge.
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/cn";

export type MatchQuality = "exact" | "high" | "good";

const tone: Record<MatchQuality, string> = {
  exact: "border-transparent bg-destructive/15 text-destructive",
  high: "border-transparent bg-amber-500/15 text-amber-700",
  good: "border-transparent bg-primary/10 text-primary",
};

export function QualityBadge({ quality, className }: { quality: MatchQuality; className?: string }) {
  const { t } = useTranslation("scans");
  return (
    <Badge data-testid="quality-badge" data-quality={quality} className={cn(tone[quality], className)}>
      {t(`quality.${quality}`)}
    </Badge>
  );
}
