// /oauth-clients (issue 19): register OAuth clients of the public API and manage them, see each new
// secret once, and the apps she connected ("Connected apps") with their revocation.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useOAuthClients } from "../api/oauth-clients";
import { ClientList } from "./client-list";
import { ConnectedApps } from "./connected-apps";
import { RegisterClientForm } from "./register-client-form";
import { SecretNotice, type ShownSecret } from "./secret-notice";

export function OAuthClientsPage() {
  const { t } = useTranslation("oauthClients");
  const clients = useOAuthClients();
  const [shown, setShown] = useState<ShownSecret[] | null>(null);
  return (
    <div className="grid gap-6" data-testid="oauth-clients-page">
      <header className="grid gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{t("title")}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      {shown ? <SecretNotice secrets={shown} onDone={() => setShown(null)} /> : null}
      <Card>
        <CardHeader>
          <CardTitle>{t("form.title")}</CardTitle>
          <CardDescription>{t("form.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <RegisterClientForm
            onCreated={(created) =>
              setShown([
                { label: "clientSecret", value: created.clientSecret },
                { label: "webhookSecret", value: created.webhookSecret },
              ])
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("list.title")}</CardTitle>
        </CardHeader>
        <CardContent>{clients.data ? <ClientList clients={clients.data.clients} onSecrets={(_id, secrets) => setShown(secrets)} /> : null}</CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("apps.title")}</CardTitle>
          <CardDescription>{t("apps.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <ConnectedApps />
        </CardContent>
      </Card>
    </div>
  );
}
