// Her registered clients (issue 19): the client id, redirect URIs, scopes, the secret's last four
// characters; rotating either secret shows the new one once, deleting ends every grant of it.
import type { OAuthClient } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { scopeKey } from "../lib/scope-key";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useDeleteClient, useRotateSecret, useRotateWebhookSecret } from "../api/oauth-clients";
import type { ShownSecret } from "./secret-notice";

export function ClientList({ clients, onSecrets }: { clients: OAuthClient[]; onSecrets: (clientId: string, secrets: ShownSecret[]) => void }) {
  const { t } = useTranslation("oauthClients");
  const rotate = useRotateSecret();
  const rotateWebhook = useRotateWebhookSecret();
  const remove = useDeleteClient();
  if (clients.length === 0) return <p className="text-sm text-muted-foreground">{t("list.empty")}</p>;
  return (
    <ul className="grid gap-4" data-testid="client-list">
      {clients.map((client) => (
        <li key={client.id} className="grid gap-2 rounded-md border p-4" data-testid="client-row" data-client-id={client.id}>
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{client.name}</span>
            {client.agencyId ? <Badge variant="outline">{t("list.agency")}</Badge> : null}
          </div>
          <dl className="grid gap-1 text-sm">
            <div>
              <dt className="inline text-muted-foreground">{t("list.clientId")}: </dt>
              <dd className="inline">
                <code data-testid="client-id">{client.id}</code>
              </dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{t("list.secret")}: </dt>
              <dd className="inline">{t("list.secretHint", { hint: client.secretHint })}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{t("list.redirectUris")}: </dt>
              <dd className="inline break-all">{client.redirectUris.join(", ")}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{t("list.scopes")}: </dt>
              <dd className="inline">{client.scopes.map((scope) => t(scopeKey(scope))).join(", ")}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{t("list.webhook")}: </dt>
              <dd className="inline break-all">{client.webhookUrl ?? t("list.noWebhook")}</dd>
            </div>
            <div>
              <dt className="inline text-muted-foreground">{t("list.rateLimit")}: </dt>
              <dd className="inline">{t("list.perMinute", { count: client.rateLimitPerMinute })}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate(client.id, { onSuccess: ({ clientSecret }) => onSecrets(client.id, [{ label: "clientSecret", value: clientSecret }]) })}>
              {t("list.rotateSecret")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={rotateWebhook.isPending}
              onClick={() => rotateWebhook.mutate(client.id, { onSuccess: ({ webhookSecret }) => onSecrets(client.id, [{ label: "webhookSecret", value: webhookSecret }]) })}
            >
              {t("list.rotateWebhookSecret")}
            </Button>
            <Button size="sm" variant="destructive" disabled={remove.isPending} onClick={() => window.confirm(t("list.confirmDelete", { name: client.name })) && remove.mutate(client.id)}>
              {t("list.delete")}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
