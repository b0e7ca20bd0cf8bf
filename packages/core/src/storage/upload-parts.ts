// The parts of a resumable upload (ADR 031): each request's body is one encrypted part named by the
// offset it starts at, so nothing arrives on disk in the clear and a broken request keeps what it
// brought. Parts live beside the buckets, under `uploads/`, where no signed URL reaches.
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { AppError } from "../errors/app-error";
import { encryptedFileSize, readEncrypted, writeEncryptedUntilBroken } from "./encrypted-stream";
import type { FileKeyring } from "./file-encryption";

export interface UploadParts {
  /** Encrypts the bytes of one request, starting at `offset`; answers the new offset and, when the request broke off, why. */
  append(uploadKey: string, offset: number, source: AsyncIterable<Buffer | Uint8Array>): Promise<{ offset: number; failure: unknown }>;
  /** The bytes received so far: the parts that follow on from each other from 0. */
  received(uploadKey: string): Promise<number>;
  /** The upload's plaintext, part after part, each part's tag checked. */
  read(uploadKey: string): Readable;
  remove(uploadKey: string): Promise<void>;
  /** When the upload last received bytes (its newest part last written); null before any part. */
  lastWritten(uploadKey: string): Promise<Date | null>;
}

const safeUploadKey = /^[a-zA-Z0-9_-]{8,64}$/;
const partName = (offset: number) => `${String(offset).padStart(16, "0")}.part`;

export function createUploadParts({ root, keys }: { root: string; keys: FileKeyring }): UploadParts {
  function folderOf(uploadKey: string): string {
    if (!safeUploadKey.test(uploadKey)) throw new AppError("BAD_REQUEST", "invalid upload key");
    return path.join(root, "uploads", uploadKey);
  }

  /** The parts in order, each with its offset and plaintext size; stops at a gap (a lost part). */
  async function partsOf(uploadKey: string): Promise<{ file: string; offset: number; bytes: number }[]> {
    const folder = folderOf(uploadKey);
    let names: string[];
    try {
      names = (await readdir(folder)).filter((name) => /^\d{16}\.part$/.test(name)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const parts = [];
    let next = 0;
    for (const name of names) {
      const offset = Number(name.slice(0, 16));
      const bytes = await encryptedFileSize(path.join(folder, name));
      if (offset !== next || bytes === null) break;
      parts.push({ file: path.join(folder, name), offset, bytes });
      next = offset + bytes;
    }
    return parts;
  }

  return {
    async append(uploadKey, offset, source) {
      const folder = folderOf(uploadKey);
      await mkdir(folder, { recursive: true });
      const { bytes, failure } = await writeEncryptedUntilBroken(path.join(folder, partName(offset)), source, keys.current);
      return { offset: offset + bytes, failure };
    },
    async received(uploadKey) {
      const parts = await partsOf(uploadKey);
      const last = parts.at(-1);
      return last ? last.offset + last.bytes : 0;
    },
    read(uploadKey) {
      return Readable.from(
        (async function* () {
          for (const part of await partsOf(uploadKey)) yield* await readEncrypted(part.file, keys);
        })(),
        { objectMode: false },
      );
    },
    async remove(uploadKey) {
      await rm(folderOf(uploadKey), { recursive: true, force: true });
    },
    async lastWritten(uploadKey) {
      const folder = folderOf(uploadKey);
      const names = await readdir(folder).catch(() => [] as string[]);
      const times = await Promise.all(names.filter((name) => name.endsWith(".part")).map(async (name) => (await stat(path.join(folder, name)).catch(() => null))?.mtimeMs ?? 0));
      const newest = Math.max(0, ...times);
      return newest > 0 ? new Date(newest) : null;
    },
  };
}
