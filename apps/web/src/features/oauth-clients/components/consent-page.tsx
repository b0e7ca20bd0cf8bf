// /oauth/consent (issue 19): the authorization endpoint's consent screen. It names the client and,
// in words, what it asks to do; Allow sends the browser back to the client with a code, Deny with
// error=access_denied. An unknown client or redirect URI is shown here, never redirected to.
import { type AuthorizationRequest, authorizationRequestSchema } from "@unleak/contracts";
import { useTranslation } from "react-i18next";
import { scopeKey } from "../lib/scope-key";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { ApiError } from "@/lib/api-client";
import { useConsent, useDecide } from "../api/oauth-clients";

export function parseAuthorizationRequest(search: URLSearchParams): AuthorizationRequest | null {
  const parsed = authorizationRequestSchema.safeParse(Object.fromEntries(search));
  return parsed.success ? parsed.data : null;
}

export function ConsentPage({ request, go = (url) => window.location.assign(url) }: { request: AuthorizationRequest | null; go?: (url: string) => void }) {
  const { t } = useTranslation("oauthClients");
  const consent = useConsent(request);
  const decide = useDecide();
  const answer = (allow: boolean) => request && decide.mutate({ ...request, allow }, { onSuccess: ({ redirectTo }) => go(redirectTo) });
  if (!request) return <Alert variant="destructive">{t("consent.invalid")}</Alert>;
  if (consent.error) return <Alert variant="destructive">{consent.error instanceof ApiError && consent.error.status === 404 ? t("consent.unknownClient") : t("consent.invalid")}</Alert>;
  if (!consent.data) return null;
  const { client, scopes } = consent.data;
  return (
    <Card data-testid="consent-card">
      <CardHeader>
        <CardTitle>{t("consent.title", { client: client.name })}</CardTitle>
        <CardDescription>{t("consent.intro", { client: client.name })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="list-disc pl-5 text-sm" data-testid="consent-scopes">
          {scopes.map((scope) => (
            <li key={scope}>{t(scopeKey(scope))}</li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{t("consent.revokeLater")}</p>
        {decide.error ? <Alert variant="destructive">{decide.error instanceof ApiError ? decide.error.message : t("failed")}</Alert> : null}
      </CardContent>
      <CardFooter className="flex gap-2">
        <Button onClick={() => answer(true)} disabled={decide.isPending} data-testid="consent-allow">
          {t("consent.allow")}
        </Button>
        <Button variant="outline" onClick={() => answer(false)} disabled={decide.isPending} data-testid="consent-deny">
          {t("consent.deny")}
        </Button>
      </CardFooter>
    </Card>
  );
}
