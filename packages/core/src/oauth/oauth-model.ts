// The "model" of @node-oauth/oauth2-server (ADR in docs/decisions): the library runs the protocol
// (authorization codes with PKCE, token and refresh grants, bearer checks, scope checks and token
// generation); these functions only read and write our tables. Codes and tokens are stored as their
// SHA-256; a grant revoked by its user ends its codes and tokens at once.
import OAuth2Server from "@node-oauth/oauth2-server";
import { type ApiScope, apiScopes } from "@unleak/contracts";
import { type Database, oauthAuthorizationCodes, oauthClients, oauthGrants, oauthTokens } from "@unleak/db";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import { matchesHash, sha256Hex } from "./oauth-secrets";

/** Access tokens live an hour, refresh tokens 30 days, codes 5 minutes (the library's default). */
export const ACCESS_TOKEN_SECONDS = 3600;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

type ClientRow = typeof oauthClients.$inferSelect;
export interface OAuthClientRecord extends OAuth2Server.Client {
  id: string;
  redirectUris: string[];
  grants: string[];
  scopes: ApiScope[];
  rateLimitPerMinute: number;
}
/** Whom a code or token acts for, and through which grant. */
export interface OAuthUser extends OAuth2Server.User {
  id: string;
  grantId: string;
}

const toClient = (row: ClientRow): OAuthClientRecord => ({
  id: row.id,
  redirectUris: row.redirectUris,
  grants: ["authorization_code", "refresh_token"],
  scopes: row.scopes,
  rateLimitPerMinute: row.rateLimitPerMinute,
});

const isApiScope = (word: string): word is ApiScope => (apiScopes as readonly string[]).includes(word);

/** Live rows only: the grant not revoked. */
const liveGrant = and(eq(oauthGrants.id, oauthTokens.grantId), isNull(oauthGrants.revokedAt));

/** A token row found by one of its hashes, not revoked and of a live grant, with its client and user. */
async function liveToken(db: Database, byHash: SQL) {
  const [row] = await db
    .select({ token: oauthTokens, client: oauthClients })
    .from(oauthTokens)
    .innerJoin(oauthGrants, liveGrant)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthTokens.clientId))
    .where(and(byHash, isNull(oauthTokens.revokedAt)));
  if (!row) return null;
  return { token: row.token, client: toClient(row.client), user: { id: row.token.userId, grantId: row.token.grantId } satisfies OAuthUser };
}

/**
 * The model over our tables. `requireClientSecret`: the token endpoint's clients are confidential, so
 * a request without the secret is refused even with PKCE (the library would otherwise accept it).
 */
