// The administrators' identity review (issue 11): only administrators see the queue and decide;
// each decision is recorded once (who, when, why) and tells the creator in their language; nobody
// decides on their own verification; the documents open through 5-minute links only.
import { identityReviewRoutes as routes } from "@unleak/contracts";
import { identityVerifications, notifications, profiles } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answerOf } from "../testing/answers";
import { latestMail } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

const front = Buffer.from("front of the ID card");
const selfie = Buffer.from("selfie holding the ID card");

describe.each(kinds)("the identity review on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;
  let adminId: string;
  let creator: TestBrowser;
  const creators: Record<string, string> = {};

  /** A creator with a profile in `language` and a pending verification whose documents are stored. */
  async function pendingVerification(email: string, language: string, createdAt = new Date()): Promise<string> {
    const { db, storage } = server.runtime;
    creators[email] ??= (await server.signedInBrowser(email))[1];
    const userId = creators[email]!;
    const names = { firstName: "Nova", lastName: email.split("@")[0]!, dateOfBirth: "1996-04-12", language };
    await db.insert(profiles).values({ id: userId, email, ...names }).onConflictDoUpdate({ target: profiles.id, set: names });
    const frontKey = `${userId}/${storage.randomKey("jpg")}`;
    const selfieKey = `${userId}/${storage.randomKey("jpg")}`;
    await storage.put("identity", frontKey, front);
    await storage.put("identity", selfieKey, selfie);
    const [row] = await db
      .insert(identityVerifications)
      .values({ userId, documentType: "id_card", documentKey: frontKey, selfieKey, createdAt })
      .returning({ id: identityVerifications.id });
    return row!.id;
  }

  const rowOf = async (id: string) => (await server.runtime.db.select().from(identityVerifications).where(eq(identityVerifications.id, id)))[0]!;
  const queue = async (browser: TestBrowser) => (await answerOf(routes.queue, await browser.request("/api/admin/identity-verifications"), 200)).verifications;
  const approve = (browser: TestBrowser, id: string) => browser.request(`/api/admin/identity-verifications/${id}/approve`, { method: "POST" });
  const reject = (browser: TestBrowser, id: string, reason: unknown) => browser.request(`/api/admin/identity-verifications/${id}/reject`, { json: { reason } });

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "reviewer@example.test" });
    [admin, adminId] = await server.signedInAdmin("reviewer@example.test");
    [creator] = await server.signedInBrowser("plain-creator@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });
  afterEach(() => void vi.useRealTimers());

  it("shows the pending queue, oldest first, to administrators only", async () => {
    const later = await pendingVerification("later@example.test", "en", new Date(Date.now() - 60_000));
    const earlier = await pendingVerification("earlier@example.test", "en", new Date(Date.now() - 3_600_000));
    expect((await answerOf(routes.queue, await server.browser().request("/api/admin/identity-verifications"), 401)).error.code).toBe("UNAUTHENTICATED");
    expect((await answerOf(routes.queue, await creator.request("/api/admin/identity-verifications"), 403)).error.code).toBe("FORBIDDEN");
    const pending = await queue(admin);
    const ids = pending.map((verification) => verification.id);
    expect(ids.indexOf(earlier)).toBeLessThan(ids.indexOf(later));
    expect(pending.find((verification) => verification.id === earlier)).toMatchObject({
      name: "Nova earlier",
      dateOfBirth: "1996-04-12",
      email: "earlier@example.test",
      documentType: "id_card",
      documents: { front: expect.stringMatching(/^\/files\/identity\//), back: null, selfie: expect.stringMatching(/^\/files\/identity\//) },
    });
    // A decided verification leaves the queue.
    await answerOf(routes.approve, await approve(admin, earlier), 200);
    expect((await queue(admin)).map((verification) => verification.id)).not.toContain(earlier);
  });

  it("opens the documents through links that expire after 5 minutes", async () => {
    const id = await pendingVerification("documents@example.test", "en");
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const { documents } = (await queue(admin)).find((verification) => verification.id === id)!;
    expect(Number(new URL(documents.front!, "http://x").searchParams.get("expires"))).toBe(Math.floor(start / 1000) + 300);
    const served = await server.browser().request(documents.selfie!);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(selfie);
    vi.setSystemTime(start + 301_000);
    expect((await server.browser().request(documents.front!)).status).toBe(403);
  });

  it("records an approval and tells the creator in their language", async () => {
    const id = await pendingVerification("approved@example.test", "de");
    const decision = await answerOf(routes.approve, await approve(admin, id), 200);
    expect(decision).toMatchObject({ id, status: "approved", rejectionReason: null });
    const row = await rowOf(id);
    expect(row).toMatchObject({ status: "approved", reviewedBy: adminId, rejectionReason: null });
    expect(row.reviewedAt?.toISOString()).toBe(decision.reviewedAt);
    const mail = await latestMail(server, "approved@example.test");
    expect(mail.subject).toBe("Unleak: Ihre Identität ist bestätigt");
    expect(mail.text).toContain("http://localhost:3999/authorisation");
    const [notification] = await server.runtime.db.select().from(notifications).where(eq(notifications.userId, creators["approved@example.test"]!)).orderBy(desc(notifications.createdAt));
    expect(notification?.title).toBe("Ihre Identität ist bestätigt");
  });

  it("records a rejection with its reason and tells the creator how to resubmit", async () => {
    const id = await pendingVerification("rejected@example.test", "fr");
    for (const reason of ["", "   ", "x".repeat(501), "bad\u0000byte"]) {
      const refused = await answerOf(routes.reject, await reject(admin, id, reason), 422);
      expect(refused.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await rowOf(id)).status).toBe("pending");
    const decision = await answerOf(routes.reject, await reject(admin, id, "  The photo of the ID is blurred.  "), 200);
    expect(decision).toMatchObject({ id, status: "rejected", rejectionReason: "The photo of the ID is blurred." });
    expect(await rowOf(id)).toMatchObject({ status: "rejected", reviewedBy: adminId, rejectionReason: "The photo of the ID is blurred." });
    const mail = await latestMail(server, "rejected@example.test");
    expect(mail.subject).toBe("Unleak : veuillez téléverser à nouveau vos pièces d'identité");
    expect(mail.text).toContain("The photo of the ID is blurred.");
    expect(mail.text).toContain("http://localhost:3999/verify-identity");
    const [notification] = await server.runtime.db.select().from(notifications).where(eq(notifications.userId, creators["rejected@example.test"]!)).orderBy(desc(notifications.createdAt));
    expect(notification?.message).toContain("« The photo of the ID is blurred. »");
  });

  it("never lets a decided verification be decided again", async () => {
    const id = await pendingVerification("twice@example.test", "en");
    await answerOf(routes.reject, await reject(admin, id, "Expired document"), 200);
    expect((await answerOf(routes.approve, await approve(admin, id), 409)).error.code).toBe("CONFLICT");
    expect((await answerOf(routes.reject, await reject(admin, id, "Again"), 409)).error.code).toBe("CONFLICT");
    expect(await rowOf(id)).toMatchObject({ status: "rejected", rejectionReason: "Expired document" });
  });

  it("refuses an administrator's decision on their own verification", async () => {
    creators["reviewer@example.test"] = adminId;
    const own = await pendingVerification("reviewer@example.test", "en");
    expect((await answerOf(routes.approve, await approve(admin, own), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(routes.reject, await reject(admin, own, "Mine"), 403)).error.code).toBe("FORBIDDEN");
    expect(await rowOf(own)).toMatchObject({ status: "pending", reviewedBy: null, reviewedAt: null });
  });

  it("answers 404 for an unknown verification and 403 to a creator", async () => {
    expect((await answerOf(routes.approve, await approve(admin, "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"), 404)).error.code).toBe("NOT_FOUND");
    const id = await pendingVerification("creator-tries@example.test", "en");
    expect((await answerOf(routes.approve, await approve(creator, id), 403)).error.code).toBe("FORBIDDEN");
    expect((await rowOf(id)).status).toBe("pending");
  });
});
