// The authorization endpoint's consent (issue 19): the signed-in user sees which client asks for
// what, then allows (a grant is made or widened, and the library issues a code bound to the PKCE
// challenge) or denies (the client hears error=access_denied). A request naming an unknown client or
// a redirect URI it did not register is refused here, never redirected (RFC 6749 §4.1.2.1).
import { type ApiScope, apiScopes, type AuthorizationRequest, type Consent } from "@unleak/contracts";
import { type Database, oauthClients, oauthGrants } from "@unleak/db";
import { and, eq, isNull } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { OAuthResponse, type OAuthUser, oauthRequest, oauthServer } from "./oauth-model";

async function checkedRequest(db: Database, request: AuthorizationRequest) {
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, request.client_id));
  if (!client || !client.redirectUris.includes(request.redirect_uri)) throw new AppError("NOT_FOUND");
  const scopes = [...new Set(request.scope.split(" ").filter(Boolean))];
  const known = scopes.filter((word): word is ApiScope => (apiScopes as readonly string[]).includes(word) && client.scopes.includes(word as ApiScope));
  if (known.length === 0 || known.length !== scopes.length) throw new AppError("VALIDATION_FAILED", undefined, { fields: { scope: "invalid_scope" } });
  return { client, scopes: known };
}

export async function describeAuthorization({ db, actor, ownerId, request }: Access & { db: Database; request: AuthorizationRequest }): Promise<Consent> {
  authorise(actor, "oauthGrants.manage", ownerId);
  const { client, scopes } = await checkedRequest(db, request);
  return { client: { id: client.id, name: client.name }, scopes };
}

/** Where the browser goes next: the client's redirect URI with `code` and `state`, or with `error=access_denied`. */
export async function decideAuthorization({ db, actor, ownerId, request, allow }: Access & { db: Database; request: AuthorizationRequest; allow: boolean }): Promise<{ redirectTo: string }> {
  authorise(actor, "oauthGrants.manage", ownerId);
  const { client, scopes } = await checkedRequest(db, request);
  const grantId = allow ? await grantScopes(db, client.id, ownerId, scopes) : "";
  const user: OAuthUser = { id: ownerId, grantId };
  const response = new OAuthResponse();
  const server = oauthServer(db, { requireClientSecret: false });
  const body = { ...request, allowed: allow ? "true" : "false" };
  await server
    .authorize(oauthRequest({ method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body }), response, {
      authenticateHandler: { handle: () => user },
      allowEmptyState: false,
    })
    .catch(() => undefined);
  const location = response.get("location") as string | undefined;
  if (!location) throw new AppError("BAD_REQUEST");
  return { redirectTo: location };
}

/** The live grant of this client by this user, made or widened to cover `scopes`. */
async function grantScopes(db: Database, clientId: string, userId: string, scopes: ApiScope[]): Promise<string> {
  return db.transaction(async (tx) => {
    const [live] = await tx
      .select()
      .from(oauthGrants)
      .where(and(eq(oauthGrants.clientId, clientId), eq(oauthGrants.userId, userId), isNull(oauthGrants.revokedAt)));
    if (!live) {
      const [made] = await tx.insert(oauthGrants).values({ clientId, userId, scopes }).returning({ id: oauthGrants.id });
      return made.id;
    }
    const wider = [...new Set([...live.scopes, ...scopes])];
    await tx.update(oauthGrants).set({ scopes: wider }).where(eq(oauthGrants.id, live.id));
    return live.id;
  });
}

/**
 * A malformed authorization request (no PKCE challenge, another response type...): the client hears
 * `error=invalid_request` when it and its redirect URI are known; null otherwise (shown, not redirected).
 */
export async function authorizationErrorRedirect({ db, clientId, redirectUri, state }: { db: Database; clientId: string; redirectUri: string; state: string | undefined }): Promise<string | null> {
  if (!clientId || !redirectUri) return null;
  const [client] = await db.select({ redirectUris: oauthClients.redirectUris }).from(oauthClients).where(eq(oauthClients.id, clientId));
  if (!client?.redirectUris.includes(redirectUri)) return null;
  const url = new URL(redirectUri);
  url.searchParams.set("error", "invalid_request");
  url.searchParams.set("error_description", "response_type=code, scope, state and a PKCE code_challenge with code_challenge_method=S256 are required");
  if (state) url.searchParams.set("state", state);
  return url.toString();
}
