// Issue 19, the public API: OAuth 2.0 clients registered by users (or agencies), the grants users
// gave them, authorization codes (with PKCE) and tokens (stored hashed), and the webhook deliveries
// of events signed with the client's webhook secret.
import { type ApiScope, type WebhookDeliveryStatus, type WebhookEvent, webhookDeliveryStatuses } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agencies";
import { user } from "./auth";
import { createdAt, owner } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(","));

export const oauthClients = pgTable(
  "oauth_clients",
  {
    /** The public client id (ulk_...). */
    id: text("id").primaryKey(),
    /** Who registered it and manages it. */
    userId: owner(),
    /** Set when registered for an agency: its owners and managers manage it too. */
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    redirectUris: jsonb("redirect_uris").$type<string[]>().notNull(),
    scopes: jsonb("scopes").$type<ApiScope[]>().notNull(),
    /** SHA-256 of the client secret; shown once when made or rotated. */
    secretHash: text("secret_hash").notNull(),
    /** The secret's last four characters, so the owner can tell which one is in use. */
    secretHint: text("secret_hint").notNull(),
    webhookUrl: text("webhook_url"),
    /** The webhook signing secret (encrypted at rest like other secrets, see ADR). */
    webhookSecret: text("webhook_secret").notNull(),
    rateLimitPerMinute: integer("rate_limit_per_minute").notNull().default(60),
    secretRotatedAt: at("secret_rotated_at"),
    createdAt: createdAt(),
  },
  (t) => [index("oauth_clients_user_idx").on(t.userId), index("oauth_clients_agency_idx").on(t.agencyId)],
);

/** What a user allowed a client to do; revoking it ends every token of it. */
export const oauthGrants = pgTable(
  "oauth_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id")
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    userId: owner(),
    scopes: jsonb("scopes").$type<ApiScope[]>().notNull(),
    createdAt: createdAt(),
    revokedAt: at("revoked_at"),
  },
  (t) => [
    uniqueIndex("oauth_grants_live_key").on(t.clientId, t.userId).where(sql`${t.revokedAt} is null`),
    index("oauth_grants_user_idx").on(t.userId),
  ],
);

export const oauthAuthorizationCodes = pgTable("oauth_authorization_codes", {
  /** SHA-256 of the code. */
  codeHash: text("code_hash").primaryKey(),
  grantId: uuid("grant_id")
    .notNull()
    .references(() => oauthGrants.id, { onDelete: "cascade" }),
  clientId: text("client_id")
    .notNull()
    .references(() => oauthClients.id, { onDelete: "cascade" }),
  userId: owner(),
  redirectUri: text("redirect_uri").notNull(),
  scopes: jsonb("scopes").$type<ApiScope[]>().notNull(),
  codeChallenge: text("code_challenge").notNull(),
  codeChallengeMethod: text("code_challenge_method").notNull(),
  expiresAt: at("expires_at").notNull(),
  createdAt: createdAt(),
});

export const oauthTokens = pgTable(
  "oauth_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    grantId: uuid("grant_id")
      .notNull()
      .references(() => oauthGrants.id, { onDelete: "cascade" }),
    clientId: text("client_id")
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    userId: owner(),
    /** SHA-256 of the access and refresh tokens. */
    accessTokenHash: text("access_token_hash").notNull().unique(),
    refreshTokenHash: text("refresh_token_hash").unique(),
    scopes: jsonb("scopes").$type<ApiScope[]>().notNull(),
    accessExpiresAt: at("access_expires_at").notNull(),
    refreshExpiresAt: at("refresh_expires_at"),
    revokedAt: at("revoked_at"),
    createdAt: createdAt(),
  },
  (t) => [index("oauth_tokens_grant_idx").on(t.grantId)],
);

/** One event for one client's webhook, delivered at least once with retries. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id")
      .notNull()
      .references(() => oauthClients.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    event: text("event").$type<WebhookEvent>().notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    status: text("status").$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastResponseStatus: integer("last_response_status"),
    nextAttemptAt: at("next_attempt_at"),
    deliveredAt: at("delivered_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_deliveries_client_idx").on(t.clientId, t.createdAt),
    check("webhook_deliveries_status_check", sql`${t.status} in (${oneOf(webhookDeliveryStatuses)})`),
  ],
);
