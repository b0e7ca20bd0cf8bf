// Active sessions: where the account is signed in (browser and device named, this one marked),
// ending one, or all but this one.
import { Monitor, Smartphone, Tablet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSessions, type ActiveSession } from "../api/list-sessions";
import { useRevokeOtherSessions, useRevokeSession } from "../api/revoke-sessions";
import { errorText } from "../lib/auth-result";
import { describeDevice } from "@/lib/describe-device";
import { SettingsCard } from "./settings-card";

const deviceIcon = { mobile: Smartphone, tablet: Tablet, desktop: Monitor } as const;

function SessionDevice({ session }: { session: ActiveSession }) {
  const { t } = useTranslation("account");
  const { browser, os } = describeDevice(session.userAgent);
  if (!browser && !os) return <>{t("settings.sessions.unknownDevice")}</>;
  if (!browser || !os) return <>{browser ?? os}</>;
  return <>{t("settings.sessions.device", { browser, os })}</>;
}

export function SessionsCard({ currentSessionId }: { currentSessionId: string | null }) {
  const { t, i18n } = useTranslation("account");
  const sessions = useSessions();
  const revokeOne = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  const others = (sessions.data ?? []).filter((session) => session.id !== currentSessionId);
  const onError = (error: unknown) => toast.error(t("toasts.error"), { description: errorText(error, t("toasts.error")) });

  return (
    <SettingsCard title={t("settings.sessions.title")} description={t("settings.sessions.description")} testId="settings-sessions">
      {sessions.isPending ? <Spinner /> : null}
      <ul className="grid gap-2">
        {(sessions.data ?? []).map((session) => {
          const current = session.id === currentSessionId;
          const Icon = deviceIcon[describeDevice(session.userAgent).kind];
          return (
            <li key={session.id} className="flex min-w-0 flex-wrap items-center gap-3 rounded-lg border p-3 text-sm" data-testid="session-row">
              <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" title={session.userAgent ?? undefined} data-testid="session-device">
                  <SessionDevice session={session} />
                </p>
                <p className="break-words text-xs text-muted-foreground">
                  {t("settings.sessions.details", {
                    address: session.ipAddress || t("settings.sessions.unknownAddress"),
                    date: new Date(session.updatedAt).toLocaleString(i18n.language),
                  })}
                </p>
              </div>
              {current ? (
                <Badge variant="success">{t("settings.sessions.current")}</Badge>
              ) : (
                <Button variant="ghost" size="sm" disabled={revokeOne.isPending} onClick={() => revokeOne.mutate({ id: session.id }, { onError })}>
                  {t("settings.sessions.revoke")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={others.length === 0 || revokeOthers.isPending}
        onClick={() => revokeOthers.mutate(undefined, { onError, onSuccess: () => toast.success(t("settings.sessions.revokedOthers")) })}
      >
        {t("settings.sessions.revokeOthers")}
      </Button>
    </SettingsCard>
  );
}
