// Revoking the Letter of Authorisation: from then on the gate (mayActFor) is closed and nothing is
// sent in the creator's name. The letter stays on record with the time it was revoked.
import { type Database, digitalSignatures } from "@unleak/db";
import { and, eq, isNull } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

/** Revokes the owner's valid letter; answers how many were revoked (0: there was none, nothing changes). */
export async function revokeLetter({ db, actor, ownerId, now = new Date() }: Access & { db: Database; now?: Date }): Promise<number> {
  authorise(actor, "authorisation.sign", ownerId);
  const revoked = await db
    .update(digitalSignatures)
    .set({ isValid: false, revokedAt: now })
    .where(and(eq(digitalSignatures.userId, ownerId), eq(digitalSignatures.isValid, true), isNull(digitalSignatures.revokedAt)))
    .returning({ id: digitalSignatures.id });
  return revoked.length;
}
