// The state of a creator's identity verification: their latest one, or "not started".
import type { IdentityVerification } from "@unleak/contracts";
import { type Database, identityVerifications } from "@unleak/db";
import { desc, eq } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

type VerificationRow = typeof identityVerifications.$inferSelect;

export function identityVerificationView(row: VerificationRow | undefined): IdentityVerification {
  if (!row) return { status: "not_started", documentType: null, submittedAt: null, reviewedAt: null, rejectionReason: null, documentsDeletedAt: null };
  return {
    status: row.status,
    documentType: row.documentType,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    rejectionReason: row.status === "rejected" ? row.rejectionReason : null,
    documentsDeletedAt: row.documentsDeletedAt?.toISOString() ?? null,
  };
}

/** The owner's latest verification row, if any (system use: no actor). */
export async function latestIdentityVerification(db: Pick<Database, "select">, userId: string): Promise<VerificationRow | undefined> {
  const [row] = await db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId)).orderBy(desc(identityVerifications.createdAt)).limit(1);
  return row;
}

export async function getIdentityVerification({ db, actor, ownerId }: Access & { db: Database }): Promise<IdentityVerification> {
  authorise(actor, "identity.read", ownerId);
  return identityVerificationView(await latestIdentityVerification(db, ownerId));
}
