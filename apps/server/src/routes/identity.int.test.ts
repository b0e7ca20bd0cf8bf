import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { identityRoutes as routes } from "@unleak/contracts";
import { deleteExpiredIdentityDocuments } from "@unleak/core/authorisation/identity-retention-job";
import { identityVerifications } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

/** A photo-like JPEG with EXIF (camera and GPS-like fields) that must not survive the upload. */
const photo = (hue: number) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: { r: hue, g: 255 - hue, b: 90 } } })
    .composite([{ input: { create: { width: 30, height: 20, channels: 3, background: { r: 0, g: 0, b: 0 } } }, left: hue % 60, top: 10 }])
    .withExif({ IFD0: { Make: "SecretCam", Model: "Model 7", Copyright: "Nova Quill, Berlin" } })
    .jpeg()
    .toBuffer();

/** A PNG whose header claims 8000 x 7500 pixels (60 MP): refused from the header, never decoded. */
function sixtyMegapixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => (bytes.reduce((c, byte) => crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8), 0xffffffff) ^ 0xffffffff) >>> 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(8000, 0);
  header.writeUInt32BE(7500, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk("IEND", Buffer.alloc(0))]);
}

const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

function submission(documentType: string, files: Partial<Record<"front" | "back" | "selfie", [Buffer, string]>>, headers?: Record<string, string>) {
  const form = new FormData();
  form.append("documentType", documentType);
  for (const [field, [bytes, name]] of Object.entries(files)) form.append(field, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return { method: "POST", body: form, headers };
}

describe.each(kinds)("identity verification on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;
  let novaId: string;
  let other: TestBrowser;
  let front: Buffer, back: Buffer, selfie: Buffer;
  const rowsOf = (userId: string) => server.runtime.db.select().from(identityVerifications).where(eq(identityVerifications.userId, userId));

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [nova, novaId] = await server.signedInBrowser("nova-idv@example.test");
    [other] = await server.signedInBrowser("other-idv@example.test");
    [front, back, selfie] = await Promise.all([photo(20), photo(120), photo(220)]);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("starts as not started, and asks a visitor to sign in", async () => {
    expect(await answerOf(routes.get, await nova.request("/api/identity-verification"), 200)).toEqual({
      status: "not_started",
      documentType: null,
      submittedAt: null,
      reviewedAt: null,
      rejectionReason: null,
      documentsDeletedAt: null,
    });
    expect((await answerOf(routes.get, await server.browser().request("/api/identity-verification"), 401)).error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses bad pictures with a translated reason naming the field, and keeps nothing", async () => {
    const de = { "accept-language": "de" };
    const renamed = await answerOf(routes.submit, await nova.request("/api/identity-verification", submission("passport", { front: [pdf, "passport.jpg"], selfie: [selfie, "me.jpg"] }, de)), 415);
    expect(renamed.error).toEqual({ code: "UNSUPPORTED_MEDIA", message: "Diese Datei ist kein unterstütztes Bild oder Video.", details: { field: "front" } });
    const huge = await answerOf(routes.submit, await nova.request("/api/identity-verification", submission("passport", { front: [front, "front.jpg"], selfie: [sixtyMegapixelPng(), "me.jpg"] })), 413);
    expect(huge.error).toEqual({ code: "IMAGE_TOO_LARGE", message: "This picture has more than 50 megapixels. Please upload a smaller picture.", details: { field: "selfie", megapixels: 50 } });
    const noBack = await answerOf(routes.submit, await nova.request("/api/identity-verification", submission("id_card", { front: [front, "front.jpg"], selfie: [selfie, "me.jpg"] })), 422);
    expect(noBack.error).toMatchObject({ code: "FILE_REQUIRED", details: { field: "back" } });
    const unknownType = await answerOf(routes.submit, await nova.request("/api/identity-verification", submission("library_card", { front: [front, "front.jpg"], selfie: [selfie, "me.jpg"] })), 422);
    expect(unknownType.error).toMatchObject({ code: "VALIDATION_FAILED", details: { field: "documentType" } });
    expect((await answerOf(routes.submit, await nova.request("/api/identity-verification", { method: "POST", json: { documentType: "passport" } }), 422)).error.code).toBe("FILE_REQUIRED");
    expect(await rowsOf(novaId)).toEqual([]);
  });

  it("stores the three pictures re-encoded, without EXIF and encrypted, and answers pending", async () => {
    const answer = await answerOf(routes.submit, await nova.request("/api/identity-verification", submission("id_card", { front: [front, "front.jpg"], back: [back, "back.jpg"], selfie: [selfie, "me.jpg"] })), 201);
    expect(answer).toMatchObject({ status: "pending", documentType: "id_card", reviewedAt: null, rejectionReason: null });
    expect(await answerOf(routes.get, await nova.request("/api/identity-verification"), 200)).toEqual(answer);
    expect(front.includes(Buffer.from("SecretCam"))).toBe(true);
    const [row] = await rowsOf(novaId);
    const keys = [row!.documentKey, row!.documentBackKey, row!.selfieKey];
    for (const [index, key] of keys.entries()) {
      const onDisk = readFileSync(path.join(server.runtime.config.storageDir, "identity", key!));
      expect(onDisk.equals([front, back, selfie][index]!)).toBe(false);
      expect(onDisk.includes(Buffer.from("SecretCam"))).toBe(false);
      expect(onDisk.includes(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
      const plain = (await server.runtime.storage.get("identity", key!))!;
      expect(plain.equals([front, back, selfie][index]!)).toBe(false);
      const metadata = await sharp(plain).metadata();
      expect([metadata.format, metadata.width, metadata.exif]).toEqual(["jpeg", 120, undefined]);
      expect(plain.includes(Buffer.from("SecretCam"))).toBe(false);
    }
  });

  it("shows another user and a visitor neither the state nor the files", async () => {
    expect((await answerOf(routes.get, await other.request("/api/identity-verification"), 200)).status).toBe("not_started");
    expect((await server.browser().request("/api/identity-verification")).status).toBe(401);
    const [row] = await rowsOf(novaId);
    for (const browser of [other, server.browser(), nova]) {
      expect((await browser.request(`/files/identity/${row!.documentKey}`)).status).toBe(403);
      expect((await browser.request(`/files/identity/${row!.selfieKey}?expires=${Math.floor(Date.now() / 1000) + 60}&signature=forged`)).status).toBe(403);
    }
  });

  it("refuses a second submission while pending or approved, and takes one after a rejection", async () => {
    const again = () => nova.request("/api/identity-verification", submission("passport", { front: [front, "front.jpg"], selfie: [selfie, "me.jpg"] }, { "accept-language": "fr" }));
    expect((await answerOf(routes.submit, await again(), 409)).error).toMatchObject({ code: "CONFLICT", message: "Cela existe déjà.", details: { status: "pending" } });
    await server.runtime.db.update(identityVerifications).set({ status: "approved", reviewedAt: new Date() }).where(eq(identityVerifications.userId, novaId));
    expect((await answerOf(routes.submit, await again(), 409)).error.details).toEqual({ status: "approved" });
    await server.runtime.db.update(identityVerifications).set({ status: "rejected", rejectionReason: "The selfie is blurred." }).where(eq(identityVerifications.userId, novaId));
    expect(await answerOf(routes.get, await nova.request("/api/identity-verification"), 200)).toMatchObject({ status: "rejected", rejectionReason: "The selfie is blurred." });
    expect(await answerOf(routes.submit, await again(), 201)).toMatchObject({ status: "pending", documentType: "passport", rejectionReason: null });
    const rows = await rowsOf(novaId);
    expect(rows.map((row) => row.status).sort()).toEqual(["pending", "rejected"]);
    expect(rows.find((row) => row.documentType === "passport")!.documentBackKey).toBeNull();
  });

  it("keeps one of two submissions sent at once, refuses the other and leaves none of its files behind", async () => {
    const [twice, twiceId] = await server.signedInBrowser("twice-idv@example.test");
    const send = () => twice.request("/api/identity-verification", submission("passport", { front: [front, "front.jpg"], selfie: [selfie, "me.jpg"] }));
    const statuses = (await Promise.all([send(), send()])).map((response) => response.status).sort();
    expect(statuses).toEqual([201, 409]);
    const rows = await rowsOf(twiceId);
    expect(rows).toHaveLength(1);
    const kept = new Set([rows[0]!.documentKey, rows[0]!.selfieKey]);
    const stored = readdirSync(path.join(server.runtime.config.storageDir, "identity"));
    const all = (await server.runtime.db.select().from(identityVerifications)).flatMap((row) => [row.documentKey, row.documentBackKey, row.selfieKey]);
    expect(stored.filter((name) => !all.includes(name))).toEqual([]);
    expect(stored.filter((name) => kept.has(name))).toHaveLength(2);
  });

  it("deletes the documents of decided verifications after the retention period and keeps the decision", async () => {
    const { db, storage } = server.runtime;
    const decided = new Date("2026-03-01T10:00:00Z");
    await db.update(identityVerifications).set({ status: "rejected", reviewedAt: decided }).where(eq(identityVerifications.userId, novaId));
    const before = await rowsOf(novaId);
    const keys = before.flatMap((row) => [row.documentKey, row.documentBackKey, row.selfieKey]).filter((key): key is string => key !== null);
    expect(keys).toHaveLength(5);

    expect(await deleteExpiredIdentityDocuments({ db, storage, retentionDays: 30, now: new Date("2026-03-30T10:00:00Z") })).toBe(0);
    for (const key of keys) expect(await storage.exists("identity", key)).toBe(true);

    const now = new Date("2026-04-01T10:00:00Z");
    expect(await deleteExpiredIdentityDocuments({ db, storage, retentionDays: 30, now })).toBe(2);
    for (const key of keys) expect(await storage.exists("identity", key)).toBe(false);
    for (const row of await rowsOf(novaId)) {
      expect(row).toMatchObject({ status: "rejected", reviewedAt: decided, documentKey: null, documentBackKey: null, selfieKey: null, documentsDeletedAt: now });
    }
    expect(await deleteExpiredIdentityDocuments({ db, storage, retentionDays: 30, now: new Date("2026-05-01T10:00:00Z") })).toBe(0);
    expect((await answerOf(routes.get, await nova.request("/api/identity-verification"), 200)).documentsDeletedAt).toBe(now.toISOString());
  });
});
