import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FileDecryptionError } from "./file-encryption";
import { createFileStorage } from "./file-storage";

const key = randomBytes(32);
const root = mkdtempSync(path.join(tmpdir(), "unleak-stream-"));
const storage = createFileStorage({ root, secret: "s3cret", keys: { current: key } });
const video = randomBytes(1024 * 1024 + 333);
const text = async (stream: Readable) => Buffer.concat(await stream.toArray());
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A request body that breaks off after `bytes`, as a dropped connection does. */
async function* brokenAfter(bytes: Buffer, at: number) {
  for (let sent = 0; sent < at; sent += 1000) yield bytes.subarray(sent, Math.min(at, sent + 1000));
  throw new Error("connection reset");
}

describe("reading an encrypted file from any offset", () => {
  it("decrypts every range exactly, across block boundaries", async () => {
    await storage.put("references", "video.mp4", video);
    for (const [start, end] of [[0, 15], [0, 16], [1, 1], [17, 4000], [65_535, 200_001], [video.length - 5, video.length + 100], [1000, undefined]] as const) {
      const { size, stream } = await storage.readRange("references", "video.mp4", start, end);
      expect(size).toBe(video.length);
      expect((await text(stream)).equals(video.subarray(start, end === undefined ? undefined : end + 1))).toBe(true);
    }
    expect((await text((await storage.readRange("references", "video.mp4", video.length)).stream)).length).toBe(0);
  });

  it("checks a whole file's tag once, and refuses a tampered one", async () => {
    await storage.put("references", "checked.mp4", video);
    expect(await storage.verifyIntegrity("references", "checked.mp4")).toBe(video.length);
    const file = path.join(root, "references", "checked.mp4");
    const stored = readFileSync(file);
    stored[5000] ^= 0x01;
    writeFileSync(file, stored);
    await expect(storage.verifyIntegrity("references", "checked.mp4")).rejects.toThrow(FileDecryptionError);
  });
});

describe("the parts of a resumable upload", () => {
  it("keeps the bytes of a request that broke off, encrypted, and resumes after them", async () => {
    const first = await storage.uploads.append("upload-1234", 0, brokenAfter(video, 300_000));
    expect(first.offset).toBe(300_000);
    expect((first.failure as Error).message).toBe("connection reset");
    expect(await storage.uploads.received("upload-1234")).toBe(300_000);
    const second = await storage.uploads.append("upload-1234", 300_000, Readable.from([video.subarray(300_000)]));
    expect(second).toEqual({ offset: video.length, failure: null });
    expect(await storage.uploads.received("upload-1234")).toBe(video.length);

    const folder = path.join(root, "uploads", "upload-1234");
    for (const name of readdirSync(folder)) expect(readFileSync(path.join(folder, name)).includes(video.subarray(1000, 1032))).toBe(false);
    expect(sha(await text(storage.uploads.read("upload-1234")))).toBe(sha(video));
    await storage.uploads.remove("upload-1234");
    expect(await storage.uploads.received("upload-1234")).toBe(0);
  });

  it("keeps nothing of a request that brought nothing, and refuses keys that would leave the folder", async () => {
    expect((await storage.uploads.append("upload-empty", 0, brokenAfter(video, 0))).offset).toBe(0);
    expect(readdirSync(path.join(root, "uploads", "upload-empty"))).toEqual([]);
    await expect(storage.uploads.received("../references")).rejects.toThrow(/invalid upload key/);
  });
});
