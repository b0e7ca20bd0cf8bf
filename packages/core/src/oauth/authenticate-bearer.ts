// The public API's bearer check (issue 19): the library reads the token from the Authorization
// header only (never the query or a cookie), finds it through the model (live grant, not revoked,
// not expired) and checks the route's scope. A refusal names itself as RFC 6750 §3 asks.
import type { ApiScope } from "@unleak/contracts";
import type { Database } from "@unleak/db";
import { AppError } from "../errors/app-error";
import { OAuthError, type OAuthClientRecord, OAuthResponse, type OAuthUser, oauthRequest, oauthServer } from "./oauth-model";

export interface ApiCaller {
  userId: string;
  clientId: string;
  grantId: string;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
}

/** Throws INVALID_TOKEN (401) or INSUFFICIENT_SCOPE (403); the caller sets WWW-Authenticate from `bearerChallenge`. */
export async function authenticateBearer({ db, authorization, scope }: { db: Database; authorization: string | undefined; scope: ApiScope }): Promise<ApiCaller> {
  const request = oauthRequest({ method: "GET", headers: authorization ? { authorization } : {} });
  try {
    const token = await oauthServer(db, { requireClientSecret: false }).authenticate(request, new OAuthResponse(), { scope: [scope] });
    const client = token.client as OAuthClientRecord;
    const user = token.user as OAuthUser;
    return { userId: user.id, clientId: client.id, grantId: user.grantId, scopes: (token.scope ?? []) as ApiScope[], rateLimitPerMinute: client.rateLimitPerMinute };
  } catch (error) {
    if (error instanceof OAuthError && error.name === "insufficient_scope") throw new AppError("INSUFFICIENT_SCOPE", undefined, { scope });
    if (error instanceof OAuthError && error.code < 500) throw new AppError("INVALID_TOKEN");
    throw error;
  }
}

/** The WWW-Authenticate header of a refused API call (RFC 6750 §3). */
export function bearerChallenge(code: "INVALID_TOKEN" | "INSUFFICIENT_SCOPE", scope: ApiScope): string {
  return code === "INSUFFICIENT_SCOPE" ? `Bearer realm="unleak", error="insufficient_scope", scope="${scope}"` : `Bearer realm="unleak", error="invalid_token"`;
}
