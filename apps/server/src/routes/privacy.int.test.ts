// Privacy (issue 19) on both databases: the data export's ZIP holds the user's scans, leaks,
// references (with their files), notices and signatures and nothing of another user; its link is
// the asker's, works once and expires. The deletion of an account is confirmed with the password
// and the second factor, ends every session and live stream at once, can be cancelled during the
// grace period, and after it erases the account: no sign-in, files gone, sent notices kept
// detached, another user's data untouched.
import { privacyRoutes } from "@unleak/contracts";
import { createClock } from "@unleak/core";
import { buildDataExport } from "@unleak/core/privacy/data-export";
import { sweepPrivacy } from "@unleak/core/privacy/privacy-jobs";
import { accountDeletions, agencies, agencyMembers, dataExports, digitalSignatures, leaks, mailOutbox, notices, profiles, referenceMedia, scans, session, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { and, desc, eq, like } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { privacyServicesOf } from "../privacy-services";
import { answerOf } from "../testing/answers";
import { openLiveStream } from "../testing/live-stream";
import { insertNotice } from "../testing/notice-row";
import { startTestServer, testPassword, totp, turnOnTwoFactor, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const DAY = 86_400_000;

interface Seeded {
  scanId: string;
  leakId: string;
  referenceKey: string;
  noticeId: string;
  pdfKey: string;
  signatureKey: string;
  thumbnailKey: string;
}

describe.each(kinds)("privacy on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: TestBrowser;
  let aliceId: string;
  let bob: TestBrowser;
  let bobId: string;
  const seeded: Record<string, Seeded> = {};

  /** A user's rows and files of every kind the export must carry; `sentNotice`: the notice left. */
  async function seed(userId: string, tag: string): Promise<Seeded> {
    const { db, storage } = server.runtime;
    const [scan] = await db.insert(scans).values({ userId, kind: "full", scope: "full", status: "completed", percent: 100, subject: { fromAccount: true }, finishedAt: new Date() }).returning({ id: scans.id });
    const thumbnailKey = `${userId}/${tag}-thumb.jpg`;
    await storage.put("evidence", thumbnailKey, Buffer.from(`thumbnail of ${tag}`));
    const evidence = { kind: "name", matchedName: tag, snippet: `${tag} leaked`, title: tag, fetchedAt: new Date().toISOString(), httpStatus: 200 };
    const [leak] = await db
      .insert(leaks)
      .values({ userId, scanId: scan!.id, url: `https://leaks.example/${tag}`, siteId: "example", siteName: "Example", category: "leak-forum", title: tag, kind: "name", quality: "good", evidence: evidence as never, thumbnailKey })
      .returning({ id: leaks.id });
    const referenceKey = `${userId}/${tag}-reference.jpg`;
    await storage.put("references", referenceKey, Buffer.from(`reference picture of ${tag}`));
    await db.insert(referenceMedia).values({ userId, kind: "image", storageKey: referenceKey, pdqHashes: Array.from({ length: 8 }, () => "0".repeat(64)), pdqQuality: 100, width: 10, height: 10, uploadId: crypto.randomUUID() });
    const pdfKey = `${userId}/UL-${tag}.pdf`;
    await storage.put("notices", pdfKey, Buffer.from(`%PDF notice of ${tag}`));
    const noticeId = await insertNotice(db, userId, `UL-${tag}`, { pdfKey, status: "sent", sentAt: new Date() });
    const signatureKey = `${userId}/${tag}-signature.png`;
    await storage.put("signatures", signatureKey, Buffer.from(`signature of ${tag}`));
    await db.insert(digitalSignatures).values({ userId, consentVersion: "2026-11-24", fullName: `${tag} Quill`, contentDescription: "Photos", signatureKey });
    return { scanId: scan!.id, leakId: leak!.id, referenceKey, noticeId, pdfKey, signatureKey, thumbnailKey };
  }

  const services = (clock = server.runtime.clock) => ({ ...privacyServicesOf(server.runtime), clock });
  const later = (ms: number) => createClock({ realNow: () => Date.now() + ms });

  /** The last mail to `to` whose subject matches. */
  async function lastMail(to: string, subject: string) {
    const [mail] = await server.runtime.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, `%${subject}%`)))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    return mail;
  }

  /** Requests an export as `browser`, builds it as the job does, and answers the token of the mailed link. */
  async function readyExport(browser: TestBrowser, email: string): Promise<{ id: string; token: string }> {
    const requested = await answerOf(privacyRoutes.requestExport, await browser.request("/api/privacy/exports", { method: "POST", json: {} }), 202);
    await buildDataExport(services(), requested.export.id);
    const mail = await lastMail(email, "data export is ready");
    const token = /token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
    return { id: requested.export.id, token };
  }

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { RUN_WORKER: "false", AUTH_SIGN_IN_LIMIT: "1000" });
    [alice, aliceId] = await server.signedInBrowser("alice-privacy@example.test", "Alice Privacy");
    [bob, bobId] = await server.signedInBrowser("bob-privacy@example.test", "Bob Other");
    seeded.alice = await seed(aliceId, "alice");
    seeded.bob = await seed(bobId, "bob");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("exports everything about the user in one ZIP, and nothing of another user", async () => {
    const { id, token } = await readyExport(alice, "alice-privacy@example.test");
    // Only one export is built at a time.
    const first = await alice.request("/api/privacy/exports", { method: "POST", json: {} });
    expect(first.status).toBe(202);
    const again = await alice.request("/api/privacy/exports", { method: "POST", json: {} });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe("EXPORT_IN_PROGRESS");
    await server.runtime.db.delete(dataExports).where(and(eq(dataExports.userId, aliceId), eq(dataExports.status, "queued")));

    const overview = await answerOf(privacyRoutes.overview, await alice.request("/api/privacy"), 200);
    expect(overview.export).toMatchObject({ id, status: "ready" });
    // The link is the asker's alone: a visitor signs in first, another user finds nothing.
    expect((await server.browser().request(`/api/privacy/exports/download?token=${token}`)).status).toBe(401);
    expect((await bob.request(`/api/privacy/exports/download?token=${token}`)).status).toBe(404);

    const download = await alice.request(`/api/privacy/exports/download?token=${token}`);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="unleak-data-export-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = unzipSync(new Uint8Array(await download.arrayBuffer()));
    const json = (name: string) => JSON.parse(strFromU8(zip[`data/${name}.json`]!)) as Array<Record<string, unknown>>;
    expect(json("user")).toEqual([expect.objectContaining({ id: aliceId, email: "alice-privacy@example.test" })]);
    expect(json("scans").map((row) => row.id)).toEqual([seeded.alice!.scanId]);
    expect(json("leaks").map((row) => row.id)).toEqual([seeded.alice!.leakId]);
    expect(json("reference_media").map((row) => row.storageKey)).toEqual([seeded.alice!.referenceKey]);
    expect(json("notices").map((row) => row.id)).toEqual([seeded.alice!.noticeId]);
    expect(json("digital_signatures").map((row) => row.fullName)).toEqual(["alice Quill"]);
    // Secrets stay out: the password hash, the session tokens.
    expect(json("account")[0]).not.toHaveProperty("password");
    expect(json("session").length).toBeGreaterThan(0);
    expect(json("session")[0]).not.toHaveProperty("token");
    // Her files, decrypted.
    expect(strFromU8(zip[`files/references/${seeded.alice!.referenceKey}`]!)).toBe("reference picture of alice");
    expect(strFromU8(zip[`files/notices/${seeded.alice!.pdfKey}`]!)).toBe("%PDF notice of alice");
    expect(strFromU8(zip[`files/signatures/${seeded.alice!.signatureKey}`]!)).toBe("signature of alice");
    expect(strFromU8(zip[`files/evidence/${seeded.alice!.thumbnailKey}`]!)).toBe("thumbnail of alice");
    expect(strFromU8(zip["README.txt"]!)).toContain("files/<bucket>/");
    // Nothing of Bob's: neither his id, his address, his rows nor his files.
    const everything = Object.entries(zip).map(([name, bytes]) => `${name}\n${strFromU8(bytes)}`).join("\n");
    for (const foreign of [bobId, "bob-privacy@example.test", seeded.bob!.scanId, seeded.bob!.leakId, seeded.bob!.noticeId, "reference picture of bob"]) expect(everything).not.toContain(foreign);

    // Once: a second use is a translated 410, and the file is gone.
    const second = await alice.request(`/api/privacy/exports/download?token=${token}`, { headers: { "accept-language": "de" } });
    expect(second.status).toBe(410);
    expect(await second.json()).toEqual({ error: { code: "EXPORT_LINK_GONE", message: "Dieser Download-Link wurde bereits verwendet oder ist abgelaufen. Fordern Sie einen neuen Export an." } });
    expect(await server.runtime.storage.exists("exports", `${aliceId}/${id}.zip`)).toBe(false);
    expect((await answerOf(privacyRoutes.overview, await alice.request("/api/privacy"), 200)).export).toMatchObject({ id, status: "downloaded" });
  });

  it("renews the link from the page, and expires an export whose link ran out", async () => {
    const { id, token } = await readyExport(alice, "alice-privacy@example.test");
    const renewed = await answerOf(privacyRoutes.exportLink, await alice.request(`/api/privacy/exports/${id}/link`, { method: "POST", json: {} }), 200);
    expect((await alice.request(`/api/privacy/exports/download?token=${token}`)).status).toBe(410); // the mailed link stopped working
    expect((await bob.request(`/api/privacy/exports/${id}/link`, { method: "POST", json: {} })).status).toBe(404);
    expect(await server.runtime.storage.exists("exports", `${aliceId}/${id}.zip`)).toBe(true);
    // A day and a bit later (EXPORT_LINK_TTL_HOURS, 24 by default), the sweep removes it.
    expect((await sweepPrivacy(services(later(25 * 3_600_000)))).expired).toBe(1);
    expect(await server.runtime.storage.exists("exports", `${aliceId}/${id}.zip`)).toBe(false);
    expect((await alice.request(renewed.url)).status).toBe(410);
    expect((await answerOf(privacyRoutes.overview, await alice.request("/api/privacy"), 200)).export).toMatchObject({ id, status: "expired" });
  });

  it("refuses a deletion with a wrong password or second factor, and an agency's only owner", async () => {
    const wrong = await alice.request("/api/privacy/deletion", { json: { password: "Wrong-horse-9" }, headers: { "accept-language": "de" } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({ error: { code: "PASSWORD_INCORRECT", message: "Das Passwort ist nicht korrekt." } });

    const [carol] = await server.signedInBrowser("carol-privacy@example.test");
    const secret = await turnOnTwoFactor(carol);
    const overview = await answerOf(privacyRoutes.overview, await carol.request("/api/privacy"), 200);
    expect(overview.confirmation).toEqual({ password: true, twoFactor: true });
    const noCode = await carol.request("/api/privacy/deletion", { json: { password: testPassword } });
    expect([noCode.status, (await noCode.json()).error.code]).toEqual([403, "TWO_FACTOR_CODE_INVALID"]);
    const badCode = await carol.request("/api/privacy/deletion", { json: { password: testPassword, code: (Number(await totp(secret)) ^ 1).toString().padStart(6, "0") } });
    expect([badCode.status, (await badCode.json()).error.code]).toEqual([403, "TWO_FACTOR_CODE_INVALID"]);
    expect(await server.runtime.db.select().from(accountDeletions)).toEqual([]);
    const good = await carol.request("/api/privacy/deletion", { json: { password: testPassword, code: await totp(secret) } });
    expect(good.status).toBe(200);

    // Guessing is throttled per account, like sign-ins.
    const [erin] = await server.signedInBrowser("erin-privacy@example.test");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await erin.request("/api/privacy/deletion", { json: { password: `Wrong-horse-${attempt}` } })).status);
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.at(-1)).toBe(429);

    const [dave, daveId] = await server.signedInBrowser("dave-privacy@example.test");
    const [agency] = await server.runtime.db.insert(agencies).values({ name: "Dave Talent", contactName: "Dave", contactEmail: "dave-privacy@example.test" }).returning({ id: agencies.id });
    await server.runtime.db.insert(agencyMembers).values({ agencyId: agency!.id, userId: daveId, role: "owner" });
    expect((await answerOf(privacyRoutes.overview, await dave.request("/api/privacy"), 200)).ownsAgency).toBe(true);
    const owner = await dave.request("/api/privacy/deletion", { json: { password: testPassword } });
    expect([owner.status, (await owner.json()).error.code]).toEqual([409, "DELETION_BLOCKED_BY_AGENCY"]);
  });

  it("ends every session and the live stream at once, cancels during the grace period, then erases after it", async () => {
    const { db, storage } = server.runtime;
    await db.update(user).set({ phoneNumber: "+4915123456700", phoneNumberVerified: true }).where(eq(user.id, aliceId));
    expect((await server.browser().request("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+4915123456700", password: testPassword } })).status).toBe(200);
    const elsewhere = server.browser();
    expect((await elsewhere.request("/api/auth/sign-in/email", { json: { email: "alice-privacy@example.test", password: testPassword } })).status).toBe(200);
    const before = await answerOf(privacyRoutes.overview, await alice.request("/api/privacy"), 200);
    expect(before.kept).toEqual(expect.arrayContaining([{ table: "notices", count: 1, reason: "notices_sent" }]));

    const stream = await openLiveStream(alice);
    const scheduled = await answerOf(privacyRoutes.scheduleDeletion, await alice.request("/api/privacy/deletion", { json: { password: testPassword } }), 200);
    expect(Date.parse(scheduled.deletion.eraseAfter) - Date.parse(scheduled.deletion.requestedAt)).toBe(14 * DAY);
    expect(await stream.next()).toBeNull();
    expect(await db.select().from(session).where(eq(session.userId, aliceId))).toEqual([]);
    expect((await alice.request("/api/me")).status).toBe(401);
    expect((await elsewhere.request("/api/me")).status).toBe(401);
    const mail = await lastMail("alice-privacy@example.test", "will be deleted on");
    expect(mail?.text).toContain(scheduled.deletion.eraseAfter.slice(0, 10));

    // She signs in again during the grace period and cancels; a second request schedules it again.
    expect((await alice.request("/api/auth/sign-in/email", { json: { email: "alice-privacy@example.test", password: testPassword } })).status).toBe(200);
    expect((await answerOf(privacyRoutes.overview, await alice.request("/api/privacy"), 200)).deletion).toMatchObject({ status: "scheduled" });
    expect((await alice.request("/api/privacy/deletion", { method: "DELETE" })).status).toBe(204);
    expect((await answerOf(privacyRoutes.overview, await alice.request("/api/privacy"), 200)).deletion).toBeNull();
    expect((await alice.request("/api/privacy/deletion", { method: "DELETE" })).status).toBe(404);
    expect((await sweepPrivacy(services(later(15 * DAY)))).erased).toBe(1); // Carol's, from the test before; not Alice's
    expect((await alice.request("/api/me")).status).toBe(200);
    expect((await alice.request("/api/privacy/deletion", { json: { password: testPassword } })).status).toBe(200);

    // Not before the grace period ends; then everything goes.
    expect((await sweepPrivacy(services(later(13 * DAY)))).erased).toBe(0);
    expect((await sweepPrivacy(services(later(15 * DAY)))).erased).toBe(1);
    const signIn = await server.browser().request("/api/auth/sign-in/email", { json: { email: "alice-privacy@example.test", password: testPassword } });
    expect(signIn.status).toBeGreaterThanOrEqual(400);
    const byPhone = await server.browser().request("/api/auth/sign-in/phone-number", { json: { phoneNumber: "+4915123456700", password: testPassword } });
    expect(byPhone.status).toBeGreaterThanOrEqual(400);
    const alicesFiles = [
      ["references", seeded.alice!.referenceKey],
      ["signatures", seeded.alice!.signatureKey],
      ["evidence", seeded.alice!.thumbnailKey],
      ["notices", seeded.alice!.pdfKey],
    ] as const;
    for (const [bucket, key] of alicesFiles) expect(await storage.exists(bucket, key), `${bucket}/${key}`).toBe(false);
    const [tombstone] = await db.select().from(user).where(eq(user.id, aliceId));
    expect(tombstone).toMatchObject({ name: "Deleted user", email: `deleted-${aliceId}@invalid`, phoneNumber: null });
    expect(await db.select().from(profiles).where(eq(profiles.id, aliceId))).toEqual([]);
    expect(await db.select().from(scans).where(eq(scans.userId, aliceId))).toEqual([]);
    expect(await db.select().from(referenceMedia).where(eq(referenceMedia.userId, aliceId))).toEqual([]);
    // The sent notice is kept, detached: the tombstone's, without its PDF; the erasure says why.
    expect(await db.select({ id: notices.id, pdfKey: notices.pdfKey }).from(notices).where(eq(notices.userId, aliceId))).toEqual([{ id: seeded.alice!.noticeId, pdfKey: null }]);
    const [erased] = await db.select().from(accountDeletions).where(and(eq(accountDeletions.userId, aliceId), eq(accountDeletions.status, "erased")));
    expect(erased?.kept).toEqual(expect.arrayContaining([{ table: "notices", count: 1, reason: "notices_sent" }]));

    // Bob's data is untouched.
    expect(await db.select({ id: scans.id }).from(scans).where(eq(scans.userId, bobId))).toEqual([{ id: seeded.bob!.scanId }]);
    expect(await db.select({ id: leaks.id }).from(leaks).where(eq(leaks.userId, bobId))).toEqual([{ id: seeded.bob!.leakId }]);
    for (const [bucket, key] of [
      ["references", seeded.bob!.referenceKey],
      ["signatures", seeded.bob!.signatureKey],
      ["notices", seeded.bob!.pdfKey],
    ] as const)
      expect(await storage.exists(bucket, key)).toBe(true);
    expect((await bob.request("/api/me")).status).toBe(200);
  });
});
