// The parts of a resumable upload (ADR 031): each request's body is one encrypted part named by the
// offset it starts at, so nothing arrives on disk in the clear and a broken request keeps what it
// brought. Parts live beside the buckets, under `uploads/`, where no signed URL reaches.
import { mkdir, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { AppError } from "../errors/app-error";
import { plaintextSize, readEncrypted, writeEncryptedUntilBroken } from "./encrypted-stream";
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
/** An upload's folder (beside the buckets), once its key is checked. */
export function uploadFolder(uploadKey: string): string {
  if (!safeUploadKey.test(uploadKey)) throw new AppError("BAD_REQUEST", "invalid upload key");
  return `uploads/${uploadKey}`;
}
export const partName = (offset: number) => `${String(offset).padStart(16, "0")}.part`;

/** The parts that follow on from each other from 0, in order, from their names and stored sizes; stops at a gap (a lost part). */
export function contiguousParts<T extends { name: string; storedBytes: number | null }>(stored: T[]): (T & { offset: number; bytes: number })[] {
  const parts = [];
  let next = 0;
  for (const part of stored.filter(({ name }) => /^\d{16}\.part$/.test(name)).sort((a, b) => a.name.localeCompare(b.name))) {
    const offset = Number(part.name.slice(0, 16));
    if (offset !== next || part.storedBytes === null) break;
    const bytes = plaintextSize(part.storedBytes);
    parts.push({ ...part, offset, bytes });
    next = offset + bytes;
  }
  return parts;
}

/** The bytes received so far, from the contiguous parts. */
export function receivedBytes(parts: { offset: number; bytes: number }[]): number {
  const last = parts.at(-1);
  return last ? last.offset + last.bytes : 0;
}

export function createUploadParts({ root, keys }: { root: string; keys: FileKeyring }): UploadParts {
  const folderOf = (uploadKey: string): string => path.join(root, uploadFolder(uploadKey));

  /** The parts in order, each with its offset and plaintext size; stops at a gap (a lost part). */
  async function partsOf(uploadKey: string): Promise<{ file: string; offset: number; bytes: number }[]> {
    const folder = folderOf(uploadKey);
    let names: string[];
    try {
      names = await readdir(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
    const stored = await Promise.all(names.map(async (name) => ({ name, file: path.join(folder, name), storedBytes: (await stat(path.join(folder, name)).catch(() => null))?.size ?? null })));
    return contiguousParts(stored);
  }

  return {
    async append(uploadKey, offset, source) {
      const folder = folderOf(uploadKey);
      await mkdir(folder, { recursive: true });
      const { bytes, failure } = await writeEncryptedUntilBroken(path.join(folder, partName(offset)), source, keys.current);
      return { offset: offset + bytes, failure };
    },
    async received(uploadKey) {
      return receivedBytes(await partsOf(uploadKey));
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
