// The pictures of an identity verification: the ID's front and back and the selfie holding it.
// As with reference media (references/add-reference.ts), an upload is judged by its content, never
// its name or type: its bytes and its pixels are bounded before anything is decoded, it must be a
// picture, and it is re-encoded (upright, no EXIF or GPS) before it reaches the encrypted bucket.
import type { IdentityDocumentField } from "@unleak/contracts";
import sharp, { type Metadata } from "sharp";
import { AppError } from "../errors/app-error";
import { MAX_IMAGE_BYTES, MAX_INPUT_PIXELS } from "../references/add-reference";
import type { FileStorage } from "../storage/file-storage";

export const MAX_IDENTITY_IMAGE_BYTES = MAX_IMAGE_BYTES;
export const MAX_IDENTITY_IMAGE_PIXELS = MAX_INPUT_PIXELS;
const PICTURE_FORMATS = new Set(["jpeg", "png", "webp", "heif", "avif", "tiff"]);

/** The stored keys of one verification's documents (null where there is none). */
export interface IdentityDocumentKeys {
  documentKey: string | null;
  documentBackKey: string | null;
  selfieKey: string | null;
}

/** One picture made safe to keep: refused with a translated reason naming the field, or re-encoded as JPEG. */
export async function cleanIdentityPicture(field: IdentityDocumentField, bytes: Buffer): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError("FILE_REQUIRED", "empty file", { field });
  if (bytes.length > MAX_IDENTITY_IMAGE_BYTES) throw new AppError("FILE_TOO_LARGE", "file too large", { field, megabytes: MAX_IDENTITY_IMAGE_BYTES / 1024 / 1024 });
  let metadata: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA", "not a picture", { field });
  }
  if (!metadata.format || !PICTURE_FORMATS.has(metadata.format)) throw new AppError("UNSUPPORTED_MEDIA", "not a picture", { field });
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_IDENTITY_IMAGE_PIXELS) {
    throw new AppError("IMAGE_TOO_LARGE", "too many pixels", { field, megapixels: MAX_IDENTITY_IMAGE_PIXELS / 1_000_000 });
  }
  try {
    return await sharp(bytes, { limitInputPixels: MAX_IDENTITY_IMAGE_PIXELS, animated: false }).rotate().jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA", "not a picture", { field });
  }
}

/** Stores cleaned pictures under random names in the encrypted "identity" bucket; answers their keys. */
export async function storeIdentityPictures(storage: FileStorage, pictures: Buffer[]): Promise<string[]> {
  const keys: string[] = [];
  try {
    for (const picture of pictures) {
      const key = storage.randomKey("jpg");
      await storage.put("identity", key, picture);
      keys.push(key);
    }
  } catch (error) {
    await removeIdentityFiles(storage, keys);
    throw error;
  }
  return keys;
}

export async function removeIdentityFiles(storage: FileStorage, keys: (string | null)[]): Promise<void> {
  for (const key of keys) if (key) await storage.remove("identity", key);
}

/** The keys of a verification's documents, as a list. */
export const documentKeysOf = (row: IdentityDocumentKeys) => [row.documentKey, row.documentBackKey, row.selfieKey];
