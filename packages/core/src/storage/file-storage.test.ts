import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FileDecryptionError, parseFileKey } from "./file-encryption";
import { createFileStorage, LOGO_URL_SECONDS, PRIVATE_URL_SECONDS } from "./file-storage";

const key = randomBytes(32);
const root = mkdtempSync(path.join(tmpdir(), "unleak-storage-"));
const storage = createFileStorage({ root, secret: "s3cret", keys: { current: key } });
const onDisk = (bucket: string, name: string) => readFileSync(path.join(root, bucket, name));
const picture = Buffer.from("\xff\xd8\xff\xe0 a creator's own picture, not for anyone else \xff\xd9", "latin1");

function parts(url: string) {
  const parsed = new URL(url, "http://x");
  const [, , bucket, ...name] = parsed.pathname.split("/");
  return { bucket, key: name.join("/"), expires: parsed.searchParams.get("expires") ?? undefined, signature: parsed.searchParams.get("signature") ?? undefined };
}

describe("file storage", () => {
  it("stores files and reads them back", async () => {
    await storage.put("logos", "onlyfans.png", Buffer.from("png"));
    expect((await storage.get("logos", "onlyfans.png"))?.toString()).toBe("png");
    expect(await storage.exists("logos", "onlyfans.png")).toBe(true);
    expect(await storage.get("logos", "missing.png")).toBeNull();
    expect(await storage.exists("logos", "missing.png")).toBe(false);
    await storage.remove("logos", "onlyfans.png");
    expect(await storage.get("logos", "onlyfans.png")).toBeNull();
  });

  it("accepts its own signed URLs until they expire, and nothing forged", () => {
    const now = Date.UTC(2026, 0, 1);
    const url = storage.signedUrl("logos", "onlyfans.png", 3600, now);
    const { bucket, key: name, expires, signature } = parts(url);
    expect(Number(expires)).toBe(now / 1000 + 3600);
    expect(storage.verify(bucket, name, expires, signature, now + 3599_000)).toBe("logos");
    expect(() => storage.verify(bucket, name, expires, signature, now + 3601_000)).toThrow(/expired/);
    expect(() => storage.verify(bucket, "other.png", expires, signature, now)).toThrow(/signature/);
    expect(() => storage.verify(bucket, name, String(Number(expires) + 100), signature, now)).toThrow(/signature/);
    expect(() => storage.verify("identity", name, expires, signature, now)).toThrow(/signature/);
  });

  it("links private files for 5 minutes and logos for an hour, whatever the caller asks", () => {
    const now = Date.UTC(2026, 0, 1);
    expect(Number(parts(storage.signedUrl("references", "a.jpg", 3600, now)).expires)).toBe(now / 1000 + PRIVATE_URL_SECONDS);
    expect(Number(parts(storage.signedUrl("identity", "a.jpg", undefined, now)).expires)).toBe(now / 1000 + 300);
    expect(Number(parts(storage.signedUrl("logos", "a.png", undefined, now)).expires)).toBe(now / 1000 + LOGO_URL_SECONDS);
    const { bucket, key: name, expires, signature } = parts(storage.signedUrl("references", "a.jpg", 3600, now));
    expect(storage.verify(bucket, name, expires, signature, now + 299_000)).toBe("references");
    expect(() => storage.verify(bucket, name, expires, signature, now + 301_000)).toThrow(/expired/);
  });

  it("refuses a private file's link that was signed to live longer than 5 minutes", () => {
    const now = Date.UTC(2026, 0, 1);
    // As a link signed before the lifetimes were shortened would be: same secret, an hour ahead.
    const expires = now / 1000 + 3600;
    const signature = createHmac("sha256", "s3cret").update(`references\na.jpg\n${expires}`).digest("base64url");
    expect(() => storage.verify("references", "a.jpg", String(expires), signature, now)).toThrow(/too long/);
    expect(storage.verify("references", "a.jpg", String(expires), signature, now + 3400_000)).toBe("references");
  });

  it("refuses keys that would leave the bucket", async () => {
    await expect(storage.put("logos", "../escape.png", Buffer.from("x"))).rejects.toThrow(/invalid file key/);
    expect(() => storage.signedUrl("logos", "/etc/passwd", 60)).toThrow(/invalid file key/);
  });
});

