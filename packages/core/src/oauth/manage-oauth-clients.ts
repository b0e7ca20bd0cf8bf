// A user's OAuth clients (issue 19): register, list, rotate the client secret or the webhook secret,
// delete. A client registered for an agency is managed by the agency's owner and managers too. The
// client secret is kept only as its SHA-256 and last four characters; both secrets are shown once.
import type { NewOAuthClient, OAuthClient } from "@unleak/contracts";
import { type Database, oauthClients } from "@unleak/db";
import { and, desc, eq, or } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise, authoriseAgency } from "../policy/policy";
import type { FileKeyring } from "../storage/file-encryption";
import { newClientId, newClientSecret, newWebhookSecret, sealSecret, sha256Hex } from "./oauth-secrets";

type ClientRow = typeof oauthClients.$inferSelect;

export function oauthClientView(row: ClientRow): OAuthClient {
  return {
    id: row.id,
    name: row.name,
    redirectUris: row.redirectUris,
    scopes: row.scopes,
    webhookUrl: row.webhookUrl,
    secretHint: row.secretHint,
    rateLimitPerMinute: row.rateLimitPerMinute,
    agencyId: row.agencyId,
    createdAt: row.createdAt.toISOString(),
    secretRotatedAt: row.secretRotatedAt?.toISOString() ?? null,
  };
}

/** Hers, and her agency's when she is its owner or a manager. */
function managedBy(actor: Access["actor"]) {
  const own = eq(oauthClients.userId, "userId" in actor ? actor.userId : "");
  return actor.kind === "agency" && actor.role !== "viewer" ? or(own, eq(oauthClients.agencyId, actor.agencyId)) : own;
}

export async function listOAuthClients({ db, actor, ownerId }: Access & { db: Database }): Promise<OAuthClient[]> {
  authorise(actor, "oauthClients.manage", ownerId);
  const rows = await db.select().from(oauthClients).where(managedBy(actor)).orderBy(desc(oauthClients.createdAt));
  return rows.map(oauthClientView);
}

export async function registerOAuthClient({ db, keys, actor, ownerId, input }: Access & { db: Database; keys: FileKeyring; input: NewOAuthClient }) {
  authorise(actor, "oauthClients.manage", ownerId);
  const agencyId = input.forAgency ? authoriseAgency(actor, "manage") : null;
  const clientSecret = newClientSecret();
  const webhookSecret = newWebhookSecret();
  const [row] = await db
    .insert(oauthClients)
    .values({
      id: newClientId(),
      userId: ownerId,
      agencyId,
      name: input.name.trim(),
      redirectUris: [...new Set(input.redirectUris)],
      scopes: [...new Set(input.scopes)],
      secretHash: sha256Hex(clientSecret),
      secretHint: clientSecret.slice(-4),
      webhookUrl: input.webhookUrl ?? null,
      webhookSecret: sealSecret(webhookSecret, keys),
    })
    .returning();
  return { client: oauthClientView(row), clientSecret, webhookSecret };
}

async function managedClient(db: Database, actor: Access["actor"], id: string): Promise<ClientRow> {
  const [row] = await db.select().from(oauthClients).where(and(eq(oauthClients.id, id), managedBy(actor)));
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

export async function rotateOAuthClientSecret({ db, actor, ownerId, id }: Access & { db: Database; id: string }) {
  authorise(actor, "oauthClients.manage", ownerId);
  await managedClient(db, actor, id);
  const clientSecret = newClientSecret();
  const [row] = await db
    .update(oauthClients)
    .set({ secretHash: sha256Hex(clientSecret), secretHint: clientSecret.slice(-4), secretRotatedAt: new Date() })
    .where(eq(oauthClients.id, id))
    .returning();
  return { client: oauthClientView(row), clientSecret };
}

export async function rotateWebhookSecret({ db, keys, actor, ownerId, id }: Access & { db: Database; keys: FileKeyring; id: string }) {
  authorise(actor, "oauthClients.manage", ownerId);
  await managedClient(db, actor, id);
  const webhookSecret = newWebhookSecret();
  await db.update(oauthClients).set({ webhookSecret: sealSecret(webhookSecret, keys) }).where(eq(oauthClients.id, id));
  return { webhookSecret };
}

/** Its grants, codes, tokens and deliveries go with it (the foreign keys cascade). */
export async function deleteOAuthClient({ db, actor, ownerId, id }: Access & { db: Database; id: string }): Promise<void> {
  authorise(actor, "oauthClients.manage", ownerId);
  await managedClient(db, actor, id);
  await db.delete(oauthClients).where(eq(oauthClients.id, id));
}
