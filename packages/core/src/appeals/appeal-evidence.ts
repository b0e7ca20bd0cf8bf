// The files a suspended user sends with an appeal: at most three, each at most 10 MB, and each a
// JPEG, PNG or WebP picture or a PDF as its first bytes say (what the browser declared counts for
// nothing). They are kept as sent, encrypted, under the user's folder of the "appeals" bucket.
import { APPEAL_EVIDENCE_FILES_MAX, APPEAL_EVIDENCE_MAX_BYTES, type AppealEvidenceType } from "@unleak/contracts";
import type { AppealEvidence } from "@unleak/db";
import { AppError } from "../errors/app-error";
import type { FileStorage } from "../storage/file-storage";

export interface EvidenceUpload {
  /** The file's name as the browser sent it. */
  name: string;
  bytes: Buffer;
}

const signatures: Array<{ contentType: AppealEvidenceType; extension: string; matches: (bytes: Buffer) => boolean }> = [
  { contentType: "image/jpeg", extension: "jpg", matches: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { contentType: "image/png", extension: "png", matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { contentType: "image/webp", extension: "webp", matches: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP" },
  { contentType: "application/pdf", extension: "pdf", matches: (b) => b.subarray(0, 5).toString("latin1") === "%PDF-" },
];

/** The kind of evidence the bytes are, or null when they are none of the accepted ones. */
export function sniffEvidence(bytes: Buffer): { contentType: AppealEvidenceType; extension: string } | null {
  const found = signatures.find((signature) => signature.matches(bytes));
  return found ? { contentType: found.contentType, extension: found.extension } : null;
}

/** A file name fit to show and store: no control characters or lone surrogates, at most 200 characters. */
export function cleanFileName(name: string, fallback: string): string {
  const wellFormed = name.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "");
  // By code point, so that cutting never splits a pair into a lone surrogate.
  const printable = Array.from(wellFormed).filter((character) => character.codePointAt(0)! >= 0x20 && character !== "\u007f");
  return Array.from(printable.join("").trim()).slice(0, 200).join("") || fallback;
}

export interface CheckedEvidence {
  name: string;
  contentType: AppealEvidenceType;
  extension: string;
  bytes: Buffer;
}

/** Every file checked before any is stored; a refusal names the file. */
export function checkEvidence(files: EvidenceUpload[]): CheckedEvidence[] {
  if (files.length > APPEAL_EVIDENCE_FILES_MAX) {
    throw new AppError("VALIDATION_FAILED", "too many files", { fields: [{ path: "evidence", problem: "too_big" }], max: APPEAL_EVIDENCE_FILES_MAX });
  }
  return files.map((file, index) => {
    const name = cleanFileName(file.name, `evidence-${index + 1}`);
    if (file.bytes.length === 0) throw new AppError("FILE_REQUIRED", "empty file", { field: "evidence", fileName: name });
    if (file.bytes.length > APPEAL_EVIDENCE_MAX_BYTES) throw new AppError("FILE_TOO_LARGE", "file too large", { field: "evidence", fileName: name, megabytes: APPEAL_EVIDENCE_MAX_BYTES / 1024 / 1024 });
    const kind = sniffEvidence(file.bytes);
    if (!kind) throw new AppError("UNSUPPORTED_MEDIA", "not a picture or PDF", { field: "evidence", fileName: name });
    return { name, ...kind, bytes: file.bytes };
  });
}

/** Stores checked files under `<userId>/` in the encrypted "appeals" bucket; nothing is left behind when one fails. */
export async function storeEvidence(storage: FileStorage, userId: string, files: CheckedEvidence[]): Promise<AppealEvidence[]> {
  const stored: AppealEvidence[] = [];
  try {
    for (const file of files) {
      const key = `${userId}/${storage.randomKey(file.extension)}`;
      await storage.put("appeals", key, file.bytes);
      stored.push({ key, name: file.name, contentType: file.contentType, bytes: file.bytes.length });
    }
  } catch (error) {
    await removeEvidence(storage, stored);
    throw error;
  }
  return stored;
}

export async function removeEvidence(storage: FileStorage, evidence: AppealEvidence[]): Promise<void> {
  for (const file of evidence) await storage.remove("appeals", file.key);
}
