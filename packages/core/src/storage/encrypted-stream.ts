// Streaming over the ULE1 format (ADR 018) for files too large to hold: a file written from a stream
// that may break off (an upload's part keeps what arrived), read whole with its tag checked, or read
// from any offset. AES-GCM is AES-CTR underneath: with a 96-bit IV the first block of plaintext is
// encrypted under the counter IV || 00000002, so byte n needs only the counter of block n / 16.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, rename, rm, stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { FileDecryptionError, type FileKeyring, fileKeyId, HEADER_BYTES, isEncrypted, IV_BYTES, KEY_ID_BYTES, MAGIC, TAG_BYTES } from "./file-encryption";

/** The bytes the format adds to the plaintext. */
export const ENCRYPTION_OVERHEAD = HEADER_BYTES + TAG_BYTES;

/**
 * Encrypts what `source` yields into `file` and seals it even when the source fails midway: the
 * bytes that arrived are kept (a resumable upload continues after them). Answers how many plaintext
 * bytes were written and, when the source failed, why; a file with nothing in it is not kept.
 */
export async function writeEncryptedUntilBroken(file: string, source: AsyncIterable<Buffer | Uint8Array>, key: Buffer): Promise<{ bytes: number; failure: unknown }> {
  if (key.length !== 32) throw new Error("file encryption key must be 32 bytes");
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
  const handle = await open(temporary, "wx", 0o600);
  let bytes = 0;
  let failure: unknown = null;
  try {
    await handle.write(Buffer.concat([MAGIC, fileKeyId(key), iv]));
    try {
      for await (const chunk of source) {
        bytes += chunk.length;
        await handle.write(cipher.update(chunk));
      }
    } catch (error) {
      failure = error;
    }
    await handle.write(Buffer.concat([cipher.final(), cipher.getAuthTag()]));
    await handle.close();
    if (bytes > 0) await rename(temporary, file);
    else await rm(temporary, { force: true });
    return { bytes, failure };
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The plaintext size of an encrypted file of `storedBytes`. */
export const plaintextSize = (storedBytes: number): number => Math.max(0, storedBytes - ENCRYPTION_OVERHEAD);

async function headerOf(file: string, keyring: FileKeyring): Promise<{ key: Buffer; iv: Buffer; tag: Buffer; size: number }> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const header = Buffer.alloc(HEADER_BYTES);
    const tag = Buffer.alloc(TAG_BYTES);
    await handle.read(header, 0, HEADER_BYTES, 0);
    if (!isEncrypted(header) || size < ENCRYPTION_OVERHEAD) throw new FileDecryptionError("not an encrypted file, or truncated");
    await handle.read(tag, 0, TAG_BYTES, size - TAG_BYTES);
    const keyId = header.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES);
    const key = [keyring.current, ...(keyring.previous ?? [])].find((candidate) => fileKeyId(candidate).equals(keyId));
    if (!key) throw new FileDecryptionError("no configured key opens this file");
    return { key, iv: header.subarray(MAGIC.length + KEY_ID_BYTES), tag, size: size - ENCRYPTION_OVERHEAD };
  } finally {
    await handle.close();
  }
}

/** The whole plaintext as a stream; it fails with FileDecryptionError at its end when the file was tampered with. */
export async function readEncrypted(file: string, keyring: FileKeyring): Promise<Readable> {
  const { key, iv, tag, size } = await headerOf(file, keyring);
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  const ciphertext = size > 0 ? createReadStream(file, { start: HEADER_BYTES, end: HEADER_BYTES + size - 1 }) : Readable.from([]);
  return Readable.from(
    (async function* () {
      for await (const chunk of ciphertext) yield decipher.update(chunk as Buffer);
      try {
        yield decipher.final();
      } catch {
        throw new FileDecryptionError("encrypted file failed its integrity check");
      }
    })(),
    { objectMode: false },
  );
}

/** Reads the whole file once to check its tag (nothing is kept); throws FileDecryptionError when it fails. */
export async function verifyEncrypted(file: string, keyring: FileKeyring): Promise<number> {
  let bytes = 0;
  for await (const chunk of await readEncrypted(file, keyring)) bytes += (chunk as Buffer).length;
  return bytes;
}

/**
 * The plaintext bytes `start` to `end` (inclusive, clamped to the file) without checking the tag:
 * for readers that seek (ffmpeg over HTTP ranges) in a file whose tag was checked once before.
 */
export async function readEncryptedRange(file: string, keyring: FileKeyring, start = 0, end = Number.MAX_SAFE_INTEGER): Promise<{ size: number; stream: Readable }> {
  const { key, iv, size } = await headerOf(file, keyring);
  const last = Math.min(end, size - 1);
  if (start > last) return { size, stream: Readable.from([]) };
  const block = Math.floor(start / 16);
  const counter = Buffer.concat([iv, Buffer.alloc(4)]);
  counter.writeUInt32BE((2 + block) % 2 ** 32, IV_BYTES);
  const decipher = createDecipheriv("aes-256-ctr", key, counter);
  const ciphertext = createReadStream(file, { start: HEADER_BYTES + block * 16, end: HEADER_BYTES + last });
  let skip = start - block * 16;
  const stream = Readable.from(
    (async function* () {
      for await (const chunk of ciphertext) {
        const plain = decipher.update(chunk as Buffer);
        if (skip >= plain.length) {
          skip -= plain.length;
          continue;
        }
        yield plain.subarray(skip);
        skip = 0;
      }
    })(),
    { objectMode: false },
  );
  return { size, stream };
}

/** The plaintext size of an encrypted file on disk, or null when there is none. */
export async function encryptedFileSize(file: string): Promise<number | null> {
  try {
    return plaintextSize((await stat(file)).size);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
