import { createCipheriv, createHash } from "node:crypto";
import { closeSync, existsSync, openSync, readdirSync, readSync, rmSync } from "node:fs";
import path from "node:path";
import { VIDEO_QUOTA } from "@unleak/core";
import { referenceVideos } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const GB = 1024 ** 3;
const MB = 1024 ** 2;

/** A video's first bytes (an MP4 `ftyp` box): the upload sniffs them. */
const ftyp = Buffer.from("000000206674797069736f6d0000020069736f6d69736f32617663316d703431", "hex");

/** Deterministic bytes of a generated "video" at any offset (AES-CTR keystream), the ftyp box first. */
function bytesAt(offset: number, length: number): Buffer {
  const counter = Buffer.alloc(16);
  counter.writeBigUInt64BE(BigInt(Math.floor(offset / 16)), 8);
  const skip = offset % 16;
  const bytes = createCipheriv("aes-128-ctr", Buffer.alloc(16, 7), counter).update(Buffer.alloc(length + skip)).subarray(skip);
  if (offset < ftyp.length) ftyp.subarray(offset).copy(bytes, 0, 0, Math.min(length, ftyp.length - offset));
  return bytes;
}

/** A request body generated chunk by chunk (never whole in memory); it breaks off after `breakAfter` bytes when given. */
function generatedBody(start: number, end: number, { breakAfter, onChunk }: { breakAfter?: number; onChunk?: (chunk: Buffer) => void } = {}) {
  let offset = start;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (breakAfter !== undefined && offset - start >= breakAfter) return controller.error(new Error("connection dropped"));
      if (offset >= end) return controller.close();
      const chunk = bytesAt(offset, Math.min(MB, end - offset));
      onChunk?.(chunk);
      offset += chunk.length;
      controller.enqueue(chunk);
    },
  });
}

const tus = { "tus-resumable": "1.0.0" };
const createUpload = (browser: TestBrowser, length: number, name = "beach-set.mp4") =>
  browser.request("/api/uploads/videos", { method: "POST", headers: { ...tus, "upload-length": String(length), "upload-metadata": `filename ${Buffer.from(name).toString("base64")}` } });
const patch = (browser: TestBrowser, location: string, offset: number, body: ReadableStream<Uint8Array> | Buffer) =>
  browser.request(location, { method: "PATCH", headers: { ...tus, "upload-offset": String(offset), "content-type": "application/offset+octet-stream" }, body, duplex: "half" } as RequestInit);
const offsetOf = async (browser: TestBrowser, location: string) => Number((await browser.request(location, { method: "HEAD", headers: tus })).headers.get("upload-offset"));

