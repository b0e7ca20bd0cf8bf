// Encryption at rest for private files (ADR 018): AES-256-GCM, a random 96-bit IV per file. A file is
//   "ULE1" | key id (8 bytes) | IV (12 bytes) | ciphertext | auth tag (16 bytes)
// The key id is the start of the key's SHA-256, so a rotated-out key still opens its old files.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export const MAGIC = Buffer.from("ULE1", "latin1");
export const KEY_ID_BYTES = 8;
export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const HEADER_BYTES = MAGIC.length + KEY_ID_BYTES + IV_BYTES;

export interface FileKeyring {
  /** Encrypts every new file. */
  current: Buffer;
  /** Earlier keys, kept only to read the files they encrypted. */
  previous?: Buffer[];
}

/** A file that cannot be decrypted: tampered with, truncated, or encrypted with a key we no longer hold. */
export class FileDecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FileDecryptionError";
  }
}

/** A 32-byte key written as 64 hex digits or base64; null when the text is neither. */
export function parseFileKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(trimmed) ? Buffer.from(trimmed, "hex") : /^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed) ? Buffer.from(trimmed, "base64") : null;
  return key?.length === 32 ? key : null;
}

export const fileKeyId = (key: Buffer): Buffer => createHash("sha256").update(key).digest().subarray(0, KEY_ID_BYTES);

/**
 * The ULE1 bytes of what `source` yields, header to tag, as a stream (to a file or an object store).
 * With `keepOnFailure`, a source that fails midway is sealed after the bytes that arrived and
 * `outcome.failure` says why (a resumable upload's part); otherwise the failure passes on.
 */
export function sealing(source: Buffer | AsyncIterable<Buffer | Uint8Array>, key: Buffer, { keepOnFailure = false } = {}): { stream: AsyncGenerator<Buffer>; outcome: { bytes: number; failure: unknown } } {
  if (key.length !== 32) throw new Error("file encryption key must be 32 bytes");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const outcome = { bytes: 0, failure: null as unknown };
  async function* stream(): AsyncGenerator<Buffer> {
    yield Buffer.concat([MAGIC, fileKeyId(key), iv]);
    try {
      for await (const chunk of Buffer.isBuffer(source) ? [source] : source) {
        outcome.bytes += chunk.length;
        yield cipher.update(chunk);
      }
    } catch (error) {
      if (!keepOnFailure) throw error;
      outcome.failure = error;
    }
    yield Buffer.concat([cipher.final(), cipher.getAuthTag()]);
  }
  return { stream: stream(), outcome };
}

/** Streams `source` through the cipher into `file` (via a temporary name, so no partial file is ever read). */
export async function writeEncrypted(file: string, source: Buffer | Readable, key: Buffer): Promise<void> {
  const { stream } = sealing(source, key);
  const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await pipeline(Readable.from(stream, { objectMode: false }), createWriteStream(temporary, { mode: 0o600, flags: "wx" }));
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The configured key whose id a file's header names; throws FileDecryptionError when none does. */
export function keyOpening(keyId: Buffer, keyring: FileKeyring): Buffer {
  const key = [keyring.current, ...(keyring.previous ?? [])].find((candidate) => fileKeyId(candidate).equals(keyId));
  if (!key) throw new FileDecryptionError("no configured key opens this file");
  return key;
}

export const isEncrypted = (stored: Buffer): boolean => stored.length >= MAGIC.length && stored.subarray(0, MAGIC.length).equals(MAGIC);

/** How many leading bytes `encryptedWith` needs. */
export const KEY_HEADER_BYTES = MAGIC.length + KEY_ID_BYTES;

/** The id of the key a stored file was encrypted with, or null for a plaintext file. */
export function encryptedWith(header: Buffer): Buffer | null {
  return isEncrypted(header) && header.length >= KEY_HEADER_BYTES ? header.subarray(MAGIC.length, KEY_HEADER_BYTES) : null;
}

/** The plaintext of a stored file; files from before encryption (no header) are returned as they are. */
export function decryptFile(stored: Buffer, keyring: FileKeyring): Buffer {
  if (!isEncrypted(stored)) return stored;
  if (stored.length < HEADER_BYTES + TAG_BYTES) throw new FileDecryptionError("encrypted file is truncated");
  const key = keyOpening(stored.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES), keyring);
  const decipher = createDecipheriv("aes-256-gcm", key, stored.subarray(MAGIC.length + KEY_ID_BYTES, HEADER_BYTES));
  decipher.setAuthTag(stored.subarray(stored.length - TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(stored.subarray(HEADER_BYTES, stored.length - TAG_BYTES)), decipher.final()]);
  } catch {
    throw new FileDecryptionError("encrypted file failed its integrity check");
  }
}
