// The behaviour every file storage backend owes (ADR 018, 031, 045), run against each one: the local
// disk (file-storage.test.ts) and an S3-compatible server (s3-file-storage.test.ts). A backend shows
// its raw bytes (`raw`), so that the tests see what is at rest, not what the storage answers.
import { createHash, randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { FileDecryptionError, type FileKeyring } from "./file-encryption";
import type { FileStorage } from "./file-storage";

export interface RawAccess {
  /** The stored bytes at `bucket/key` (or `uploads/…`), as the backend holds them. */
  read(storedPath: string): Promise<Buffer>;
  write(storedPath: string, bytes: Buffer): Promise<void>;
  /** The stored paths under a folder, e.g. `uploads/abc/`. */
  list(folder: string): Promise<string[]>;
}

export interface StoragePlace {
  /** A storage over this place with the given keys (another process, or after a rotation). */
  open(keys: FileKeyring): FileStorage;
  raw: RawAccess;
}

const picture = Buffer.from("\xff\xd8\xff\xe0 a creator's own picture, not for anyone else \xff\xd9", "latin1");
const text = async (stream: Readable) => Buffer.concat(await stream.toArray());
const sha = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A request body that breaks off after `bytes`, as a dropped connection does. */
async function* brokenAfter(bytes: Buffer, at: number) {
  for (let sent = 0; sent < at; sent += 1000) yield bytes.subarray(sent, Math.min(at, sent + 1000));
  throw new Error("connection reset");
}

/** `total` pseudo-random bytes in 64 KiB chunks, the same for the same seed, never all in memory. */
async function* generated(total: number, seed: string) {
  for (let offset = 0, block = 0; offset < total; offset += 65_536, block += 1) {
    const chunk = Buffer.alloc(Math.min(65_536, total - offset));
    const digest = createHash("sha256").update(`${seed}:${block}`).digest();
    for (let i = 0; i < chunk.length; i += digest.length) digest.copy(chunk, i);
    yield chunk;
  }
}

const shaOf = async (chunks: AsyncIterable<Buffer | Uint8Array>) => {
  const hash = createHash("sha256");
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest("hex");
};

export function describeFileStorage(backend: string, newPlace: () => Promise<StoragePlace>, { largeBytes = 20 * 1024 * 1024 } = {}) {
  const key = randomBytes(32);

  describe(`file storage on ${backend}`, () => {
    it("stores files and reads them back", async () => {
      const storage = (await newPlace()).open({ current: key });
      await storage.put("logos", "onlyfans.png", Buffer.from("png"));
      expect((await storage.get("logos", "onlyfans.png"))?.toString()).toBe("png");
      expect(await storage.exists("logos", "onlyfans.png")).toBe(true);
      expect(await storage.size("logos", "onlyfans.png")).toBe(3);
      expect(await storage.get("logos", "missing.png")).toBeNull();
      expect(await storage.exists("logos", "missing.png")).toBe(false);
      expect(await storage.size("logos", "missing.png")).toBeNull();
      await storage.remove("logos", "onlyfans.png");
      expect(await storage.get("logos", "onlyfans.png")).toBeNull();
      await storage.remove("logos", "onlyfans.png");
    });

    it("refuses keys that would leave the bucket", async () => {
      const storage = (await newPlace()).open({ current: key });
      await expect(storage.put("logos", "../escape.png", Buffer.from("x"))).rejects.toThrow(/invalid file key/);
      await expect(storage.get("references", "a.jpg.partial")).rejects.toThrow(/invalid file key/);
    });

    it("answers a ping with a probe written, read back and deleted", async () => {
      const { open, raw } = await newPlace();
      await open({ current: key }).ping();
      expect(await raw.list(".ping/")).toEqual([]);
    });
  });

  describe(`private files at rest on ${backend}`, () => {
    it("never stores a reference's bytes in the clear, and reads them back", async () => {
      const { open, raw } = await newPlace();
      const storage = open({ current: key });
      await storage.put("references", "r1.jpg", picture);
      const stored = await raw.read("references/r1.jpg");
      expect(stored.subarray(0, 4).toString("latin1")).toBe("ULE1");
      expect(stored.includes(Buffer.from("creator's own picture"))).toBe(false);
      expect(stored.length).toBe(picture.length + 4 + 8 + 12 + 16);
      expect(await storage.size("references", "r1.jpg")).toBe(stored.length);
      expect(await storage.get("references", "r1.jpg")).toEqual(picture);
    });

    it("streams a large file through the cipher, in and out", async () => {
      const { open, raw } = await newPlace();
      const storage = open({ current: key });
      await storage.put("references", "large.video", Readable.from(generated(largeBytes, "large")));
      const expected = await shaOf(generated(largeBytes, "large"));
      expect(await storage.size("references", "large.video")).toBe(largeBytes + 40);
      expect(await storage.verifyIntegrity("references", "large.video")).toBe(largeBytes);
      expect(await shaOf((await storage.readRange("references", "large.video")).stream)).toBe(expected);
      const stored = await raw.read("references/large.video");
      const { value: firstChunk } = await generated(65_536, "large").next();
      expect(stored.includes((firstChunk as Buffer).subarray(100, 164))).toBe(false);
    }, 60_000);

    it("uses a new IV for every file", async () => {
      const { open, raw } = await newPlace();
      const storage = open({ current: key });
      await storage.put("references", "same-1.jpg", picture);
      await storage.put("references", "same-2.jpg", picture);
      expect((await raw.read("references/same-1.jpg")).subarray(12, 24)).not.toEqual((await raw.read("references/same-2.jpg")).subarray(12, 24));
    });

    it("detects tampering instead of returning garbage", async () => {
      const { open, raw } = await newPlace();
      const storage = open({ current: key });
      await storage.put("references", "t.jpg", picture);
      const stored = await raw.read("references/t.jpg");
      const flipped = Buffer.from(stored);
      flipped[30] ^= 0x01; // one bit of the ciphertext
      await raw.write("references/t.jpg", flipped);
      await expect(storage.get("references", "t.jpg")).rejects.toThrow(FileDecryptionError);
      await expect(storage.verifyIntegrity("references", "t.jpg")).rejects.toThrow(FileDecryptionError);
      const badTag = Buffer.from(stored);
      badTag[badTag.length - 1] ^= 0x80;
      await raw.write("references/t.jpg", badTag);
      await expect(storage.get("references", "t.jpg")).rejects.toThrow(/integrity/);
      await raw.write("references/t.jpg", stored.subarray(0, 30));
      await expect(storage.get("references", "t.jpg")).rejects.toThrow(FileDecryptionError);
    });

    it("fails with a wrong key, and reads old files after a rotation with the previous key", async () => {
      const { open } = await newPlace();
      await open({ current: key }).put("references", "rotated.jpg", picture);
      await expect(open({ current: randomBytes(32) }).get("references", "rotated.jpg")).rejects.toThrow(/no configured key/);
      expect(await open({ current: randomBytes(32), previous: [key] }).get("references", "rotated.jpg")).toEqual(picture);
    });

    it("still reads a plaintext file stored before encryption", async () => {
      const { open, raw } = await newPlace();
      await raw.write("references/legacy.jpg", picture);
      expect(await open({ current: key }).get("references", "legacy.jpg")).toEqual(picture);
    });

    it("encrypts files stored before encryption and files under a retired key, once", async () => {
      const { open, raw } = await newPlace();
      const oldKey = randomBytes(32);
      const before = open({ current: oldKey });
      await before.put("references", "old-key.jpg", picture);
      await raw.write("identity/2026/plain.jpg", picture);
      await before.put("evidence", "thumb.jpg", picture);

      const rotated = open({ current: key, previous: [oldKey] });
      expect(await rotated.encryptAtRest()).toBe(2);
      expect(await rotated.encryptAtRest()).toBe(0);
      expect((await raw.read("identity/2026/plain.jpg")).includes(Buffer.from("creator's own picture"))).toBe(false);
      expect(await raw.read("evidence/thumb.jpg")).toEqual(picture);
      // The old key is no longer needed.
      const retired = open({ current: key });
      expect(await retired.get("references", "old-key.jpg")).toEqual(picture);
      expect(await retired.get("identity", "2026/plain.jpg")).toEqual(picture);
    });

    it("keeps leak thumbnails and logos as they are", async () => {
      const { open, raw } = await newPlace();
      await open({ current: key }).put("evidence", "thumb.jpg", picture);
      expect(await raw.read("evidence/thumb.jpg")).toEqual(picture);
    });
  });

  describe(`reading an encrypted file from any offset on ${backend}`, () => {
    const video = randomBytes(1024 * 1024 + 333);

    it("decrypts every range exactly, across block boundaries", async () => {
      const storage = (await newPlace()).open({ current: key });
      await storage.put("references", "video.mp4", video);
      for (const [start, end] of [[0, 15], [0, 16], [1, 1], [17, 4000], [65_535, 200_001], [video.length - 5, video.length + 100], [1000, undefined]] as const) {
        const { size, stream } = await storage.readRange("references", "video.mp4", start, end);
        expect(size).toBe(video.length);
        expect((await text(stream)).equals(video.subarray(start, end === undefined ? undefined : end + 1))).toBe(true);
      }
      expect((await text((await storage.readRange("references", "video.mp4", video.length)).stream)).length).toBe(0);
    });

    it("keeps the bytes of an upload request that broke off, encrypted, and resumes after them", async () => {
      const { open, raw } = await newPlace();
      const storage = open({ current: key });
      const first = await storage.uploads.append("upload-1234", 0, brokenAfter(video, 300_000));
      expect(first.offset).toBe(300_000);
      expect((first.failure as Error).message).toBe("connection reset");
      expect(await storage.uploads.received("upload-1234")).toBe(300_000);
      const second = await storage.uploads.append("upload-1234", 300_000, Readable.from([video.subarray(300_000)]));
      expect(second).toEqual({ offset: video.length, failure: null });
      expect(await storage.uploads.received("upload-1234")).toBe(video.length);
      expect((await storage.uploads.lastWritten("upload-1234"))?.getTime()).toBeGreaterThan(Date.now() - 60_000);

      const parts = await raw.list("uploads/upload-1234/");
      expect(parts).toHaveLength(2);
      for (const part of parts) expect((await raw.read(part)).includes(video.subarray(1000, 1032))).toBe(false);
      expect(sha(await text(storage.uploads.read("upload-1234")))).toBe(sha(video));
      await storage.uploads.remove("upload-1234");
      expect(await storage.uploads.received("upload-1234")).toBe(0);
      expect(await storage.uploads.lastWritten("upload-1234")).toBeNull();
    });

    it("keeps nothing of an upload request that brought nothing, and refuses keys that would leave the folder", async () => {
      const { open, raw } = await newPlace();
      const storage = open({ current: key });
      expect((await storage.uploads.append("upload-empty", 0, brokenAfter(video, 0))).offset).toBe(0);
      expect(await raw.list("uploads/upload-empty/")).toEqual([]);
      await expect(storage.uploads.received("../references")).rejects.toThrow(/invalid upload key/);
    });
  });
}
