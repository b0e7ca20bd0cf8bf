// Streaming over the ULE1 format (ADR 018) for files too large to hold: a file written from a stream
// that may break off (an upload's part keeps what arrived), read whole with its tag checked, or read
// from any offset. AES-GCM is AES-CTR underneath: with a 96-bit IV the first block of plaintext is
// encrypted under the counter IV || 00000002, so byte n needs only the counter of block n / 16.
import { createDecipheriv, type DecipherGCM, randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { open, rename, rm } from "node:fs/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { FileDecryptionError, type FileKeyring, HEADER_BYTES, isEncrypted, IV_BYTES, KEY_ID_BYTES, keyOpening, MAGIC, sealing, TAG_BYTES } from "./file-encryption";

/** The bytes the format adds to the plaintext. */
export const ENCRYPTION_OVERHEAD = HEADER_BYTES + TAG_BYTES;

/**
 * Encrypts what `source` yields into `file` and seals it even when the source fails midway: the
 * bytes that arrived are kept (a resumable upload continues after them). Answers how many plaintext
 * bytes were written and, when the source failed, why; a file with nothing in it is not kept.
 */
export async function writeEncryptedUntilBroken(file: string, source: AsyncIterable<Buffer | Uint8Array>, key: Buffer): Promise<{ bytes: number; failure: unknown }> {
  const { stream, outcome } = sealing(source, key, { keepOnFailure: true });
  const temporary = `${file}.${randomBytes(6).toString("hex")}.partial`;
  try {
    await pipeline(Readable.from(stream, { objectMode: false }), createWriteStream(temporary, { mode: 0o600, flags: "wx" }));
    if (outcome.bytes > 0) await rename(temporary, file);
    else await rm(temporary, { force: true });
    return { bytes: outcome.bytes, failure: outcome.failure };
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The plaintext size of an encrypted file of `storedBytes`. */
export const plaintextSize = (storedBytes: number): number => Math.max(0, storedBytes - ENCRYPTION_OVERHEAD);

export interface EncryptedHeader {
  key: Buffer;
  iv: Buffer;
  /** The plaintext size. */
  size: number;
}

/** Reads a stored file's first HEADER_BYTES and its stored size into its key, IV and plaintext size. */
export function parseHeader(header: Buffer, storedBytes: number, keyring: FileKeyring): EncryptedHeader {
  if (header.length < HEADER_BYTES || !isEncrypted(header) || storedBytes < ENCRYPTION_OVERHEAD) throw new FileDecryptionError("not an encrypted file, or truncated");
  return { key: keyOpening(header.subarray(MAGIC.length, MAGIC.length + KEY_ID_BYTES), keyring), iv: header.subarray(MAGIC.length + KEY_ID_BYTES, HEADER_BYTES), size: plaintextSize(storedBytes) };
}

async function headerOf(file: string, keyring: FileKeyring): Promise<EncryptedHeader> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEADER_BYTES), 0, HEADER_BYTES, 0);
    return parseHeader(buffer.subarray(0, bytesRead), size, keyring);
  } finally {
    await handle.close();
  }
}

/**
 * The plaintext of a whole stored file read as a stream, header to tag: the last TAG_BYTES are held
 * back and checked at the end, where a tampered or truncated file fails with FileDecryptionError.
 */
export async function* decrypting(stored: AsyncIterable<Buffer | Uint8Array>, keyring: FileKeyring): AsyncGenerator<Buffer> {
  let head = Buffer.alloc(0);
  let decipher: DecipherGCM | null = null;
  let tail = Buffer.alloc(0);
  for await (const raw of stored) {
    let chunk = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer, raw.byteOffset, raw.byteLength);
    if (!decipher) {
      head = Buffer.concat([head, chunk]);
      if (head.length < HEADER_BYTES) continue;
      const { key, iv } = parseHeader(head, ENCRYPTION_OVERHEAD, keyring);
      decipher = createDecipheriv("aes-256-gcm", key, iv);
      chunk = head.subarray(HEADER_BYTES);
    }
    const pending = Buffer.concat([tail, chunk]);
    const cut = Math.max(0, pending.length - TAG_BYTES);
    if (cut > 0) yield decipher.update(pending.subarray(0, cut));
    tail = Buffer.from(pending.subarray(cut));
  }
  if (!decipher || tail.length < TAG_BYTES) throw new FileDecryptionError("not an encrypted file, or truncated");
  decipher.setAuthTag(tail);
  try {
    yield decipher.final();
  } catch {
    throw new FileDecryptionError("encrypted file failed its integrity check");
  }
}

/** The whole plaintext as a stream; it fails with FileDecryptionError at its end when the file was tampered with. */
export async function readEncrypted(file: string, keyring: FileKeyring): Promise<Readable> {
  await headerOf(file, keyring); // a missing file or key fails here, before the stream is handed out
  return Readable.from(decrypting(createReadStream(file), keyring), { objectMode: false });
}

/** Reads a whole plaintext stream once (its tag checked at the end), keeping nothing; answers its size. */
export async function countBytes(plaintext: AsyncIterable<Buffer | Uint8Array>): Promise<number> {
  let bytes = 0;
  for await (const chunk of plaintext) bytes += chunk.length;
  return bytes;
}

/** Reads the whole file once to check its tag (nothing is kept); throws FileDecryptionError when it fails. */
export async function verifyEncrypted(file: string, keyring: FileKeyring): Promise<number> {
  return countBytes(await readEncrypted(file, keyring));
}

/**
 * Where plaintext bytes `start` to `end` (inclusive, clamped to `size`) lie in the stored file: the
 * ciphertext from `from` to `to` (inclusive) decrypts to them; null when the range is empty.
 */
export function storedRange(size: number, start = 0, end = Number.MAX_SAFE_INTEGER): { from: number; to: number; start: number } | null {
  const last = Math.min(end, size - 1);
  if (start > last) return null;
  return { from: HEADER_BYTES + Math.floor(start / 16) * 16, to: HEADER_BYTES + last, start };
}

/** Decrypts ciphertext read from `storedRange`'s `from` on, without the tag: AES-GCM's counter mode from that block. */
export function decryptingFrom(ciphertext: AsyncIterable<Buffer | Uint8Array>, { key, iv }: EncryptedHeader, start: number): Readable {
  const block = Math.floor(start / 16);
  const counter = Buffer.concat([iv, Buffer.alloc(4)]);
  counter.writeUInt32BE((2 + block) % 2 ** 32, IV_BYTES);
  const decipher = createDecipheriv("aes-256-ctr", key, counter);
  let skip = start - block * 16;
  return Readable.from(
    (async function* () {
      for await (const chunk of ciphertext) {
        const plain = decipher.update(chunk);
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
}

/**
 * The plaintext bytes `start` to `end` (inclusive, clamped to the file) without checking the tag:
 * for readers that seek (ffmpeg over HTTP ranges) in a file whose tag was checked once before.
 */
export async function readEncryptedRange(file: string, keyring: FileKeyring, start = 0, end = Number.MAX_SAFE_INTEGER): Promise<{ size: number; stream: Readable }> {
  const header = await headerOf(file, keyring);
  const range = storedRange(header.size, start, end);
  if (!range) return { size: header.size, stream: Readable.from([]) };
  return { size: header.size, stream: decryptingFrom(createReadStream(file, { start: range.from, end: range.to }), header, start) };
}
