// Private file storage on the local disk. Nothing is public: a file is reached only through a
// signed URL that names the bucket, the key and an expiry, signed with the server's secret.
// How long a link lives and whether a file is encrypted at rest is the bucket's policy (ADR 018).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { AppError } from "../errors/app-error";
import { readEncrypted, readEncryptedRange, verifyEncrypted } from "./encrypted-stream";
import { decryptFile, encryptedWith, type FileKeyring, fileKeyId, isEncrypted, KEY_HEADER_BYTES, writeEncrypted } from "./file-encryption";
import { createUploadParts, type UploadParts } from "./upload-parts";

export const buckets = ["logos", "references", "evidence", "identity", "signatures", "reports", "notices", "checks", "appeals", "exports"] as const;
export type Bucket = (typeof buckets)[number];

/** Private files' links live 5 minutes; the platform logos keep the spec's hour (§4). */
export const PRIVATE_URL_SECONDS = 300;
export const LOGO_URL_SECONDS = 3600;

/**
 * Logos are public pictures and leak thumbnails are crops of third-party pages: both stay as they
 * are on disk. Everything a creator entrusts to us (reference media, identity documents,
 * signatures, reports) is encrypted.
 */
export const bucketPolicy: Record<Bucket, { encrypted: boolean; urlSeconds: number }> = {
  logos: { encrypted: false, urlSeconds: LOGO_URL_SECONDS },
  evidence: { encrypted: false, urlSeconds: PRIVATE_URL_SECONDS },
  references: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
  identity: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
  signatures: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
  reports: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
  notices: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
  /** Copies of the pages removal checks fetched (issue 13): third-party HTML, never served from a signed link. */
  checks: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
  /** What a suspended user sends with an appeal (issue 16): read by administrators only. */
  appeals: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
  /** A user's data export (issue 19): downloaded once through its own route, never from a signed link. */
  exports: { encrypted: true, urlSeconds: PRIVATE_URL_SECONDS },
};

export interface FileStorage {
  /** Writes a file; an encrypted bucket's bytes reach the disk only through the cipher. */
  put(bucket: Bucket, key: string, data: Buffer | Readable): Promise<void>;
  /** The file's plaintext, or null when there is none. */
  get(bucket: Bucket, key: string): Promise<Buffer | null>;
  exists(bucket: Bucket, key: string): Promise<boolean>;
  /** Bytes the file takes on disk, or null when there is none. */
  size(bucket: Bucket, key: string): Promise<number | null>;
  remove(bucket: Bucket, key: string): Promise<void>;
  /** A URL path valid for `expiresInSeconds`, never longer than the bucket's policy allows. */
  signedUrl(bucket: Bucket, key: string, expiresInSeconds?: number, now?: number): string;
  /** Checks a signed URL's parts; throws AppError FORBIDDEN when forged, expired or too long-lived. */
  verify(bucket: string, key: string, expires: string | undefined, signature: string | undefined, now?: number): Bucket;
  randomKey(extension: string): string;
  /**
   * An encrypted file's plaintext from `start` to `end` (inclusive) and its whole plaintext size,
   * decrypted from that offset on (for a reader that seeks in a large video); the tag is not checked here.
   */
  readRange(bucket: Bucket, key: string, start?: number, end?: number): Promise<{ size: number; stream: Readable }>;
  /** Reads an encrypted file once to check its tag; answers its plaintext size, throws FileDecryptionError when it fails. */
  verifyIntegrity(bucket: Bucket, key: string): Promise<number>;
  /** The encrypted parts of resumable uploads (ADR 031). */
  uploads: UploadParts;
  /**
   * Rewrites, under the current key, every private file still in the clear (stored before
   * encryption) or under a previous key; answers how many. Run at start, so old keys can be retired.
   */
  encryptAtRest(): Promise<number>;
  /** Writes, reads back and deletes a small probe object (for readiness checks); throws when the storage cannot. */
  ping(): Promise<void>;
}

const safeKey = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

/** `bucket/key` once checked: a known bucket, a key that cannot leave it nor name a file being written. */
export function storedPath(bucket: Bucket, key: string): string {
  if (!buckets.includes(bucket) || !safeKey.test(key) || key.includes("..") || key.endsWith(".partial")) throw new AppError("BAD_REQUEST", "invalid file key");
  return `${bucket}/${key}`;
}

