// The Letter of Authorisation end to end through the API: signing stores the letter and its PDF
// privately (encrypted on disk, the hash matches the stored bytes, only its signer downloads it),
// signing again replaces the valid letter, revoking closes the gate, bad signatures change nothing,
// and the status turns "authorized" once an approved identity verification exists too.
import { readFileSync } from "node:fs";
import path from "node:path";
import { authorisationRoutes, MAX_SIGNATURE_BYTES } from "@unleak/contracts";
import { mayActFor, sha256 } from "@unleak/core";
import { digitalSignatures, identityVerifications } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { pdfImageCount, pdfText } from "../testing/pdf-text";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

/** A PNG like the signature pad's: a transparent canvas with, unless `blank`, one dark stroke. */
async function drawnSignature({ blank = false } = {}): Promise<string> {
  const stroke = blank ? "" : '<path d="M20 80 C 60 10, 100 140, 180 40 S 260 90, 280 60" stroke="#111" stroke-width="4" fill="none"/>';
  const png = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120">${stroke}</svg>`)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** A PNG of noise over MAX_SIGNATURE_BYTES (noise does not compress). */
async function oversizedSignature(): Promise<string> {
  const side = 400;
  const noise = Buffer.alloc(side * side * 4);
  for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 2654435761) >>> 24;
  const png = await sharp(noise, { raw: { width: side, height: side, channels: 4 } }).png({ compressionLevel: 0 }).toBuffer();
  expect(png.length).toBeGreaterThan(MAX_SIGNATURE_BYTES);
  return `data:image/png;base64,${png.toString("base64")}`;
}

const letter = { fullName: "Nova Quill", contentDescription: "Photos and videos on my OnlyFans under the name Nova Quill", language: "en" as const };

