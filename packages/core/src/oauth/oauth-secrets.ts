// The secrets of the public API (issue 19): client ids and secrets, hashes of what we must not keep
// (client secrets, codes, tokens: only their SHA-256 is stored), and the webhook signing secret,
// kept encrypted with the deployment's file key (AES-256-GCM) because we need it back to sign.
import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { type FileKeyring, fileKeyId } from "../storage/file-encryption";

export const sha256Hex = (text: string): string => createHash("sha256").update(text, "utf8").digest("hex");

/** Whether `secret` hashes to `hash`, in constant time. */
export function matchesHash(secret: string, hash: string): boolean {
  const a = Buffer.from(sha256Hex(secret), "hex");
  const b = Buffer.from(hash, "hex");
  return a.length === b.length && timingSafeEqual(a, b);
}

export const newClientId = (): string => `ulk_${randomBytes(18).toString("base64url")}`;
export const newClientSecret = (): string => `ulks_${randomBytes(32).toString("base64url")}`;
export const newWebhookSecret = (): string => `whsec_${randomBytes(32).toString("base64url")}`;

/** "v1.<key id>.<iv>.<ciphertext>.<tag>", each part base64url. */
export function sealSecret(secret: string, keys: FileKeyring): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.current, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", fileKeyId(keys.current), iv, sealed, cipher.getAuthTag()].map((part) => (typeof part === "string" ? part : part.toString("base64url"))).join(".");
}

export function openSecret(sealed: string, keys: FileKeyring): string {
  const [version, keyId, iv, data, tag] = sealed.split(".");
  if (version !== "v1" || !keyId || !iv || !data || !tag) throw new Error("not a sealed secret");
  const key = [keys.current, ...(keys.previous ?? [])].find((candidate) => fileKeyId(candidate).toString("base64url") === keyId);
  if (!key) throw new Error("the secret's key is no longer held");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