export function oauthModel(db: Database, { requireClientSecret }: { requireClientSecret: boolean }): OAuth2Server.AuthorizationCodeModel & OAuth2Server.RefreshTokenModel {
  return {
    async getClient(clientId, clientSecret) {
      const [row] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId));
      if (!row) return null;
      if (requireClientSecret && !(clientSecret && matchesHash(clientSecret, row.secretHash))) return null;
      return toClient(row);
    },

    async validateScope(_user, client, scope) {
      const allowed = (client as OAuthClientRecord).scopes;
      if (!scope?.length || !scope.every((word) => isApiScope(word) && allowed.includes(word))) return false;
      return [...new Set(scope)];
    },

    async verifyScope(token, scope) {
      const held = token.scope ?? [];
      return scope.every((word) => held.includes(word));
    },

    async saveAuthorizationCode(code, client, user) {
      const owner = user as OAuthUser;
      await db.insert(oauthAuthorizationCodes).values({
        codeHash: sha256Hex(code.authorizationCode),
        grantId: owner.grantId,
        clientId: client.id,
        userId: owner.id,
        redirectUri: code.redirectUri,
        scopes: (code.scope ?? []) as ApiScope[],
        codeChallenge: code.codeChallenge ?? "",
        codeChallengeMethod: code.codeChallengeMethod ?? "",
        expiresAt: code.expiresAt,
      });
      return { ...code, client, user };
    },

    async getAuthorizationCode(authorizationCode) {
      const [row] = await db
        .select({ code: oauthAuthorizationCodes, client: oauthClients })
        .from(oauthAuthorizationCodes)
        .innerJoin(oauthClients, eq(oauthClients.id, oauthAuthorizationCodes.clientId))
        .innerJoin(oauthGrants, and(eq(oauthGrants.id, oauthAuthorizationCodes.grantId), isNull(oauthGrants.revokedAt)))
        .where(eq(oauthAuthorizationCodes.codeHash, sha256Hex(authorizationCode)));
      if (!row) return null;
      const { code } = row;
      return {
        authorizationCode,
        expiresAt: code.expiresAt,
        redirectUri: code.redirectUri,
        scope: code.scopes,
        client: toClient(row.client),
        user: { id: code.userId, grantId: code.grantId } satisfies OAuthUser,
        ...(code.codeChallenge ? { codeChallenge: code.codeChallenge, codeChallengeMethod: code.codeChallengeMethod } : {}),
      };
    },

    async revokeAuthorizationCode(code) {
      const gone = await db.delete(oauthAuthorizationCodes).where(eq(oauthAuthorizationCodes.codeHash, sha256Hex(code.authorizationCode))).returning({ hash: oauthAuthorizationCodes.codeHash });
      return gone.length > 0;
    },

    async saveToken(token, client, user) {
      const owner = user as OAuthUser;
      await db.insert(oauthTokens).values({
        grantId: owner.grantId,
        clientId: client.id,
        userId: owner.id,
        accessTokenHash: sha256Hex(token.accessToken),
        refreshTokenHash: token.refreshToken ? sha256Hex(token.refreshToken) : null,
        scopes: (token.scope ?? []) as ApiScope[],
        accessExpiresAt: token.accessTokenExpiresAt ?? new Date(Date.now() + ACCESS_TOKEN_SECONDS * 1000),
        refreshExpiresAt: token.refreshTokenExpiresAt ?? null,
      });
      return { ...token, client, user };
    },

    async getAccessToken(accessToken) {
      const row = await liveToken(db, eq(oauthTokens.accessTokenHash, sha256Hex(accessToken)));
      return row && { accessToken, accessTokenExpiresAt: row.token.accessExpiresAt, scope: row.token.scopes, client: row.client, user: row.user };
    },

    async getRefreshToken(refreshToken) {
      const row = await liveToken(db, eq(oauthTokens.refreshTokenHash, sha256Hex(refreshToken)));
      return row && { refreshToken, ...(row.token.refreshExpiresAt ? { refreshTokenExpiresAt: row.token.refreshExpiresAt } : {}), scope: row.token.scopes, client: row.client, user: row.user };
    },

    /** A used refresh token ends with its access token (the library issues a new pair). */
    async revokeToken(token) {
      if (!token.refreshToken) return false;
      const ended = await db
        .update(oauthTokens)
        .set({ revokedAt: new Date() })
        .where(and(eq(oauthTokens.refreshTokenHash, sha256Hex(token.refreshToken)), isNull(oauthTokens.revokedAt)))
        .returning({ id: oauthTokens.id });
      return ended.length > 0;
    },
  };
}

/** The library's server over our model. */
export function oauthServer(db: Database, options: { requireClientSecret: boolean }): OAuth2Server {
  return new OAuth2Server({
    model: oauthModel(db, options),
    accessTokenLifetime: ACCESS_TOKEN_SECONDS,
    refreshTokenLifetime: REFRESH_TOKEN_SECONDS,
    allowEmptyState: false,
    alwaysIssueNewRefreshToken: true,
    requireClientAuthentication: { authorization_code: true, refresh_token: true },
  });
}

/** The library's request from the parts of an HTTP request. */
export function oauthRequest({ method, headers, query = {}, body = {} }: { method: string; headers: Record<string, string>; query?: Record<string, string>; body?: Record<string, unknown> }) {
  return new OAuth2Server.Request({ method, headers, query, body });
}

export const { Response: OAuthResponse, OAuthError } = OAuth2Server;
