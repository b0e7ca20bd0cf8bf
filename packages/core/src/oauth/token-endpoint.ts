// POST /oauth/token (issue 19): the library runs the grant (authorization_code with the PKCE
// verifier, or refresh_token) against our model; the client authenticates with its secret, by HTTP
// Basic or in the form. The answer is the library's, as JSON with no-store (RFC 6749 §5.1, §5.2).
import type { Database } from "@unleak/db";
import { OAuthError, OAuthResponse, oauthRequest, oauthServer } from "./oauth-model";

export interface OAuthHttpAnswer {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const noStore = { "cache-control": "no-store", pragma: "no-cache" };

export async function exchangeToken({ db, headers, body }: { db: Database; headers: Record<string, string>; body: Record<string, string> }): Promise<OAuthHttpAnswer> {
  const response = new OAuthResponse();
  try {
    await oauthServer(db, { requireClientSecret: true }).token(oauthRequest({ method: "POST", headers, body }), response);
    const answer = response.body as Record<string, unknown>;
    const scope = answer.scope;
    return { status: 200, headers: noStore, body: { ...answer, ...(Array.isArray(scope) ? { scope: scope.join(" ") } : {}) } };
  } catch (error) {
    if (!(error instanceof OAuthError)) throw error;
    const basic = error.name === "invalid_client" && /^basic /i.test(headers.authorization ?? "");
    return {
      status: basic ? 401 : error.code === 503 || error.code >= 500 ? 500 : 400,
      headers: { ...noStore, ...(basic ? { "www-authenticate": 'Basic realm="oauth"' } : {}) },
      body: { error: error.name, error_description: error.message },
    };
  }
}
