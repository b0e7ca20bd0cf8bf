// Shown instead of the app to a suspended account (spec §2.3): the suspension and, below it, the
// appeal, sent from here (issue 16).
import { Ban, LogOut, Settings } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { LanguageSwitcher } from "@/components/language-switcher";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";
import { useLogout } from "@/hooks/use-logout";
import type { AccountOverview } from "@unleak/contracts";
import { AppealCard } from "./appeal-card";

type BannedScreenProps = { email: string; ban: AccountOverview["ban"] };

export function BannedScreen({ email, ban }: BannedScreenProps) {
  const { t, i18n } = useTranslation("shell");
  const navigate = useNavigate();
  const { logout, pending } = useLogout();
  const bannedAt = ban?.bannedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long", timeStyle: "short" }).format(new Date(ban.bannedAt))
    : t("banned.unknown");

  const details: Array<[string, string]> = [
    [t("banned.reason"), ban?.reason || t("banned.noReason")],
    [t("banned.date"), bannedAt],
    ...(ban?.adminNotes ? ([[t("banned.notes"), ban.adminNotes]] as Array<[string, string]>) : []),
  ];

  return (
    <main className="min-h-screen bg-background px-4 py-10">
      <div className="mx-auto mb-6 flex max-w-xl justify-end">
        <LanguageSwitcher />
      </div>
      <div className="mx-auto grid max-w-xl gap-6">
        <Card data-testid="banned-screen">
          <CardHeader>
            <span className="mb-2 grid size-10 place-items-center rounded-full bg-destructive/10 text-destructive">
              <Ban aria-hidden="true" className="size-5" />
            </span>
            <CardTitle>{t("banned.title")}</CardTitle>
            <CardDescription>{t("banned.description")}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 rounded-lg bg-muted p-4 text-sm">
              {details.map(([label, value]) => (
                <div key={label} className="grid gap-0.5">
                  <dt className="font-medium">{label}</dt>
                  <dd className="text-muted-foreground break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </CardContent>
          <CardFooter className="flex-wrap">
            <Button variant="outline" onClick={() => void navigate(paths.app.settings.getHref())}>
              <Settings aria-hidden="true" />
              {t("banned.settings")}
            </Button>
            <Button variant="destructive" onClick={() => void logout()} disabled={pending}>
              <LogOut aria-hidden="true" />
              {t("topBar.logout")}
            </Button>
          </CardFooter>
        </Card>

        <AppealCard email={email} bannedAt={ban?.bannedAt ?? null} />
      </div>
    </main>
  );
}
