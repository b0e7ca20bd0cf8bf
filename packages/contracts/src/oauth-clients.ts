// OAuth 2.0 clients of the public API (issue 19): a user (or an agency's owner or manager, for the
// agency) registers clients, sees a client secret once when it is made or rotated, and revokes the
// grants she gave ("Connected apps"). The consent screen of the authorization endpoint reads and
// answers one authorization request here; GET /oauth/authorize and POST /oauth/token are the
// protocol's own endpoints (outside /api, RFC 6749 with PKCE, RFC 7636).
import { z } from "zod";
import { defineRoute, empty, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { type ApiScope, apiScopes } from "./words";

/** What each scope lets a client do, for the OpenAPI document (the consent screen says it in the user's language). */
export const apiScopeDescriptions: Record<ApiScope, string> = {
  "leaks:read": "Read the user's leaks",
  "scans:read": "Read the user's scans",
  "scans:write": "Start a scan of the user's account",
  "takedowns:read": "Read the user's takedown notices",
  "takedowns:write": "Request removal of the user's leaks",
  "fake_profiles:read": "Read the user's candidate fake profiles",
};

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** https anywhere, or http on loopback only (a native app's local listener, RFC 8252); never a fragment or credentials. */
export function isAllowedClientUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.hash || url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname);
}

const clientUrl = () => z.string().max(500).refine(isAllowedClientUrl, { message: "https_or_loopback_http" });

export const MAX_REDIRECT_URIS = 10;

export const oauthClientIdSchema = z.string().regex(/^ulk_[A-Za-z0-9_-]{16,64}$/);

export const oauthClientSchema = z
  .object({
    id: z.string().meta({ description: "The public client_id" }),
    name: z.string(),
    redirectUris: z.array(z.string()),
    scopes: z.array(z.enum(apiScopes)),
    webhookUrl: z.string().nullable(),
    /** The client secret's last four characters. */
    secretHint: z.string(),
    rateLimitPerMinute: z.number().int(),
    agencyId: z.string().nullable(),
    createdAt: z.string(),
    secretRotatedAt: z.string().nullable(),
  })
  .meta({ id: "OAuthClient" });
export type OAuthClient = z.infer<typeof oauthClientSchema>;

export const newOAuthClientSchema = z
  .object({
    name: safeText().trim().min(1).max(80),
    redirectUris: z.array(clientUrl()).min(1).max(MAX_REDIRECT_URIS),
    scopes: z.array(z.enum(apiScopes)).min(1),
    webhookUrl: clientUrl().nullable().optional(),
    /** Registers the client for the caller's agency (its owner or a manager). */
    forAgency: z.boolean().optional(),
  })
  .strict();
export type NewOAuthClient = z.input<typeof newOAuthClientSchema>;

/** A client with its secrets, shown this once. */
export const oauthClientCreatedSchema = z
  .object({ client: oauthClientSchema, clientSecret: z.string(), webhookSecret: z.string() })
  .meta({ id: "OAuthClientCreated" });
export type OAuthClientCreated = z.infer<typeof oauthClientCreatedSchema>;

export const connectedAppSchema = z
  .object({ id: z.string(), clientId: z.string(), clientName: z.string(), scopes: z.array(z.enum(apiScopes)), createdAt: z.string() })
  .meta({ id: "ConnectedApp" });
export type ConnectedApp = z.infer<typeof connectedAppSchema>;

/** An authorization request as GET /oauth/authorize received it (RFC 6749 §4.1.1, RFC 7636 §4.3). */
export const authorizationRequestSchema = z
  .object({
    response_type: z.literal("code"),
    client_id: oauthClientIdSchema,
    redirect_uri: z.string().max(500),
    scope: z.string().max(500),
    state: z.string().min(1).max(500),
    code_challenge: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
    code_challenge_method: z.literal("S256"),
  })
  .strict();
export type AuthorizationRequest = z.infer<typeof authorizationRequestSchema>;

export const consentSchema = z
  .object({ client: z.object({ id: z.string(), name: z.string() }), scopes: z.array(z.enum(apiScopes)) })
  .meta({ id: "OAuthConsent" });
export type Consent = z.infer<typeof consentSchema>;

export const consentDecisionSchema = authorizationRequestSchema.extend({ allow: z.boolean() }).strict();

const clientParams = z.object({ id: oauthClientIdSchema });
const tags = ["OAuth clients"];

export const oauthClientRoutes = {
  list: defineRoute({
    method: "get",
    path: "/oauth-clients",
    access: "signed-in",
    summary: "The OAuth clients the caller manages (hers, and her agency's for an owner or manager)",
    tags,
    responses: { 200: json(z.object({ clients: z.array(oauthClientSchema) }), "The clients") },
  }),
  create: defineRoute({
    method: "post",
    path: "/oauth-clients",
    access: "signed-in",
    summary: "Register an OAuth client; its secret and webhook secret are shown this once",
    tags,
    request: { body: jsonBody(newOAuthClientSchema) },
    responses: { 201: json(oauthClientCreatedSchema, "The client and its secrets") },
  }),
  rotateSecret: defineRoute({
    method: "post",
    path: "/oauth-clients/{id}/secret",
    access: "signed-in",
    summary: "Make a new client secret (the old one stops working at once); shown this once",
    tags,
    request: { params: clientParams },
    responses: { 200: json(z.object({ client: oauthClientSchema, clientSecret: z.string() }), "The new secret") },
  }),
  rotateWebhookSecret: defineRoute({
    method: "post",
    path: "/oauth-clients/{id}/webhook-secret",
    access: "signed-in",
    summary: "Make a new webhook signing secret; shown this once",
    tags,
    request: { params: clientParams },
    responses: { 200: json(z.object({ webhookSecret: z.string() }), "The new webhook secret") },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/oauth-clients/{id}",
    access: "signed-in",
    summary: "Delete a client: every grant and token of it ends",
    tags,
    request: { params: clientParams },
    responses: { 204: empty("Deleted") },
  }),
  connectedApps: defineRoute({
    method: "get",
    path: "/oauth-grants",
    access: "signed-in",
    summary: "The clients the caller allowed to act for her (connected apps)",
    tags,
    responses: { 200: json(z.object({ apps: z.array(connectedAppSchema) }), "The live grants") },
  }),
  revokeApp: defineRoute({
    method: "delete",
    path: "/oauth-grants/{id}",
    access: "signed-in",
    summary: "Revoke a grant: its tokens stop working at once",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 204: empty("Revoked") },
  }),
  consent: defineRoute({
    method: "get",
    path: "/oauth/consent",
    access: "signed-in",
    summary: "The consent screen's content for one authorization request: the client and the scopes it asks for",
    tags,
    request: { query: authorizationRequestSchema },
    responses: { 200: json(consentSchema, "What to ask the user") },
  }),
  decide: defineRoute({
    method: "post",
    path: "/oauth/consent",
    access: "signed-in",
    summary: "Allow or deny an authorization request; answers where to send the browser (the client's redirect URI with a code, or error=access_denied)",
    tags,
    request: { body: jsonBody(consentDecisionSchema) },
    responses: { 200: json(z.object({ redirectTo: z.string() }), "Where the browser goes next") },
  }),
};
