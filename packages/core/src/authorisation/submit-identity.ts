// A creator submits their government ID (front, and back where it has one) and a selfie holding
// it. A new submission is allowed when there is none yet or the latest was rejected; while one is
// pending or approved it is a conflict. Every picture is checked before anything is stored.
import { identityDocumentTypes, type IdentityDocumentField, type IdentityVerification, needsBackSide } from "@unleak/contracts";
import { type Database, identityVerifications, user } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { cleanIdentityPicture, removeIdentityFiles, storeIdentityPictures } from "./identity-documents";
import { identityVerificationView, latestIdentityVerification } from "./identity-status";

export interface IdentitySubmission {
  /** As sent: checked against the list of document types here. */
  documentType: string | undefined;
  files: Partial<Record<IdentityDocumentField, Buffer>>;
}

export async function submitIdentityVerification({ db, storage, actor, ownerId, documentType, files }: Access & IdentitySubmission & { db: Database; storage: FileStorage }): Promise<IdentityVerification> {
  authorise(actor, "identity.submit", ownerId);
  await assertNoOpenVerification(db, ownerId); // before any picture is read
  const type = identityDocumentTypes.find((known) => known === documentType);
  if (!type) throw new AppError("VALIDATION_FAILED", "unknown document type", { field: "documentType" });
  const fields: IdentityDocumentField[] = needsBackSide(type) ? ["front", "back", "selfie"] : ["front", "selfie"];
  const pictures: Buffer[] = [];
  for (const field of fields) {
    const bytes = files[field];
    if (!bytes) throw new AppError("FILE_REQUIRED", "missing file", { field });
    pictures.push(await cleanIdentityPicture(field, bytes));
  }
  const keys = await storeIdentityPictures(storage, pictures);
  const [front, back, selfie] = needsBackSide(type) ? keys : [keys[0], null, keys[1]];
  try {
    const row = await db.transaction(async (tx) => {
      // Two submissions at once: the account's row is locked, so the second sees the first's.
      await tx.select({ id: user.id }).from(user).where(eq(user.id, ownerId)).for("update");
      await assertNoOpenVerification(tx, ownerId);
      const [inserted] = await tx.insert(identityVerifications).values({ userId: ownerId, status: "pending", documentType: type, documentKey: front, documentBackKey: back, selfieKey: selfie }).returning();
      return inserted;
    });
    return identityVerificationView(row);
  } catch (error) {
    await removeIdentityFiles(storage, keys); // no file without its row
    throw error;
  }
}

async function assertNoOpenVerification(db: Pick<Database, "select">, ownerId: string): Promise<void> {
  const latest = await latestIdentityVerification(db, ownerId);
  if (latest && latest.status !== "rejected") throw new AppError("CONFLICT", "a verification is pending or approved", { status: latest.status });
}