/** The links every backend hands out: our server's path, signed with the server's secret (ADR 018), whatever holds the bytes. */
export function signedLinks(secret: string, urlPrefix: string): Pick<FileStorage, "signedUrl" | "verify" | "randomKey"> {
  const sign = (bucket: string, key: string, expires: number) =>
    createHmac("sha256", secret).update(`${bucket}\n${key}\n${expires}`).digest("base64url");
  return {
    signedUrl(bucket, key, expiresInSeconds = bucketPolicy[bucket].urlSeconds, now = Date.now()) {
      storedPath(bucket, key);
      const expires = Math.floor(now / 1000) + Math.min(expiresInSeconds, bucketPolicy[bucket].urlSeconds);
      return `${urlPrefix}/${bucket}/${key}?expires=${expires}&signature=${sign(bucket, key, expires)}`;
    },
    verify(bucket, key, expires, signature, now = Date.now()) {
      const expiry = Number(expires);
      if (!buckets.includes(bucket as Bucket) || !signature || !Number.isInteger(expiry)) throw new AppError("FORBIDDEN", "invalid signature");
      const expected = Buffer.from(sign(bucket, key, expiry));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError("FORBIDDEN", "invalid signature");
      if (expiry * 1000 < now) throw new AppError("FORBIDDEN", "link expired");
      // Links signed before the lifetimes were shortened (or by a skewed clock) are refused too.
      if (expiry * 1000 > now + (bucketPolicy[bucket as Bucket].urlSeconds + 60) * 1000) throw new AppError("FORBIDDEN", "link lives too long");
      return bucket as Bucket;
    },
    randomKey(extension) {
      return `${randomBytes(16).toString("hex")}.${extension.replace(/[^a-z0-9]/gi, "")}`;
    },
  };
}

/** Where the storage pings: beside the buckets, where no signed URL reaches. */
export const PING_FOLDER = ".ping";

export function createFileStorage({ root, secret, keys, urlPrefix = "/files" }: { root: string; secret: string; keys: FileKeyring; urlPrefix?: string }): FileStorage {
  const fileOf = (bucket: Bucket, key: string): string => path.join(root, storedPath(bucket, key));

  async function statOf(bucket: Bucket, key: string) {
    try {
      return await stat(fileOf(bucket, key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  return {
    async put(bucket, key, data) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      if (bucketPolicy[bucket].encrypted) await writeEncrypted(file, data, keys.current);
      else await writeFile(file, data, { mode: 0o600 });
    },
    async get(bucket, key) {
      let stored: Buffer;
      try {
        stored = await readFile(fileOf(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      return bucketPolicy[bucket].encrypted ? decryptFile(stored, keys) : stored;
    },
    async exists(bucket, key) {
      return (await statOf(bucket, key))?.isFile() ?? false;
    },
    async size(bucket, key) {
      return (await statOf(bucket, key))?.size ?? null;
    },
    async remove(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    ...signedLinks(secret, urlPrefix),
    async readRange(bucket, key, start, end) {
      if (!bucketPolicy[bucket].encrypted) throw new Error(`${bucket} is not an encrypted bucket`);
      return readEncryptedRange(fileOf(bucket, key), keys, start, end);
    },
    async verifyIntegrity(bucket, key) {
      return verifyEncrypted(fileOf(bucket, key), keys);
    },
    uploads: createUploadParts({ root, keys }),
    async encryptAtRest() {
      const currentId = fileKeyId(keys.current);
      let rewritten = 0;
      for (const bucket of buckets.filter((name) => bucketPolicy[name].encrypted)) {
        for (const file of await filesUnder(path.join(root, bucket))) {
          const header = await headerOf(file);
          if (encryptedWith(header)?.equals(currentId)) continue;
          // Streamed: a reference video may be gigabytes. The new file replaces the old one only once complete.
          await writeEncrypted(file, isEncrypted(header) ? await readEncrypted(file, keys) : await readFile(file), keys.current);
          rewritten += 1;
        }
      }
      return rewritten;
    },
    async ping() {
      const probe = path.join(root, PING_FOLDER, `${randomBytes(8).toString("hex")}.probe`);
      const written = randomBytes(16);
      await mkdir(path.dirname(probe), { recursive: true });
      try {
        await writeFile(probe, written, { mode: 0o600 });
        if (!(await readFile(probe)).equals(written)) throw new Error("storage probe read back different bytes");
      } finally {
        await rm(probe, { force: true });
      }
    },
  };
}

async function filesUnder(folder: string): Promise<string[]> {
  try {
    const entries = await readdir(folder, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile() && !entry.name.endsWith(".partial")).map((entry) => path.join(entry.parentPath, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

async function headerOf(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(KEY_HEADER_BYTES), 0, KEY_HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}
