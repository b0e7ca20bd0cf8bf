// Registering an OAuth client (issue 19): its name, redirect URIs (one a line: https, or http on
// loopback), the scopes it may ask for, an optional webhook URL, and whether it is the agency's.
import { apiScopes, type ApiScope, isAllowedClientUrl, type OAuthClientCreated } from "@unleak/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { scopeKey } from "../lib/scope-key";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { TextareaField } from "@/components/ui/form-controls";
import { FormField } from "@/components/ui/form-field";
import { ApiError } from "@/lib/api-client";
import { useRegisterClient } from "../api/oauth-clients";

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

export function RegisterClientForm({ onCreated }: { onCreated: (created: OAuthClientCreated) => void }) {
  const { t } = useTranslation("oauthClients");
  const register = useRegisterClient();
  const [name, setName] = useState("");
  const [redirects, setRedirects] = useState("");
  const [webhookUrl, setWebhookUrl] = useState("");
  const [scopes, setScopes] = useState<ApiScope[]>(["leaks:read"]);
  const [forAgency, setForAgency] = useState(false);
  const uris = linesOf(redirects);
  const badUri = uris.find((uri) => !isAllowedClientUrl(uri));
  const badWebhook = webhookUrl.trim() !== "" && !isAllowedClientUrl(webhookUrl.trim());
  const ready = name.trim() !== "" && uris.length > 0 && !badUri && !badWebhook && scopes.length > 0;

  const toggle = (scope: ApiScope, on: boolean) => setScopes((current) => (on ? [...current, scope] : current.filter((each) => each !== scope)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    register.mutate(
      { name: name.trim(), redirectUris: uris, scopes, webhookUrl: webhookUrl.trim() || null, ...(forAgency ? { forAgency: true } : {}) },
      {
        onSuccess: (created) => {
          setName("");
          setRedirects("");
          setWebhookUrl("");
          onCreated(created);
        },
      },
    );
  };

  return (
    <form className="grid gap-4" onSubmit={submit} data-testid="register-client-form">
      <FormField label={t("form.name")} value={name} onChange={(event) => setName(event.target.value)} maxLength={80} required name="name" />
      <TextareaField
        label={t("form.redirectUris")}
        hint={t("form.redirectUrisHint")}
        error={badUri ? t("form.badUrl", { url: badUri }) : undefined}
        value={redirects}
        onChange={(event) => setRedirects(event.target.value)}
        rows={3}
        required
        name="redirectUris"
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t("form.scopes")}</legend>
        {apiScopes.map((scope) => (
          <label key={scope} className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={scopes.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} value={scope} />
            <span>{t(scopeKey(scope))}</span>
            <code className="text-xs text-muted-foreground">{scope}</code>
          </label>
        ))}
      </fieldset>
      <FormField
        label={t("form.webhookUrl")}
        value={webhookUrl}
        onChange={(event) => setWebhookUrl(event.target.value)}
        error={badWebhook ? t("form.badUrl", { url: webhookUrl.trim() }) : undefined}
        name="webhookUrl"
        placeholder="https://"
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={forAgency} onChange={(event) => setForAgency(event.target.checked)} />
        <span>{t("form.forAgency")}</span>
      </label>
      {register.error ? <Alert variant="destructive">{register.error instanceof ApiError ? register.error.message : t("failed")}</Alert> : null}
      <Button type="submit" className="justify-self-start" disabled={!ready || register.isPending}>
        {register.isPending ? t("form.registering") : t("form.register")}
      </Button>
    </form>
  );
}
