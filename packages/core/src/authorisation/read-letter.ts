// The creator's signed letters: the valid one (GET /digital-signature) and any letter's PDF, which
// only its signer (or an administrator, through "authorisation.read") may download.
import type { SignedLetter } from "@unleak/contracts";
import { type Database, digitalSignatures } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { LETTER_DOCUMENT_TYPE, loadAuthorisationFacts } from "./may-act-for";

export function signedLetterOf(row: typeof digitalSignatures.$inferSelect): SignedLetter {
  return {
    id: row.id,
    documentType: LETTER_DOCUMENT_TYPE,
    consentVersion: row.consentVersion,
    signedAt: row.signedAt.toISOString(),
    fullName: row.fullName,
    contentDescription: row.contentDescription,
    language: row.language,
    documentHash: row.documentHash,
    agency: row.agencyId && row.agencyName ? { id: row.agencyId, name: row.agencyName } : null,
  };
}

export async function getCurrentLetter({ db, actor, ownerId }: Access & { db: Database }): Promise<SignedLetter | null> {
  authorise(actor, "authorisation.read", ownerId);
  const { letter } = await loadAuthorisationFacts(db, ownerId);
  return letter ? signedLetterOf(letter) : null;
}

/** The PDF of the owner's letter `id` (valid, replaced or revoked: it stays on record). */
export async function readLetterDocument({ db, storage, actor, ownerId, id }: Access & { db: Database; storage: FileStorage; id: string }): Promise<{ pdf: Buffer; signedAt: Date }> {
  authorise(actor, "authorisation.read", ownerId);
  const [row] = await db.select().from(digitalSignatures).where(and(eq(digitalSignatures.id, id), eq(digitalSignatures.userId, ownerId)));
  const pdf = row?.documentKey ? await storage.get("signatures", row.documentKey) : null;
  if (!row || !pdf) throw new AppError("NOT_FOUND");
  return { pdf, signedAt: row.signedAt };
}
