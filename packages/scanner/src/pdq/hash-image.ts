// Hashes encoded pictures (JPEG, PNG, WebP, GIF, AVIF, TIFF...) the way the reference
// pdq-photo-hasher does: decode, pre-resize above 512, then PDQ.

import { readFile } from "node:fs/promises";
import { decodeForPdq } from "./decode-image";
import type { RawPixels } from "./luma";
import { createPdqHasher, type PdqDihedralResult, type PdqHashOptions, type PdqResult } from "./pdq-hasher";

// Hashing is synchronous, so one module-wide hasher is never used by two callers at once.
const sharedHasher = createPdqHasher();

/** PDQ of already-decoded pixels, with no pre-resize. */
export function pdqHash(pixels: RawPixels): PdqResult;
export function pdqHash(pixels: RawPixels, options: { dihedral: true }): PdqDihedralResult;
export function pdqHash(pixels: RawPixels, options?: PdqHashOptions): PdqResult | PdqDihedralResult;
export function pdqHash(pixels: RawPixels, options: PdqHashOptions = {}): PdqResult | PdqDihedralResult {
  return sharedHasher.hashPixels(pixels, options);
}

/** Decodes an encoded picture and hashes it; throws ImageDecodeError when it cannot be decoded. */
export async function hashImage(image: Buffer | Uint8Array): Promise<PdqResult>;
export async function hashImage(image: Buffer | Uint8Array, options: { dihedral: true }): Promise<PdqDihedralResult>;
export async function hashImage(image: Buffer | Uint8Array, options?: PdqHashOptions): Promise<PdqResult | PdqDihedralResult>;
export async function hashImage(image: Buffer | Uint8Array, options: PdqHashOptions = {}) {
  return sharedHasher.hashPixels(await decodeForPdq(image), options);
}

/** Reads and hashes a picture file; file-system errors propagate unchanged (ENOENT and so on). */
export async function hashFile(path: string): Promise<PdqResult>;
export async function hashFile(path: string, options: { dihedral: true }): Promise<PdqDihedralResult>;
export async function hashFile(path: string, options?: PdqHashOptions): Promise<PdqResult | PdqDihedralResult>;
export async function hashFile(path: string, options: PdqHashOptions = {}) {
  return hashImage(await readFile(path), options);
}
