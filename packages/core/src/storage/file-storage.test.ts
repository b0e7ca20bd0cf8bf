import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFileKey } from "./file-encryption";
import { createFileStorage, LOGO_URL_SECONDS, PRIVATE_URL_SECONDS } from "./file-storage";
import { describeFileStorage } from "./file-storage.suite";

const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-storage-")), secret: "s3cret", keys: { current: randomBytes(32) } });

function parts(url: string) {
  const parsed = new URL(url, "http://x");
  const [, , bucket, ...name] = parsed.pathname.split("/");
  return { bucket, key: name.join("/"), expires: parsed.searchParams.get("expires") ?? undefined, signature: parsed.searchParams.get("signature") ?? undefined };
}

describe("signed links", () => {
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

  it("refuses keys that would leave the bucket", () => {
    expect(() => storage.signedUrl("logos", "/etc/passwd", 60)).toThrow(/invalid file key/);
  });
});

describeFileStorage("the local disk", async () => {
  const folder = mkdtempSync(path.join(tmpdir(), "unleak-storage-"));
  return {
    open: (keys) => createFileStorage({ root: folder, secret: "s3cret", keys }),
    raw: {
      read: async (storedPath) => readFile(path.join(folder, storedPath)),
      async write(storedPath, bytes) {
        await mkdir(path.dirname(path.join(folder, storedPath)), { recursive: true });
        await writeFile(path.join(folder, storedPath), bytes);
      },
      list: async (prefix) => (await readdir(path.join(folder, prefix)).catch(() => [] as string[])).map((name) => `${prefix}${name}`),
    },
  };
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
