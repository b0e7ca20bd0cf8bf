// A leak's evidence as a badge: a reported impersonating profile's takedown case (kind "profile",
// issue 18) says so rather than reading as a picture match or a name mention.
import type { Leak } from "@unleak/contracts";
import { UserX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EvidenceBadge } from "@/components/evidence-badge";
import { Badge } from "@/components/ui/badge";

export function LeakEvidenceBadge({ leak }: { leak: Pick<Leak, "kind" | "pictureMatch"> }) {
  const { t } = useTranslation("scans");
  if (leak.kind === "profile")
    return (
      <Badge data-testid="evidence-badge" data-evidence="profile" className="border-transparent bg-destructive/15 text-destructive">
        <UserX aria-hidden="true" />
        {t("matchEvidence.profile")}
      </Badge>
    );
  return <EvidenceBadge pictureQuality={leak.pictureMatch?.quality ?? null} />;
}
