// Signing the Letter of Authorisation: the drawn signature is checked, the signed letter is laid
// out as a PDF (by the caller's builder: the server has pdf-lib and the texts), both are stored
// privately, and the new letter becomes the only valid one; earlier letters stay on record.
import { createHash, randomUUID } from "node:crypto";
import { CONSENT_VERSION, type InterfaceLanguage, type SignedLetter } from "@unleak/contracts";
import { type Database, digitalSignatures, user } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { findActiveAgency } from "../agencies/roster/my-agency";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { LETTER_DOCUMENT_TYPE } from "./may-act-for";
import { signedLetterOf } from "./read-letter";
import { signaturePng } from "./signature-image";

/** What the signed letter's document shows. */
export interface LetterDocumentInput {
  id: string;
  consentVersion: string;
  language: InterfaceLanguage;
  fullName: string;
  contentDescription: string;
  signaturePng: Buffer;
  signedAt: Date;
  account: { id: string; email: string };
  ipAddress: string | null;
  userAgent: string | null;
  /** SHA-256 (hex) of what was signed: the letter's version and language, the signer's details, the agency it names and the signature image. */
  contentHash: string;
  /** The agency the letter also authorises (issue 17): the creator is active on its roster. */
  agency: { id: string; name: string } | null;
}

export type BuildLetterDocument = (input: LetterDocumentInput) => Promise<Uint8Array>;

export const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");

export async function signLetter({
  db,
  storage,
  actor,
  ownerId,
  fullName,
  contentDescription,
  signature,
  language,
  ipAddress,
  userAgent,
  buildDocument,
  now = new Date(),
}: Access & {
  db: Database;
  storage: FileStorage;
  fullName: string;
  contentDescription: string;
  signature: string;
  language: InterfaceLanguage;
  ipAddress: string | null;
  userAgent: string | null;
  buildDocument: BuildLetterDocument;
  now?: Date;
}): Promise<SignedLetter> {
  authorise(actor, "authorisation.sign", ownerId);
  const png = await signaturePng(signature);
  const [account] = await db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, ownerId));
  if (!account) throw new AppError("UNAUTHENTICATED");
  // While she is on an agency's roster, her letter names it: the agency may then request removals for her.
  const active = await findActiveAgency({ db, creatorId: ownerId });
  const agency = active ? { id: active.id, name: active.name } : null;
  const id = randomUUID();
  const signed = [CONSENT_VERSION, language, fullName, contentDescription, account.id, now.toISOString(), sha256(png), ...(agency ? [agency.id, agency.name] : [])];
  const contentHash = sha256(JSON.stringify(signed));
  const pdf = await buildDocument({ id, consentVersion: CONSENT_VERSION, language, fullName, contentDescription, signaturePng: png, signedAt: now, account, ipAddress, userAgent: userAgent?.slice(0, 500) ?? null, contentHash, agency });
  const signatureKey = `${ownerId}/${id}-signature.png`;
  const documentKey = `${ownerId}/${id}.pdf`;
  await storage.put("signatures", signatureKey, png);
  await storage.put("signatures", documentKey, Buffer.from(pdf));
  const [row] = await db.transaction(async (tx) => {
    await tx
      .update(digitalSignatures)
      .set({ isValid: false })
      .where(and(eq(digitalSignatures.userId, ownerId), eq(digitalSignatures.documentType, LETTER_DOCUMENT_TYPE), eq(digitalSignatures.isValid, true)));
    return tx
      .insert(digitalSignatures)
      .values({
        id,
        userId: ownerId,
        signedAt: now,
        consentVersion: CONSENT_VERSION,
        documentType: LETTER_DOCUMENT_TYPE,
        isValid: true,
        fullName,
        contentDescription,
        signatureKey,
        documentKey,
        documentHash: sha256(pdf),
        language,
        agencyId: agency?.id ?? null,
        agencyName: agency?.name ?? null,
        ipAddress,
        userAgent: userAgent?.slice(0, 500) ?? null,
      })
      .returning();
  });
  return signedLetterOf(row!);
}
