// Header badge with the plan: Standard, Basic, Creator Pro, Elite (or Admin).
import { Crown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { tierBadgeKey } from "../lib/plan-label";
import type { ShellUser } from "../lib/shell-user";

export function TierBadge({ user }: { user: ShellUser }) {
  const { t } = useTranslation("shell");
  const key = tierBadgeKey(user.isAdmin ? "admin" : user.tier);
  return (
    <Badge variant={key === "standard" ? "outline" : "default"} data-testid="tier-badge" className="hidden sm:inline-flex">
      {key === "standard" ? null : <Crown aria-hidden="true" />}
      {t(`tiers.${key}`)}
    </Badge>
  );
}
