// Where a creator's authorisation stands for the agency: her own status (letter and identity) and
// whether her letter names the agency, which it must for the agency to request removals.
import type { RosterAuthorisation } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

export function AuthorisationBadge({ authorisation }: { authorisation: RosterAuthorisation }) {
  const { t } = useTranslation("agencyRoster");
  return (
    <div className="grid justify-items-start gap-1" data-testid="roster-authorisation">
      <Badge variant={authorisation.status === "authorized" ? "success" : "outline"}>{t(`authorisation.${authorisation.status}`)}</Badge>
      <span className="text-xs text-muted-foreground">{authorisation.letterNamesAgency ? t("authorisation.namesAgency") : t("authorisation.notNamed")}</span>
    </div>
  );
}
