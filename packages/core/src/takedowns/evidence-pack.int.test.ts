// A case's evidence pack holds every file of the case (with the copies of the pages its checks
// fetched), each listed in the manifest with its true SHA-256; the manifest's signature verifies with the public key alone and fails once one byte
// changes; it names the creator by stage name only; and another creator's leak is not found.
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { leaks, noticeItems, noticeReplies, notices, removalChecks, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { createHash, randomBytes } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCreator } from "../testing/seed";
import { createFileStorage } from "../storage/file-storage";
import { type EvidenceCase, buildEvidencePack, ed25519Signer, verifyEvidenceSignature } from "./evidence-pack";
import { appendNoticeEvent } from "./notice-log";

const kinds = await testDatabaseKinds();
const codeOf = (promise: Promise<unknown>) => promise.then(() => "allowed", (error: { code?: string }) => error.code ?? "other");
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");
const privateKeyPem = generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString();
const signer = ed25519Signer(privateKeyPem);
const now = new Date("2026-11-24T12:00:00Z");
const nova = { kind: "creator" as const, userId: "nova" };

describe.each(kinds)("the evidence pack of a case on $kind", ({ create }) => {
  let database: TestDatabase;
  let leakId = "";
  let rendered: EvidenceCase | null = null;
  const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-pack-")), secret: "s3cret", keys: { current: randomBytes(32) } });
  const renderPdf = async (data: EvidenceCase) => {
    rendered = data;
    return new TextEncoder().encode(`%PDF-1.7 case ${data.caseId}`);
  };

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    await seedCreator(db, { id: "nova", email: "nova@example.test", name: "Jane Legalname" });
    await seedCreator(db, { id: "other", email: "other@example.test" });
    await db.insert(stageNames).values({ userId: "nova", name: "Nova Quill" });
    const url = "https://leaks.example/nova/1";
    await storage.put("evidence", "nova/thumb-1.jpg", Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const [leak] = await db
      .insert(leaks)
      .values({
        userId: "nova",
        url,
        siteId: "erome",
        siteName: "EroMe",
        category: "leak-aggregator",
        title: "Nova",
        kind: "picture",
        quality: "high",
        distance: 12,
        evidence: { url, title: "Nova", fetchedAt: "2026-11-01T10:00:00.000Z", httpStatus: 200 },
        thumbnailKey: "nova/thumb-1.jpg",
        status: "removed",
        firstSeenAt: new Date("2026-11-01T10:00:00Z"),
        trackingSince: new Date("2026-11-19T10:05:00Z"),
        removedAt: new Date("2026-11-22T10:00:00Z"),
      })
      .returning();
    leakId = leak!.id;
    await storage.put("notices", "nova/UL-PACK01.pdf", Buffer.from("%PDF-1.7 notice"));
    const raw = "From: agent@unleak.test\r\nSubject: DMCA notice UL-PACK01\r\n\r\nPlease remove.";
    const [notice] = await db
      .insert(notices)
      .values({
        userId: "nova",
        reference: "UL-PACK01",
        basis: "dmca",
        recipientKind: "site",
        recipientName: "EroMe",
        channel: "email",
        address: "abuse@erome.example",
        language: "en",
        routeReason: { code: "site_email", params: {} },
        subject: "DMCA notice UL-PACK01",
        body: "Please remove.",
        raw,
        rawSha256: sha256(new TextEncoder().encode(raw)),
        pdfKey: "nova/UL-PACK01.pdf",
        messageId: "<ul-pack01@unleak.test>",
        status: "removed",
        answer: "250 OK",
        createdAt: new Date("2026-11-19T10:00:00Z"),
        sentAt: new Date("2026-11-19T10:05:00Z"),
      })
      .returning();
    await db.insert(noticeItems).values({ noticeId: notice!.id, userId: "nova", leakId, address: "abuse@erome.example", pageUrl: url, mediaUrls: [] });
    await appendNoticeEvent(db, { userId: "nova", noticeId: notice!.id, kind: "composed", at: new Date("2026-11-19T10:00:00Z"), detail: {} });
    await appendNoticeEvent(db, { userId: "nova", noticeId: notice!.id, kind: "sent", at: new Date("2026-11-19T10:05:00Z"), detail: {} });
    await db.insert(noticeReplies).values({
      noticeId: notice!.id,
      userId: "nova",
      messageId: "<reply-1@erome.example>",
      fromAddress: "abuse@erome.example",
      toAddress: "agent@unleak.test",
      subject: "Re: DMCA notice UL-PACK01",
      text: "Removed.",
      raw: "From: abuse@erome.example\r\n\r\nRemoved.",
      kind: "removed",
      receivedAt: new Date("2026-11-20T09:00:00Z"),
    });
    // The first check kept a copy of the page it fetched (issue 13).
    await storage.put("checks", `${leakId}/copy-1.page`, Buffer.from("<html><h1>Not Found</h1></html>"));
    for (const [index, at] of ["2026-11-21T10:00:00Z", "2026-11-22T10:00:00Z"].entries()) {
      const copyKey = index === 0 ? `${leakId}/copy-1.page` : null;
      await db.insert(removalChecks).values({ userId: "nova", leakId, target: "page", url, outcome: "removed", reason: "http_404", evidence: { page: { status: 404 } }, copyKey, checkedAt: new Date(at) });
    }
  });
  afterAll(async () => database?.dispose());

  it("holds every file of the case, each listed with its true size and SHA-256, and names the creator by stage name only", async () => {
    const pack = await buildEvidencePack({ db: database.handle.db, storage, actor: nova, ownerId: "nova", leakId, signer, renderPdf, now });
    const entries = unzipSync(pack.zip);
    expect(Object.keys(entries).sort()).toEqual([
      "case.pdf",
      "checks/1.json",
      "checks/1.page.txt",
      "checks/2.json",
      "evidence/discovery.json",
      "evidence/thumbnail.jpg",
      "log/events.json",
      "manifest.json",
      "manifest.sig",
      "notices/UL-PACK01.eml",
      "notices/UL-PACK01.json",
      "notices/UL-PACK01.pdf",
      "replies/1.eml",
    ]);
    const manifest = JSON.parse(strFromU8(entries["manifest.json"]!)) as {
      caseId: string;
      creator: { stageName: string };
      leak: { url: string; status: string; removedAt: string };
      noticeLog: { chainHead: string; length: number; verified: boolean };
      files: Array<{ path: string; bytes: number; sha256: string }>;
    };
    expect(manifest).toMatchObject({ caseId: leakId, creator: { stageName: "Nova Quill" }, leak: { url: "https://leaks.example/nova/1", status: "removed", removedAt: "2026-11-22T10:00:00.000Z" } });
    expect(manifest.noticeLog).toMatchObject({ length: 2, verified: true });
    expect(manifest.noticeLog.chainHead).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files.map((file) => file.path)).toEqual(Object.keys(entries).filter((name) => !name.startsWith("manifest.")).sort());
    for (const file of manifest.files) expect({ path: file.path, bytes: entries[file.path]!.byteLength, sha256: sha256(entries[file.path]!) }).toEqual(file);
    expect(strFromU8(entries["notices/UL-PACK01.eml"]!)).toContain("Please remove.");
    expect(strFromU8(entries["checks/1.page.txt"]!)).toBe("<html><h1>Not Found</h1></html>");
    expect(JSON.parse(strFromU8(entries["checks/1.json"]!))).toMatchObject({ pageCopy: "checks/1.page.txt" });
    expect(JSON.parse(strFromU8(entries["checks/2.json"]!))).toMatchObject({ pageCopy: null });
    expect(strFromU8(entries["manifest.json"]!)).not.toContain("Legalname");
    expect(rendered).toMatchObject({ creator: "Nova Quill", chain: { head: manifest.noticeLog.chainHead, intact: true } });
    expect(rendered!.timeline.map((entry) => entry.kind)).toEqual(["found", "notice_created", "notice_sent", "reply", "check", "check", "removed"]);
  });

  it("signs the manifest so that the public key alone verifies it, and one changed byte fails", async () => {
    const pack = await buildEvidencePack({ db: database.handle.db, storage, actor: nova, ownerId: "nova", leakId, signer, renderPdf, now });
    const entries = unzipSync(pack.zip);
    const manifest = entries["manifest.json"]!;
    const signature = entries["manifest.sig"]!;
    expect(verifyEvidenceSignature(signer.publicKeyPem, manifest, signature)).toBe(true);
    const changed = new Uint8Array(manifest);
    changed[10] = changed[10]! ^ 1;
    expect(verifyEvidenceSignature(signer.publicKeyPem, changed, signature)).toBe(false);
    const otherKey = ed25519Signer(generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString());
    expect(verifyEvidenceSignature(otherKey.publicKeyPem, manifest, signature)).toBe(false);
  });

  it("is not found for another creator's leak, and not given to a visitor", async () => {
    const { db } = database.handle;
    expect(await codeOf(buildEvidencePack({ db, storage, actor: { kind: "creator", userId: "other" }, ownerId: "other", leakId, signer, renderPdf, now }))).toBe("NOT_FOUND");
    expect(await codeOf(buildEvidencePack({ db, storage, actor: { kind: "creator", userId: "other" }, ownerId: "nova", leakId, signer, renderPdf, now }))).not.toBe("allowed");
    expect(await codeOf(buildEvidencePack({ db, storage, actor: { kind: "visitor", visitorKey: null }, ownerId: "nova", leakId, signer, renderPdf, now }))).not.toBe("allowed");
  });

  it("refuses a key that is not Ed25519", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ type: "pkcs8", format: "pem" }).toString();
    expect(() => ed25519Signer(rsa)).toThrow(/Ed25519/);
  });
});
