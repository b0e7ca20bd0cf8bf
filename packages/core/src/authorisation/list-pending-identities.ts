// The administrators' queue: pending identity verifications, oldest first, each with the
// profile's name and date of birth beside 5-minute links to the ID and the selfie (ADR 018).
import type { IdentityQueue } from "@unleak/contracts";
import { type Database, identityVerifications, profiles, user } from "@unleak/db";
import { asc, eq } from "drizzle-orm";
import type { Actor } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";

const QUEUE_SIZE = 100;

/** The queue belongs to no one: only who asks counts (administrators). */
export async function listPendingIdentities({ db, actor, storage }: { db: Database; actor: Actor; storage: FileStorage }): Promise<IdentityQueue> {
  authorise(actor, "identity.review", "");
  const rows = await db
    .select({
      id: identityVerifications.id,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      dateOfBirth: profiles.dateOfBirth,
      email: user.email,
      documentType: identityVerifications.documentType,
      submittedAt: identityVerifications.createdAt,
      front: identityVerifications.documentKey,
      back: identityVerifications.documentBackKey,
      selfie: identityVerifications.selfieKey,
    })
    .from(identityVerifications)
    .innerJoin(user, eq(user.id, identityVerifications.userId))
    .leftJoin(profiles, eq(profiles.id, identityVerifications.userId))
    .where(eq(identityVerifications.status, "pending"))
    .orderBy(asc(identityVerifications.createdAt), asc(identityVerifications.id))
    .limit(QUEUE_SIZE);
  const link = (key: string | null) => (key ? storage.signedUrl("identity", key) : null);
  return {
    verifications: rows.map((row) => ({
      id: row.id,
      name: [row.firstName, row.lastName].filter(Boolean).join(" ") || null,
      dateOfBirth: row.dateOfBirth,
      email: row.email,
      documentType: row.documentType,
      submittedAt: row.submittedAt.toISOString(),
      documents: { front: link(row.front), back: link(row.back), selfie: link(row.selfie) },
    })),
  };
}