describe.each(kinds)("the Letter of Authorisation on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;
  let novaId: string;
  let other: TestBrowser;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [nova, novaId] = await server.signedInBrowser("nova-letter@example.test", "Nova Quill");
    [other] = await server.signedInBrowser("other-letter@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const sign = async (body: Record<string, unknown>, browser = nova) => browser.request("/api/digital-signature", { method: "POST", json: body, headers: { "user-agent": "LetterTest/1.0", "accept-language": "de" } });
  const rows = () => server.runtime.db.select().from(digitalSignatures).where(eq(digitalSignatures.userId, novaId)).orderBy(digitalSignatures.signedAt);

  it("starts pending, with nothing signed", async () => {
    const status = await answerOf(authorisationRoutes.status, await nova.request("/api/authorisation"), 200);
    expect(status).toEqual({ status: "pending", missing: ["letter", "identity"], checklist: { letter: { signed: false, signedAt: null, consentVersion: null }, identity: { status: "not_started" } } });
    expect(await answerOf(authorisationRoutes.current, await nova.request("/api/digital-signature"), 200)).toEqual({ letter: null });
  });

  it("refuses an empty, blank, foreign or oversized signature with a translated 4xx and stores nothing", async () => {
    const empty = await answerOf(authorisationRoutes.sign, await sign({ ...letter, signature: "" }), 422);
    expect(empty.error).toMatchObject({ code: "SIGNATURE_REQUIRED", message: "Bitte erstellen Sie zuerst eine Unterschrift" });
    expect((await answerOf(authorisationRoutes.sign, await sign({ ...letter, signature: await drawnSignature({ blank: true }) }), 422)).error.code).toBe("SIGNATURE_REQUIRED");
    const pdfAsPng = `data:image/png;base64,${Buffer.from("%PDF-1.7 not a picture").toString("base64")}`;
    expect((await answerOf(authorisationRoutes.sign, await sign({ ...letter, signature: pdfAsPng }), 415)).error.code).toBe("UNSUPPORTED_MEDIA");
    const large = await answerOf(authorisationRoutes.sign, await sign({ ...letter, signature: await oversizedSignature() }), 413);
    expect(large.error.code).toBe("SIGNATURE_TOO_LARGE");
    expect(large.error.message).toContain("200 KB");
    // 10 MB never reaches the handler: the request's body limit answers first, translated.
    const huge = await answerOf(authorisationRoutes.sign, await sign({ ...letter, signature: `data:image/png;base64,${"A".repeat(10 * 1024 * 1024)}` }), 413);
    expect(huge.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect((await answerOf(authorisationRoutes.sign, await sign({ ...letter, fullName: " ", signature: await drawnSignature() }), 422)).error.code).toBe("VALIDATION_FAILED");
    expect(await rows()).toEqual([]);
  });

  it("signs: a valid letter, its PDF stored encrypted with a matching hash, downloadable by its signer only", async () => {
    const signed = await answerOf(authorisationRoutes.sign, await sign({ ...letter, signature: await drawnSignature() }), 201);
    expect(signed).toMatchObject({ fullName: "Nova Quill", consentVersion: "2026-11-24", documentType: "google_removal_consent", language: "en" });
    const [row] = await rows();
    expect(row).toMatchObject({ id: signed.id, isValid: true, revokedAt: null, ipAddress: expect.any(String), userAgent: "LetterTest/1.0" });

    const download = await nova.request(`/api/digital-signature/${signed.id}/document.pdf`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    const pdf = new Uint8Array(await download.arrayBuffer());
    expect(sha256(pdf)).toBe(row!.documentHash);
    expect(signed.documentHash).toBe(row!.documentHash);
    const text = await pdfText(pdf);
    for (const expected of ["Letter of Authorisation", "Nova Quill", "nova-letter@example.test", novaId, "LetterTest/1.0", "2026-11-24", "Audit trail", "DMCA"]) expect(text).toContain(expected);
    expect(await pdfImageCount(pdf)).toBeGreaterThanOrEqual(1);

    // On disk the PDF is ciphertext, not the bytes served.
    const onDisk = readFileSync(path.join(server.runtime.config.storageDir, "signatures", row!.documentKey!));
    expect(onDisk.includes(Buffer.from("%PDF"))).toBe(false);
    expect(await server.runtime.storage.get("signatures", row!.documentKey!)).toEqual(Buffer.from(pdf));

    expect((await other.request(`/api/digital-signature/${signed.id}/document.pdf`)).status).toBe(404);
    expect((await server.browser().request(`/api/digital-signature/${signed.id}/document.pdf`)).status).toBe(401);
    const current = await answerOf(authorisationRoutes.current, await nova.request("/api/digital-signature"), 200);
    expect(current.letter?.id).toBe(signed.id);
    const status = await answerOf(authorisationRoutes.status, await nova.request("/api/authorisation"), 200);
    expect(status).toMatchObject({ status: "pending", missing: ["identity"], checklist: { letter: { signed: true, consentVersion: "2026-11-24" } } });
  });

  it("signing again invalidates the earlier letter, which stays on record and downloadable", async () => {
    const second = await answerOf(authorisationRoutes.sign, await sign({ ...letter, fullName: "Nova Q. Quill", signature: await drawnSignature() }), 201);
    const [first, latest] = await rows();
    expect(first).toMatchObject({ isValid: false, revokedAt: null });
    expect(latest).toMatchObject({ id: second.id, isValid: true });
    expect((await nova.request(`/api/digital-signature/${first!.id}/document.pdf`)).status).toBe(200);
    expect((await answerOf(authorisationRoutes.current, await nova.request("/api/digital-signature"), 200)).letter?.id).toBe(second.id);
  });

  it("is authorized with an approved identity verification, and revoking closes the gate", async () => {
    await server.runtime.db.insert(identityVerifications).values({ userId: novaId, status: "approved", reviewedAt: new Date() });
    expect(await answerOf(authorisationRoutes.status, await nova.request("/api/authorisation"), 200)).toMatchObject({ status: "authorized", missing: [], checklist: { identity: { status: "approved" } } });
    expect(await mayActFor({ db: server.runtime.db, creatorId: novaId })).toEqual({ allowed: true, missing: [] });

    expect((await nova.request("/api/digital-signature/revoke", { method: "POST" })).status).toBe(204);
    expect(await mayActFor({ db: server.runtime.db, creatorId: novaId })).toEqual({ allowed: false, missing: ["letter"] });
    expect(await answerOf(authorisationRoutes.status, await nova.request("/api/authorisation"), 200)).toMatchObject({ status: "pending", missing: ["letter"] });
    const latest = (await rows()).at(-1)!;
    expect(latest.isValid).toBe(false);
    expect(latest.revokedAt).toBeInstanceOf(Date);
    // Revoking again changes nothing.
    expect((await nova.request("/api/digital-signature/revoke", { method: "POST" })).status).toBe(204);
    expect((await rows()).at(-1)!.revokedAt).toEqual(latest.revokedAt);
  });
});