describe("private files at rest", () => {
  it("never writes a reference's bytes to disk in the clear, and reads them back", async () => {
    await storage.put("references", "r1.jpg", picture);
    const stored = onDisk("references", "r1.jpg");
    expect(stored.subarray(0, 4).toString("latin1")).toBe("ULE1");
    expect(stored.includes(Buffer.from("creator's own picture"))).toBe(false);
    expect(stored.length).toBe(picture.length + 4 + 8 + 12 + 16);
    expect(await storage.get("references", "r1.jpg")).toEqual(picture);
  });

  it("streams a large file through the cipher", async () => {
    const large = randomBytes(3 * 1024 * 1024 + 7);
    await storage.put("identity", "passport.jpg", Readable.from([large.subarray(0, 1000), large.subarray(1000)]));
    expect(onDisk("identity", "passport.jpg").includes(large.subarray(5000, 5064))).toBe(false);
    expect((await storage.get("identity", "passport.jpg"))!.equals(large)).toBe(true);
  });

  it("uses a new IV for every file", async () => {
    await storage.put("references", "same-1.jpg", picture);
    await storage.put("references", "same-2.jpg", picture);
    expect(onDisk("references", "same-1.jpg").subarray(12, 24)).not.toEqual(onDisk("references", "same-2.jpg").subarray(12, 24));
  });

  it("detects tampering instead of returning garbage", async () => {
    await storage.put("references", "t.jpg", picture);
    const stored = onDisk("references", "t.jpg");
    const flipped = Buffer.from(stored);
    flipped[30] ^= 0x01; // one bit of the ciphertext
    writeFileSync(path.join(root, "references", "t.jpg"), flipped);
    await expect(storage.get("references", "t.jpg")).rejects.toThrow(FileDecryptionError);
    const badTag = Buffer.from(stored);
    badTag[badTag.length - 1] ^= 0x80;
    writeFileSync(path.join(root, "references", "t.jpg"), badTag);
    await expect(storage.get("references", "t.jpg")).rejects.toThrow(/integrity/);
    writeFileSync(path.join(root, "references", "t.jpg"), stored.subarray(0, 30));
    await expect(storage.get("references", "t.jpg")).rejects.toThrow(FileDecryptionError);
  });

  it("fails with a wrong key, and reads old files after a rotation with the previous key", async () => {
    await storage.put("references", "rotated.jpg", picture);
    const other = createFileStorage({ root, secret: "s3cret", keys: { current: randomBytes(32) } });
    await expect(other.get("references", "rotated.jpg")).rejects.toThrow(/no configured key/);
    const rotated = createFileStorage({ root, secret: "s3cret", keys: { current: randomBytes(32), previous: [key] } });
    expect(await rotated.get("references", "rotated.jpg")).toEqual(picture);
  });

  it("still reads a plaintext file stored before encryption", async () => {
    await mkdir(path.join(root, "references"), { recursive: true });
    writeFileSync(path.join(root, "references", "legacy.jpg"), picture);
    expect(await storage.get("references", "legacy.jpg")).toEqual(picture);
  });

  it("encrypts files stored before encryption and files under a retired key, once", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "unleak-migrate-"));
    const oldKey = randomBytes(32);
    const before = createFileStorage({ root: folder, secret: "s3cret", keys: { current: oldKey } });
    await before.put("references", "old-key.jpg", picture);
    await mkdir(path.join(folder, "identity", "2026"), { recursive: true });
    writeFileSync(path.join(folder, "identity", "2026", "plain.jpg"), picture);
    await before.put("evidence", "thumb.jpg", picture);

    const rotated = createFileStorage({ root: folder, secret: "s3cret", keys: { current: key, previous: [oldKey] } });
    expect(await rotated.encryptAtRest()).toBe(2);
    expect(await rotated.encryptAtRest()).toBe(0);
    expect(readFileSync(path.join(folder, "identity", "2026", "plain.jpg")).includes(Buffer.from("creator's own picture"))).toBe(false);
    expect(readFileSync(path.join(folder, "evidence", "thumb.jpg"))).toEqual(picture);
    // The old key is no longer needed.
    const retired = createFileStorage({ root: folder, secret: "s3cret", keys: { current: key } });
    expect(await retired.get("references", "old-key.jpg")).toEqual(picture);
    expect(await retired.get("identity", "2026/plain.jpg")).toEqual(picture);
  });

  it("keeps leak thumbnails and logos as they are", async () => {
    await storage.put("evidence", "thumb.jpg", picture);
    expect(onDisk("evidence", "thumb.jpg")).toEqual(picture);
  });
});

describe("file keys", () => {
  it("accepts 32 bytes as hex or base64, nothing else", () => {
    const bytes = randomBytes(32);
    expect(parseFileKey(bytes.toString("hex"))).toEqual(bytes);
    expect(parseFileKey(bytes.toString("base64"))).toEqual(bytes);
    expect(parseFileKey(bytes.toString("base64url"))).toEqual(bytes);
    expect(parseFileKey(randomBytes(16).toString("hex"))).toBeNull();
    expect(parseFileKey("not a key")).toBeNull();
  });
});
