import { createHmac, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, truncateSync } from "node:fs";
import path from "node:path";
import { type Reference, referenceRoutes as routes, rejectedFileSchema } from "@unleak/contracts";
import { REFERENCE_QUOTA, VIDEO_QUOTA } from "@unleak/core";
import { profiles, referenceMedia } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const testAuthSecret = "integration-test-secret-0123456789abcdef"; // the harness's BETTER_AUTH_SECRET

const kinds = await testDatabaseKinds();

const picture = (hue: number) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: hue, g: 255 - hue, b: 90 } } })
    .composite([{ input: { create: { width: 30, height: 20, channels: 3, background: { r: 0, g: 0, b: 0 } } }, left: hue % 60, top: 10 }])
    .jpeg()
    .toBuffer();

function upload(files: [Buffer, string][], headers?: Record<string, string>) {
  const form = new FormData();
  for (const [bytes, name] of files) form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return { method: "POST", body: form, headers };
}

/** The files an upload refused, listed in its error's details when none was kept. */
const rejectedOf = (details: Record<string, unknown> | undefined) => z.array(rejectedFileSchema).parse(details?.rejected);

describe.each(kinds)("reference media on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: TestBrowser;
  let bob: TestBrowser;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [alice] = await server.signedInBrowser("alice-refs@example.test");
    [bob] = await server.signedInBrowser("bob-refs@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });
  afterEach(() => void vi.useRealTimers());

  it("keeps every good file of an upload and names each bad one with its translated reason", async () => {
    const response = await alice.request(
      "/api/references",
      upload(
        [
          [await picture(10), "beach.jpg"],
          [Buffer.from("just some text, not a picture"), "notes.jpg"],
          [Buffer.alloc(16 * 1024 * 1024, 0xff), "huge.jpg"],
          [await picture(200), "studio.jpg"],
        ],
        { "accept-language": "de" },
      ),
    );
    const body = await answerOf(routes.upload, response, 201);
    expect(body.references.map((reference) => reference.sourceName)).toEqual(["beach.jpg", "studio.jpg"]);
    expect(body.rejected).toEqual([
      { fileName: "notes.jpg", code: "UNSUPPORTED_MEDIA", message: "Diese Datei ist kein unterstütztes Bild oder Video." },
      { fileName: "huge.jpg", code: "FILE_TOO_LARGE", message: "Diese Datei ist größer als 15 MB.", details: { megabytes: 15 } },
    ]);
    expect((await answerOf(routes.list, await alice.request("/api/references"), 200)).references).toHaveLength(2);
  });

  it("keeps a picture whose name has NUL bytes or a lone surrogate, under a name that can be stored", async () => {
    const response = await alice.request("/api/references", upload([[await picture(60), "a\u0000b\ud800.jpg"]]));
    expect((await answerOf(routes.upload, response, 201)).references[0].sourceName).toBe("ab\ufffd.jpg");
  });

  it("is described in the API document as a multipart upload of `file` fields", async () => {
    const document = (await (await server.browser().request("/api/openapi.json")).json()) as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>> };
    expect(document.paths["/references"]?.post?.requestBody?.content).toEqual({
      "multipart/form-data": { schema: { type: "object", properties: { file: expect.objectContaining({ type: "array" }) }, required: ["file"] } },
    });
  });

  it("answers 404, not 500, to a delete with an id that only looks like one", async () => {
    for (const id of ["-".repeat(36), "0".repeat(36), "00000000-0000-0000-0000-000000000000"]) {
      expect((await answerOf(routes.delete, await alice.request(`/api/references/${id}`, { method: "DELETE" }), 404)).error.code).toBe("NOT_FOUND");
    }
  });

  it("answers with the first reason when no file is kept, listing every file", async () => {
    const response = await bob.request("/api/references", upload([[Buffer.from("text"), "a.txt"], [Buffer.from("more text"), "b.txt"]]));
    const { error } = await answerOf(routes.upload, response, 415);
    expect(error).toMatchObject({ code: "UNSUPPORTED_MEDIA", message: "This file is not a supported picture or video." });
    expect(rejectedOf(error.details).map((file) => file.fileName)).toEqual(["a.txt", "b.txt"]);
  });

  it("stores reference pictures encrypted and serves them decrypted", async () => {
    const jpeg = await picture(90);
    const [reference] = (await answerOf(routes.upload, await bob.request("/api/references", upload([[jpeg, "private.jpg"]])), 201)).references;
    const [row] = await server.runtime.db.select().from(referenceMedia).where(eq(referenceMedia.id, reference.id));
    const stored = readFileSync(path.join(server.runtime.config.storageDir, "references", row.storageKey));
    expect(stored.subarray(0, 4).toString("latin1")).toBe("ULE1");
    expect(stored.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    const served = await bob.request(reference.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("private, max-age=300");
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect((await sharp(bytes).metadata()).width).toBe(96);
    expect(readdirSync(path.join(server.runtime.config.storageDir, "references")).some((name) => name.endsWith(".partial"))).toBe(false);
  });

  it("signs a reference's link for 5 minutes only", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const [reference] = (await answerOf(routes.list, await bob.request("/api/references"), 200)).references;
    expect(Number(new URL(reference.url, "http://x").searchParams.get("expires"))).toBe(Math.floor(start / 1000) + 300);
    vi.setSystemTime(start + 290_000);
    expect((await server.browser().request(reference.url)).status).toBe(200);
    vi.setSystemTime(start + 301_000);
    const expired = await server.browser().request(reference.url);
    expect(expired.status).toBe(403);
    // A link signed for an hour, as before, is refused even while it has not expired.
    const key = new URL(reference.url, "http://x").pathname.split("/").pop();
    const linkFor = (seconds: number) => {
      const expires = Math.floor(Date.now() / 1000) + seconds;
      return `/files/references/${key}?expires=${expires}&signature=${createHmac("sha256", testAuthSecret).update(`references\n${key}\n${expires}`).digest("base64url")}`;
    };
    expect((await server.browser().request(linkFor(200))).status).toBe(200);
    expect((await server.browser().request(linkFor(3600))).status).toBe(403);
  });

  it("shows the plan's quota and refuses an upload beyond it, naming the limit", async () => {
    const [carol, carolId] = await server.signedInBrowser("carol-refs@example.test");
    const standard = REFERENCE_QUOTA.standard;
    const { quota } = await answerOf(routes.list, await carol.request("/api/references"), 200);
    expect(quota).toEqual({
      tier: "standard",
      uploads: { used: 0, limit: standard.uploads },
      bytes: { used: 0, limit: standard.bytes },
      videos: { maxUploadBytes: VIDEO_QUOTA.standard.maxUploadBytes, used: 0, limit: VIDEO_QUOTA.standard.bytes },
    });

    // Fill the count: earlier uploads (a video's frames share one upload and count once).
    const video = randomUUID();
    const row = { userId: carolId, pdqHashes: [], pdqQuality: 80, width: 10, height: 10 };
    await server.runtime.db.insert(referenceMedia).values([
      ...Array.from({ length: standard.uploads - 1 }, (_, i) => ({ ...row, kind: "image" as const, storageKey: `old-${i}.jpg`, uploadId: randomUUID() })),
      ...[1, 2, 3].map((i) => ({ ...row, kind: "video_frame" as const, storageKey: `frame-${i}.jpg`, uploadId: video })),
    ]);
    expect((await answerOf(routes.list, await carol.request("/api/references"), 200)).quota.uploads.used).toBe(standard.uploads);
    const refused = await carol.request("/api/references", upload([[await picture(30), "one-more.jpg"]]));
    const { error } = await answerOf(routes.upload, refused, 422);
    expect(error.code).toBe("REFERENCE_QUOTA_REACHED");
    expect(error.message).toBe(`Your plan allows ${standard.uploads} reference files and 50 MB of storage. Delete some references or upgrade your plan to add more.`);
    expect(rejectedOf(error.details)).toEqual([expect.objectContaining({ fileName: "one-more.jpg", code: "REFERENCE_QUOTA_REACHED" })]);

    // A bigger plan has room for more files, until the stored bytes reach its limit.
    await server.runtime.db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, carolId));
    await answerOf(routes.upload, await carol.request("/api/references", upload([[await picture(30), "one-more.jpg"]])), 201);
    await server.runtime.storage.put("references", "old-0.jpg", Buffer.from("x"));
    truncateSync(path.join(server.runtime.config.storageDir, "references", "old-0.jpg"), REFERENCE_QUOTA.pro.bytes); // sparse: takes no room here
    const full = await carol.request("/api/references", upload([[await picture(40), "too-much.jpg"]]));
    expect((await answerOf(routes.upload, full, 422)).error.message).toContain("500 MB");
  });

  it("marks a dark reference weak (low contrast) and a flat one featureless, and lists why", async () => {
    const photo = readFileSync(path.resolve(import.meta.dirname, "../../../../bench/corpus/photos/mate-Dune.jpg"));
    const night = await sharp(photo).linear(0.16, 4).jpeg({ quality: 90 }).toBuffer();
    const flat = await sharp(photo).linear(0.01, 120).jpeg({ quality: 90 }).toBuffer();
    const [dave] = await server.signedInBrowser("dave-weak-refs@example.test");
    const response = await dave.request("/api/references", upload([[photo, "day.jpg"], [night, "night.jpg"], [flat, "grey.jpg"]]));
    const weakness = (references: Reference[]) => Object.fromEntries(references.map((r) => [r.sourceName, [r.weak, r.weakReason, r.pdqQuality < 50]]));
    const expected = { "day.jpg": [false, null, false], "night.jpg": [true, "low-contrast", true], "grey.jpg": [true, "featureless", true] };
    expect(weakness((await answerOf(routes.upload, response, 201)).references)).toEqual(expected);
    expect(weakness((await answerOf(routes.list, await dave.request("/api/references"), 200)).references)).toEqual(expected);
  });
});
