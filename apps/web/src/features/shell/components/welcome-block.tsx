// Signed-in greeting: first name (or e-mail), the verified badge and the current plan.
import { BadgeCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { planLabel } from "../lib/plan-label";
import type { ShellUser } from "../lib/shell-user";

export function WelcomeBlock({ user, collapsed }: { user: ShellUser; collapsed: boolean }) {
  const { t } = useTranslation("shell");
  const displayName = user.firstName?.trim() || user.email;
  const plan = planLabel(user.isAdmin ? "admin" : user.tier);

  if (collapsed) {
    return (
      <div className="flex justify-center py-2" data-testid="welcome-block" title={displayName}>
        <span className="grid size-9 place-items-center rounded-full bg-primary text-sm font-semibold text-white uppercase">
          {displayName.charAt(0)}
        </span>
      </div>
    );
  }

  return (
    <div className="rounded-lg bg-sidebar-accent/70 p-3" data-testid="welcome-block">
      <p className="text-xs text-sidebar-muted">{t("welcome.greeting")}</p>
      <div className="mt-0.5 flex min-w-0 items-center gap-2">
        <p className="truncate text-sm font-semibold text-white" data-testid="welcome-name" title={displayName}>
          {displayName}
        </p>
        {user.verified ? (
          <Badge variant="success" data-testid="verified-badge">
            <BadgeCheck aria-hidden="true" />
            {t("welcome.verified")}
          </Badge>
        ) : null}
      </div>
      <p className="mt-1 text-xs text-sidebar-foreground" data-testid="welcome-plan">
        {t("welcome.plan", { plan })}
      </p>
    </div>
  );
}
