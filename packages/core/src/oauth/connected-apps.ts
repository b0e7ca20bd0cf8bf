// The clients a user allowed to act for her ("Connected apps", issue 19), and revoking one: the
// grant ends, and with it every token and unused code of it at once.
import type { ConnectedApp } from "@unleak/contracts";
import { type Database, oauthAuthorizationCodes, oauthClients, oauthGrants, oauthTokens } from "@unleak/db";
import { and, desc, eq, isNull } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

export async function listConnectedApps({ db, actor, ownerId }: Access & { db: Database }): Promise<ConnectedApp[]> {
  authorise(actor, "oauthGrants.manage", ownerId);
  const rows = await db
    .select({ id: oauthGrants.id, clientId: oauthGrants.clientId, clientName: oauthClients.name, scopes: oauthGrants.scopes, createdAt: oauthGrants.createdAt })
    .from(oauthGrants)
    .innerJoin(oauthClients, eq(oauthClients.id, oauthGrants.clientId))
    .where(and(eq(oauthGrants.userId, ownerId), isNull(oauthGrants.revokedAt)))
    .orderBy(desc(oauthGrants.createdAt));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

export async function revokeConnectedApp({ db, actor, ownerId, id }: Access & { db: Database; id: string }): Promise<void> {
  authorise(actor, "oauthGrants.manage", ownerId);
  await db.transaction(async (tx) => {
    const now = new Date();
    const [grant] = await tx
      .update(oauthGrants)
      .set({ revokedAt: now })
      .where(and(eq(oauthGrants.id, id), eq(oauthGrants.userId, ownerId), isNull(oauthGrants.revokedAt)))
      .returning({ id: oauthGrants.id });
    if (!grant) throw new AppError("NOT_FOUND");
    await tx.update(oauthTokens).set({ revokedAt: now }).where(and(eq(oauthTokens.grantId, id), isNull(oauthTokens.revokedAt)));
    await tx.delete(oauthAuthorizationCodes).where(eq(oauthAuthorizationCodes.grantId, id));
  });
}
