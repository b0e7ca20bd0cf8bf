// Private file storage on the local disk. Nothing is public: a file is reached only through a
// signed URL that names the bucket, the key and an expiry, signed with the server's secret.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { AppError } from "../errors/app-error";

export const buckets = ["logos", "references", "evidence", "identity", "signatures", "reports"] as const;
export type Bucket = (typeof buckets)[number];

export interface FileStorage {
  put(bucket: Bucket, key: string, data: Buffer): Promise<void>;
  get(bucket: Bucket, key: string): Promise<Buffer | null>;
  remove(bucket: Bucket, key: string): Promise<void>;
  /** A URL path valid for `expiresInSeconds` (the spec's logo bucket uses 3600). */
  signedUrl(bucket: Bucket, key: string, expiresInSeconds: number, now?: number): string;
  /** Checks a signed URL's parts; throws AppError FORBIDDEN when forged or expired. */
  verify(bucket: string, key: string, expires: string | undefined, signature: string | undefined, now?: number): Bucket;
  randomKey(extension: string): string;
}

const safeKey = /^[a-zA-Z0-9][a-zA-Z0-9._-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)*$/;

export function createFileStorage({ root, secret, urlPrefix = "/files" }: { root: string; secret: string; urlPrefix?: string }): FileStorage {
  const sign = (bucket: string, key: string, expires: number) =>
    createHmac("sha256", secret).update(`${bucket}\n${key}\n${expires}`).digest("base64url");

  function fileOf(bucket: Bucket, key: string): string {
    if (!buckets.includes(bucket) || !safeKey.test(key) || key.includes("..")) throw new AppError("BAD_REQUEST", "invalid file key");
    return path.join(root, bucket, key);
  }

  return {
    async put(bucket, key, data) {
      const file = fileOf(bucket, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { mode: 0o600 });
    },
    async get(bucket, key) {
      try {
        return await readFile(fileOf(bucket, key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(bucket, key) {
      await rm(fileOf(bucket, key), { force: true });
    },
    signedUrl(bucket, key, expiresInSeconds, now = Date.now()) {
      fileOf(bucket, key);
      const expires = Math.floor(now / 1000) + expiresInSeconds;
      return `${urlPrefix}/${bucket}/${key}?expires=${expires}&signature=${sign(bucket, key, expires)}`;
    },
    verify(bucket, key, expires, signature, now = Date.now()) {
      const expiry = Number(expires);
      if (!buckets.includes(bucket as Bucket) || !signature || !Number.isInteger(expiry)) throw new AppError("FORBIDDEN", "invalid signature");
      const expected = Buffer.from(sign(bucket, key, expiry));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError("FORBIDDEN", "invalid signature");
      if (expiry * 1000 < now) throw new AppError("FORBIDDEN", "link expired");
      return bucket as Bucket;
    },
    randomKey(extension) {
      return `${randomBytes(16).toString("hex")}.${extension.replace(/[^a-z0-9]/gi, "")}`;
    },
  };
}
