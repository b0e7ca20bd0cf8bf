// The evidence pack over HTTP: the owner downloads a ZIP whose manifest verifies with the key served
// at /api/evidence-key (public), whose files match their SHA-256 and whose PDF is in the request's
// language and names the creator by stage name; another creator's leak is a 404.
import { createHash, createPublicKey, verify } from "node:crypto";
import { leaks, noticeItems, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertNotice } from "../testing/notice-row";
import { pdfText } from "../testing/pdf-text";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const sha256 = (data: Uint8Array) => createHash("sha256").update(data).digest("hex");

describe.each(kinds)("the evidence pack route on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let nova: TestBrowser;
  let other: TestBrowser;
  let leakId: string;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    let ownerId: string;
    [nova, ownerId] = await server.signedInBrowser("nova-pack@example.test", "Jane Legalname");
    [other] = await server.signedInBrowser("other-pack@example.test");
    const { db } = server.runtime;
    await db.insert(stageNames).values({ userId: ownerId, name: "Nova Quill" });
    const url = "https://leaks.example/nova-pack";
    const evidence = { kind: "name", matchedName: "Nova Quill", snippet: "Nova Quill leaked", title: "Nova", fetchedAt: "2026-11-01T10:00:00.000Z", httpStatus: 200 };
    const [leak] = await db
      .insert(leaks)
      .values({ userId: ownerId, url, siteId: "example", siteName: "Example", category: "leak-forum", title: "Nova", kind: "name", quality: "good", evidence: evidence as never, status: "sent" })
      .returning({ id: leaks.id });
    leakId = leak!.id;
    const noticeId = await insertNotice(db, ownerId, "UL-HTTPPK", {
      raw: "Subject: DMCA notice UL-HTTPPK\r\n\r\nnotice",
      status: "sent",
      createdAt: new Date("2026-11-19T10:00:00Z"),
      sentAt: new Date("2026-11-19T10:05:00Z"),
    });
    await db.insert(noticeItems).values({ noticeId, userId: ownerId, leakId, address: "dmca@leaks.example", pageUrl: url, mediaUrls: [] });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("gives the owner a ZIP whose manifest verifies with the public key and whose files match their SHA-256", async () => {
    const keyResponse = await server.browser().request("/api/evidence-key");
    expect(keyResponse.status).toBe(200);
    const publicKey = await keyResponse.text();
    expect(publicKey).toContain("-----BEGIN PUBLIC KEY-----");
    expect(createPublicKey(publicKey).asymmetricKeyType).toBe("ed25519");

    const response = await nova.request(`/api/leaks/${leakId}/evidence-pack.zip`, { headers: { "accept-language": "de" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/zip");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="unleak-evidence-.+\.zip"$/);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(expect.arrayContaining(["manifest.json", "manifest.sig", "case.pdf", "notices/UL-HTTPPK.eml", "evidence/discovery.json"]));
    const manifest = JSON.parse(strFromU8(entries["manifest.json"]!)) as { creator: { stageName: string }; files: Array<{ path: string; sha256: string }>; signature: { publicKey: string } };
    expect(manifest.creator.stageName).toBe("Nova Quill");
    expect(manifest.signature.publicKey).toBe(publicKey);
    for (const file of manifest.files) expect(sha256(entries[file.path]!)).toBe(file.sha256);
    expect(verify(null, entries["manifest.json"]!, createPublicKey(publicKey), entries["manifest.sig"]!)).toBe(true);
    const text = await pdfText(entries["case.pdf"]!);
    expect(text).toContain("Beweispaket");
    expect(text).toContain("Nova Quill");
    expect(text).toContain("UL-HTTPPK");
    expect(text).not.toContain("Legalname");
  });

  it("is a 404 for another creator and a 401 without a session", async () => {
    expect((await other.request(`/api/leaks/${leakId}/evidence-pack.zip`)).status).toBe(404);
    expect((await server.browser().request(`/api/leaks/${leakId}/evidence-pack.zip`)).status).toBe(401);
  });
});
