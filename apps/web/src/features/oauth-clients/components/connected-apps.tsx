// The apps she allowed to act for her (issue 19), each with what it may do; revoking one ends its
// tokens at once.
import { useTranslation } from "react-i18next";
import { scopeKey } from "../lib/scope-key";
import { Button } from "@/components/ui/button";
import { useConnectedApps, useRevokeApp } from "../api/oauth-clients";

export function ConnectedApps() {
  const { t, i18n } = useTranslation("oauthClients");
  const apps = useConnectedApps();
  const revoke = useRevokeApp();
  const list = apps.data?.apps ?? [];
  if (apps.isLoading) return null;
  if (list.length === 0) return <p className="text-sm text-muted-foreground">{t("apps.empty")}</p>;
  const day = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium" }).format(new Date(iso));
  return (
    <ul className="grid gap-3" data-testid="connected-apps">
      {list.map((app) => (
        <li key={app.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3" data-testid="connected-app">
          <div className="grid gap-1">
            <span className="font-medium">{app.clientName}</span>
            <span className="text-sm text-muted-foreground">{t("apps.since", { date: day(app.createdAt) })}</span>
            <span className="text-sm">{app.scopes.map((scope) => t(scopeKey(scope))).join(", ")}</span>
          </div>
          <Button size="sm" variant="destructive" disabled={revoke.isPending} onClick={() => revoke.mutate(app.id)}>
            {t("apps.revoke")}
          </Button>
        </li>
      ))}
    </ul>
  );
}