describe.each(kinds)("resumable video uploads on $kind", ({ kind, create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: TestBrowser;
  let bob: TestBrowser;
  let dataDir: string;

  const videoOf = async (location: string) => (await server.runtime.db.select().from(referenceVideos).where(eq(referenceVideos.uploadKey, path.basename(location))))[0];
  /** Waits for the job to take the upload's parts into one stored file (the processing after it fails: random bytes are no video). */
  async function storedKeyOf(location: string): Promise<string> {
    for (let i = 0; i < 600; i += 1) {
      const video = await videoOf(location);
      if (video?.storageKey && video.status !== "processing") return video.storageKey;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("the upload was never assembled");
  }
  async function storedHash(key: string): Promise<string> {
    const hash = createHash("sha256");
    for await (const chunk of (await server.runtime.storage.readRange("references", key)).stream) hash.update(chunk as Buffer);
    return hash.digest("hex");
  }
  const partsOf = (location: string) => path.join(dataDir, "storage", "uploads", path.basename(location));

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    dataDir = server.runtime.config.dataDir;
    [alice] = await server.signedInBrowser("alice-videos@example.test");
    [bob] = await server.signedInBrowser("bob-videos@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The sha-256 of the generated video's first `size` bytes, made chunk by chunk. */
  function expectedHash(size: number): string {
    const hash = createHash("sha256");
    for (let offset = 0; offset < size; offset += 16 * MB) hash.update(bytesAt(offset, Math.min(16 * MB, size - offset)));
    return hash.digest("hex");
  }
  /** Whether the first `length` bytes of a file contain `needle` (read as a window, never the whole file). */
  function fileStartHas(file: string, needle: Buffer, length = 8 * MB): boolean {
    const descriptor = openSync(file, "r");
    try {
      const window = Buffer.alloc(length);
      return window.subarray(0, readSync(descriptor, window, 0, length, 0)).includes(needle);
    } finally {
      closeSync(descriptor);
    }
  }

  // The 2 GB upload runs on the first database only: its bytes go through the storage, not the
  // database (one row update per PATCH), and twice 2 GB (upload, assembly, hash) would double the
  // longest test of the suite on CI's 2 cores for no path of its own. The smaller uploads below
  // run on both.
  it.runIf(kind === kinds[0]!.kind)(
    "takes a 2 GB upload in PATCHes of 256 MB through a connection cut mid-body, resumed from HEAD's offset, with flat memory until it is assembled",
    async () => {
      const size = 2 * GB;
      const created = await createUpload(alice, size, "long-set.mp4");
      expect(created.status).toBe(201);
      const location = created.headers.get("location")!;
      expect(location).toMatch(/^\/api\/uploads\/videos\/[0-9a-f]{32}$/);
      expect(await videoOf(location)).toMatchObject({ status: "uploading", bytes: size, sourceName: "long-set.mp4", receivedBytes: 0 });

      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
      let key: string;
      try {
        let offset = 0;
        let cut = false;
        let last: Response | undefined;
        while (offset < size) {
          const end = Math.min(size, offset + 256 * MB);
          if (!cut && offset >= GB) {
            // The connection is cut 100 MB into this PATCH's body: the bytes that arrived are kept.
            cut = true;
            const dropped = await patch(alice, location, offset, generatedBody(offset, end, { breakAfter: 100 * MB }));
            expect(dropped.status).not.toBe(204);
            const resumeAt = await offsetOf(alice, location);
            expect(resumeAt).toBeGreaterThan(offset);
            expect(resumeAt).toBeLessThanOrEqual(offset + 100 * MB);
            expect((await videoOf(location)).receivedBytes).toBe(resumeAt);
            // The bytes kept so far are encrypted parts: none of the plaintext is on disk.
            for (const part of readdirSync(partsOf(location))) {
              expect(part).toMatch(/^\d{16}\.part$/);
              expect(fileStartHas(path.join(partsOf(location), part), bytesAt(Number(part.slice(0, 16)) + 4096, 64))).toBe(false);
            }
            // A client that missed the offset is told the truth (409), then resumes where HEAD says.
            expect((await patch(alice, location, offset, bytesAt(offset, 10))).status).toBe(409);
            offset = resumeAt;
            continue;
          }
          last = await patch(alice, location, offset, generatedBody(offset, end));
          expect(last.status).toBe(204);
          offset = end;
        }
        expect(cut).toBe(true);
        expect(Number(last!.headers.get("upload-offset"))).toBe(size);
        // The sampler keeps running while the job streams the parts into one encrypted file.
        key = await storedKeyOf(location);
      } finally {
        clearInterval(sampler);
      }
      // A memory bound, not a timing: the 2 GB never sat in memory, neither arriving nor assembled.
      expect(peak - baseline).toBeLessThan(200 * MB);
      expect(existsSync(partsOf(location))).toBe(false);
      expect(await storedHash(key)).toBe(expectedHash(size));
      expect(fileStartHas(path.join(dataDir, "storage", "references", key), bytesAt(4 * MB, 64))).toBe(false);
      expect(await offsetOf(alice, location)).toBe(size);

      // With a paused upload holding its room too, the plan's video bytes (4 GB) have no room for a further 2 GB.
      expect((await createUpload(alice, MB)).status).toBe(201);
      const refused = await createUpload(alice, 2 * GB);
      expect(refused.status).toBe(422);
      expect((await refused.json()).error).toMatchObject({ code: "REFERENCE_QUOTA_REACHED", message: expect.stringContaining("4096 MB") });
      // Deleting the video frees its room and its file.
      const video = await videoOf(location);
      expect((await alice.request(`/api/reference-videos/${video.id}`, { method: "DELETE" })).status).toBe(204);
      expect(existsSync(path.join(dataDir, "storage", "references", key))).toBe(false);
    },
    900_000,
  );

  it("resumes a small upload after a dropped PATCH, and stores exactly the bytes sent", async () => {
    const size = 12 * MB + 123;
    const location = (await createUpload(bob, size, "short-set.mp4")).headers.get("location")!;
    expect((await patch(bob, location, 0, generatedBody(0, size, { breakAfter: 5 * MB }))).status).not.toBe(204);
    const resumeAt = await offsetOf(bob, location);
    expect(resumeAt).toBeGreaterThan(0);
    expect(resumeAt).toBeLessThanOrEqual(5 * MB);
    expect((await patch(bob, location, resumeAt, generatedBody(resumeAt, size))).status).toBe(204);
    expect(await storedHash(await storedKeyOf(location))).toBe(expectedHash(size));
    const video = await videoOf(location);
    expect((await bob.request(`/api/reference-videos/${video.id}`, { method: "DELETE" })).status).toBe(204);
  });

  it("refuses an upload above the plan's limit before any byte is stored", async () => {
    const before = await server.runtime.db.select().from(referenceVideos);
    const response = await createUpload(bob, VIDEO_QUOTA.standard.maxUploadBytes + 1);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toMatchObject({ code: "FILE_TOO_LARGE", message: "This file is larger than 2048 MB." });
    expect(await server.runtime.db.select().from(referenceVideos)).toHaveLength(before.length);
    const uploads = path.join(dataDir, "storage", "uploads");
    const folders = existsSync(uploads) ? readdirSync(uploads) : [];
    expect(folders.every((folder) => before.some((video) => video.uploadKey === folder))).toBe(true);
  });

  it("answers the protocol's refusals in the error shape, with the tus headers", async () => {
    const before = (await server.runtime.db.select().from(referenceVideos)).length;
    const withoutVersion = await bob.request("/api/uploads/videos", { method: "POST", headers: { "upload-length": "100" } });
    expect(withoutVersion.status).toBe(412);
    expect((await withoutVersion.json()).error.code).toBe("BAD_REQUEST");
    const badLength = await bob.request("/api/uploads/videos", { method: "POST", headers: { ...tus, "upload-length": "-5", "accept-language": "de" } });
    expect(badLength.status).toBe(400);
    expect((await badLength.json()).error).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) });
    expect(badLength.headers.get("tus-resumable")).toBe("1.0.0");
    const deferred = await bob.request("/api/uploads/videos", { method: "POST", headers: { ...tus, "upload-defer-length": "1" } });
    expect(deferred.status).toBeGreaterThanOrEqual(400);
    expect(deferred.status).toBeLessThan(500);
    expect(await server.runtime.db.select().from(referenceVideos)).toHaveLength(before);
  });

  it("refuses what is not a video on its first bytes, and keeps nothing of it", async () => {
    const location = (await createUpload(bob, 5000, "notes.mp4")).headers.get("location")!;
    const response = await patch(bob, location, 0, Buffer.alloc(5000, "a"));
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe("UNSUPPORTED_MEDIA");
    expect(await videoOf(location)).toBeUndefined();
    expect(existsSync(partsOf(location))).toBe(false);
  });

  it("answers an upload's URL to its owner only, and deletes it on a tus DELETE", async () => {
    const location = (await createUpload(alice, 10 * MB)).headers.get("location")!;
    expect((await patch(alice, location, 0, generatedBody(0, 3 * MB))).status).toBe(204);
    for (const method of ["HEAD", "PATCH", "DELETE"]) {
      const response = await bob.request(location, { method, headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" }, body: method === "PATCH" ? "x" : undefined });
      expect(response.status, method).toBe(404);
    }
    expect((await server.browser().request(location, { method: "HEAD", headers: tus })).status).toBe(401);
    expect(await offsetOf(alice, location)).toBe(3 * MB);
    expect((await alice.request(location, { method: "DELETE", headers: tus })).status).toBe(204);
    expect(await videoOf(location)).toBeUndefined();
    expect(existsSync(partsOf(location))).toBe(false);
    expect((await alice.request(location, { method: "HEAD", headers: tus })).status).toBe(404);
  });
});
