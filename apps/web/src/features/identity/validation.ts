// What the page checks before uploading (the server checks it all again): a document type, every
// picture the document needs, each a picture file no larger than the server's limit.
import { type IdentityDocumentField, type IdentityDocumentType, needsBackSide } from "@unleak/contracts";

/** The server's limit per picture (packages/core identity-documents: 15 MB). */
export const MAX_PICTURE_MEGABYTES = 15;

export type IdentityFieldError = "documentTypeRequired" | "fileRequired" | "notImage" | "tooLarge";
export type IdentityFormErrors = Partial<Record<IdentityDocumentField | "documentType", IdentityFieldError>>;

/** The pictures a document needs, in the order they are asked for. */
export const picturesFor = (documentType: IdentityDocumentType | null): IdentityDocumentField[] =>
  documentType && needsBackSide(documentType) ? ["front", "back", "selfie"] : ["front", "selfie"];

/** Why one chosen file cannot be a picture of the document, or null when it may be. */
export function pictureError(file: File): IdentityFieldError | null {
  if (file.type && !file.type.startsWith("image/")) return "notImage";
  if (file.size > MAX_PICTURE_MEGABYTES * 1024 * 1024) return "tooLarge";
  return null;
}

export function validateIdentityForm(documentType: IdentityDocumentType | null, files: Partial<Record<IdentityDocumentField, File>>): IdentityFormErrors {
  const errors: IdentityFormErrors = {};
  if (!documentType) errors.documentType = "documentTypeRequired";
  for (const field of picturesFor(documentType)) {
    const file = files[field];
    const problem = file ? pictureError(file) : "fileRequired";
    if (problem) errors[field] = problem;
  }
  return errors;
}
