import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFileStorage } from "./file-storage";

const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-storage-")), secret: "s3cret" });

function parts(url: string) {
  const parsed = new URL(url, "http://x");
  const [, , bucket, ...key] = parsed.pathname.split("/");
  return { bucket, key: key.join("/"), expires: parsed.searchParams.get("expires") ?? undefined, signature: parsed.searchParams.get("signature") ?? undefined };
}

describe("file storage", () => {
  it("stores private files and reads them back", async () => {
    await storage.put("logos", "onlyfans.png", Buffer.from("png"));
    expect((await storage.get("logos", "onlyfans.png"))?.toString()).toBe("png");
    expect(await storage.get("logos", "missing.png")).toBeNull();
    await storage.remove("logos", "onlyfans.png");
    expect(await storage.get("logos", "onlyfans.png")).toBeNull();
  });

  it("accepts its own signed URLs until they expire, and nothing forged", () => {
    const now = Date.UTC(2026, 0, 1);
    const url = storage.signedUrl("logos", "onlyfans.png", 3600, now);
    const { bucket, key, expires, signature } = parts(url);
    expect(Number(expires)).toBe(now / 1000 + 3600);
    expect(storage.verify(bucket, key, expires, signature, now + 3599_000)).toBe("logos");
    expect(() => storage.verify(bucket, key, expires, signature, now + 3601_000)).toThrow(/expired/);
    expect(() => storage.verify(bucket, "other.png", expires, signature, now)).toThrow(/signature/);
    expect(() => storage.verify(bucket, key, String(Number(expires) + 100), signature, now)).toThrow(/signature/);
    expect(() => storage.verify("identity", key, expires, signature, now)).toThrow(/signature/);
  });

  it("refuses keys that would leave the bucket", async () => {
    await expect(storage.put("logos", "../escape.png", Buffer.from("x"))).rejects.toThrow(/invalid file key/);
    expect(() => storage.signedUrl("logos", "/etc/passwd", 60)).toThrow(/invalid file key/);
  });
});
