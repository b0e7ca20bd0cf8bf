// Appeals of suspensions (issue 16): a suspended user appeals from the suspension screen with
// evidence (judged by its content), once at a time; an administrator reads the queue with 5-minute
// links to the evidence and lifts or keeps the ban, in one transaction with the audit entry, and the
// user is mailed the answer. Nobody answers their own appeal, and an answer is given once.
import { adminRoutes, appealRoutes as routes } from "@unleak/contracts";
import { banUser } from "@unleak/core";
import { banAppeals, profiles, userBans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { pickLanguage } from "@unleak/i18n";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { translator } from "../i18n";
import { answerOf } from "../testing/answers";
import { latestMail } from "../testing/scan-helpers";
import { baseUrl, startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c0392b" } }).png().toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
const explanation = "I posted my own photos; the report against me was a mistake.";

type Evidence = { name: string; bytes: Buffer; type: string };
const png: Evidence = { name: "screenshot.png", bytes: picture, type: "image/png" };
const letter: Evidence = { name: "contract.pdf", bytes: pdf, type: "application/pdf" };

function appealForm({ email, text = explanation, evidence = [] }: { email: string; text?: string; evidence?: Evidence[] }): FormData {
  const form = new FormData();
  form.append("email", email);
  form.append("explanation", text);
  for (const file of evidence) form.append("evidence", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

describe.each(kinds)("appeals of suspensions on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;
  let adminId: string;

  /** A signed-in account, suspended by the administrator through core's own banUser. */
  async function suspended(email: string): Promise<[TestBrowser, string, string]> {
    const [browser, userId] = await server.signedInBrowser(email);
    const { db, mailer } = server.runtime;
    const notice = { mailer, translatorFor: (language: string | null) => translator(pickLanguage(language)), signInUrl: `${baseUrl}/login` };
    const { banId } = await banUser({ db, actor: { kind: "admin", userId: adminId }, userId, reason: "Reported as impersonation", adminNotes: "Two reports", notice });
    return [browser, userId, banId];
  }

  const submit = (browser: TestBrowser, form: FormData) => browser.request("/api/appeals", { method: "POST", body: form });
  const mine = async (browser: TestBrowser) => (await answerOf(routes.mine, await browser.request("/api/appeals/mine"), 200)).appeal;
  const queue = async (status = "open") => (await answerOf(routes.queue, await admin.request(`/api/admin/appeals?status=${status}`), 200)).appeals;
  const decide = (browser: TestBrowser, id: string, body: unknown) => browser.request(`/api/admin/appeals/${id}/decision`, { json: body });
  const appealsOf = (userId: string) => server.runtime.db.select().from(banAppeals).where(eq(banAppeals.userId, userId));

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "appeals-admin@example.test" });
    [admin, adminId] = await server.signedInAdmin("appeals-admin@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });
  afterEach(() => void vi.useRealTimers());

  it("takes a suspended user's appeal with evidence, about the active ban, once at a time", async () => {
    const [nova, novaId, banId] = await suspended("appeal-nova@example.test");
    expect((await answerOf(routes.mine, await nova.request("/api/leaks"), 403)).error.code).toBe("ACCOUNT_SUSPENDED");
    expect(await mine(nova)).toBeNull();

    const sent = await answerOf(routes.submit, await submit(nova, appealForm({ email: " appeal-nova@example.test ", evidence: [png, letter] })), 201);
    expect(sent).toMatchObject({
      status: "open",
      email: "appeal-nova@example.test",
      explanation,
      evidence: [
        { name: "screenshot.png", contentType: "image/png", bytes: picture.length },
        { name: "contract.pdf", contentType: "application/pdf", bytes: pdf.length },
      ],
      response: null,
      decidedAt: null,
    });
    expect(await mine(nova)).toEqual(sent);
    const [row] = await appealsOf(novaId);
    expect(row).toMatchObject({ banId, status: "open" });
    // Kept encrypted, under the user's folder.
    expect(row!.evidence[0]!.key.startsWith(`${novaId}/`)).toBe(true);
    expect(await server.runtime.storage.get("appeals", row!.evidence[0]!.key)).toEqual(picture);

    expect((await answerOf(routes.submit, await submit(nova, appealForm({ email: "appeal-nova@example.test" })), 409)).error.code).toBe("APPEAL_OPEN");
    expect(await appealsOf(novaId)).toHaveLength(1);
  });

  it("refuses an account that is not suspended, and files that are no picture or PDF", async () => {
    const [free, freeId] = await server.signedInBrowser("appeal-free@example.test");
    expect((await answerOf(routes.submit, await submit(free, appealForm({ email: "appeal-free@example.test" })), 409)).error.code).toBe("NOT_SUSPENDED");

    const [rex, rexId] = await suspended("appeal-rex@example.test");
    const disguised: Evidence = { name: "photo.png", bytes: Buffer.from("<html><script>alert(1)</script></html>"), type: "image/png" };
    const refused = await answerOf(routes.submit, await submit(rex, appealForm({ email: "appeal-rex@example.test", evidence: [png, disguised] })), 415);
    expect(refused.error).toMatchObject({ code: "UNSUPPORTED_MEDIA", details: { field: "evidence", fileName: "photo.png" } });
    const large: Evidence = { name: "huge.pdf", bytes: Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]), type: "application/pdf" };
    expect((await answerOf(routes.submit, await submit(rex, appealForm({ email: "appeal-rex@example.test", evidence: [large] })), 413)).error.code).toBe("FILE_TOO_LARGE");
    const four = await answerOf(routes.submit, await submit(rex, appealForm({ email: "appeal-rex@example.test", evidence: [png, png, letter, letter] })), 422);
    expect(four.error.details).toMatchObject({ fields: [{ path: "evidence" }] });
    for (const [email, text, path] of [
      ["appeal-rex@example.test", "   ", "explanation"],
      ["appeal-rex@example.test", "x".repeat(5001), "explanation"],
      ["appeal-rex@example.test", "bad\u0000byte", "explanation"],
      ["not an address", explanation, "email"],
    ] as const) {
      const invalid = await answerOf(routes.submit, await submit(rex, appealForm({ email, text })), 422);
      expect(invalid.error).toMatchObject({ code: "VALIDATION_FAILED", details: { fields: [{ path }] } });
    }
    expect((await answerOf(routes.submit, await rex.request("/api/appeals", { json: { email: "appeal-rex@example.test", explanation } }), 400)).error.code).toBe("BAD_REQUEST");
    expect(await appealsOf(rexId)).toEqual([]);
    expect(await appealsOf(freeId)).toEqual([]);
  });

  it("keeps the ban with an answer the user is mailed, and then takes a new appeal", async () => {
    const [mira, miraId] = await suspended("appeal-mira@example.test");
    const { id } = await answerOf(routes.submit, await submit(mira, appealForm({ email: "appeal-mira@example.test", evidence: [png] })), 201);
    expect((await answerOf(routes.queue, await mira.request("/api/admin/appeals"), 403)).error.code).toBe("ACCOUNT_SUSPENDED");
    expect((await answerOf(routes.queue, await server.browser().request("/api/admin/appeals"), 401)).error.code).toBe("UNAUTHENTICATED");

    const listed = (await queue()).find((appeal) => appeal.id === id)!;
    expect(listed).toMatchObject({
      status: "open",
      user: { id: miraId, email: "appeal-mira@example.test" },
      contactEmail: "appeal-mira@example.test",
      explanation,
      ban: { reason: "Reported as impersonation", adminNotes: "Two reports", active: true },
      evidence: [{ name: "screenshot.png", contentType: "image/png", url: expect.stringMatching(/^\/files\/appeals\//) }],
      response: null,
      decidedBy: null,
    });
    const file = await server.browser().request(listed.evidence[0]!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await file.arrayBuffer())).toEqual(picture);

    const kept = await answerOf(routes.decide, await decide(admin, id, { decision: "keep", response: "  The reports were confirmed.  " }), 200);
    expect(kept).toMatchObject({ id, status: "kept", response: "The reports were confirmed." });
    const mail = await latestMail(server, "appeal-mira@example.test");
    expect(mail.subject).toBe("Unleak: your appeal was not accepted");
    expect(mail.text).toContain("The reports were confirmed.");
    expect((await answerOf(routes.mine, await mira.request("/api/leaks"), 403)).error.code).toBe("ACCOUNT_SUSPENDED");
    expect(await mine(mira)).toMatchObject({ id, status: "kept", response: "The reports were confirmed.", decidedAt: kept.decidedAt });
    expect((await queue()).map((appeal) => appeal.id)).not.toContain(id);
    expect((await queue("kept")).find((appeal) => appeal.id === id)).toMatchObject({ decidedBy: { id: adminId, email: "appeals-admin@example.test" }, decidedAt: kept.decidedAt });

    const again = await answerOf(routes.submit, await submit(mira, appealForm({ email: "appeal-mira@example.test", text: "Here is more context." })), 201);
    expect(again.status).toBe("open");
    expect(await mine(mira)).toMatchObject({ id: again.id, status: "open" });
  });

  it("lifts the ban in one go with the audit entry, mails the user, and answers once", async () => {
    const [lena, lenaId] = await suspended("appeal-lena@example.test");
    const { id } = await answerOf(routes.submit, await submit(lena, appealForm({ email: "appeal-lena@example.test" })), 201);
    for (const body of [{ decision: "lift", response: "" }, { decision: "lift", response: "x".repeat(2001) }, { decision: "pardon", response: "Fine" }, { decision: "lift" }]) {
      expect((await answerOf(routes.decide, await decide(admin, id, body), 422)).error.code).toBe("VALIDATION_FAILED");
    }
    const [creator] = await server.signedInBrowser("appeal-bystander@example.test");
    expect((await answerOf(routes.decide, await decide(creator, id, { decision: "lift", response: "Mine now" }), 403)).error.code).toBe("FORBIDDEN");

    const lifted = await answerOf(routes.decide, await decide(admin, id, { decision: "lift", response: "We checked: the photos are yours." }), 200);
    expect(lifted).toMatchObject({ id, status: "lifted", response: "We checked: the photos are yours." });
    expect((await lena.request("/api/leaks")).status).toBe(200);
    const [profile] = await server.runtime.db.select({ banned: profiles.banned }).from(profiles).where(eq(profiles.id, lenaId));
    expect(profile?.banned).toBe(false);
    expect(await server.runtime.db.select().from(userBans).where(eq(userBans.userId, lenaId))).toEqual([expect.objectContaining({ isActive: false })]);
    const mail = await latestMail(server, "appeal-lena@example.test");
    expect(mail.subject).toBe("Unleak: your appeal was accepted");
    expect(mail.text).toContain("We checked: the photos are yours.");
    expect(mail.text).toContain(`${baseUrl}/login`);

    const audit = await answerOf(adminRoutes.auditLog, await admin.request("/api/admin/audit-log?action=appeal.decide"), 200);
    expect(audit.entries.find((entry) => entry.details.appealId === id)).toMatchObject({
      actorId: adminId,
      action: "appeal.decide",
      targetUserId: lenaId,
      targetEmail: "appeal-lena@example.test",
      reason: "We checked: the photos are yours.",
      details: { appealId: id, decision: "lift" },
    });
    const unban = await answerOf(adminRoutes.auditLog, await admin.request(`/api/admin/audit-log?action=user.unban&userId=${lenaId}`), 200);
    expect(unban.entries).toEqual([expect.objectContaining({ details: expect.objectContaining({ appealId: id }) })]);

    expect((await answerOf(routes.decide, await decide(admin, id, { decision: "keep", response: "Changed my mind" }), 409)).error.code).toBe("CONFLICT");
    expect((await appealsOf(lenaId))[0]).toMatchObject({ status: "lifted", response: "We checked: the photos are yours." });
    // The user, no longer suspended, reads the answer and may not appeal again.
    expect(await mine(lena)).toMatchObject({ id, status: "lifted" });
    expect((await answerOf(routes.submit, await submit(lena, appealForm({ email: "appeal-lena@example.test" })), 409)).error.code).toBe("NOT_SUSPENDED");
  });

  it("answers an appeal whose ban was meanwhile lifted another way", async () => {
    const [omar, omarId] = await suspended("appeal-omar@example.test");
    const { id } = await answerOf(routes.submit, await submit(omar, appealForm({ email: "appeal-omar@example.test" })), 201);
    await server.runtime.db.update(userBans).set({ isActive: false }).where(eq(userBans.userId, omarId));
    await server.runtime.db.update(profiles).set({ banned: false }).where(eq(profiles.id, omarId));
    expect(await answerOf(routes.decide, await decide(admin, id, { decision: "lift", response: "Already lifted." }), 200)).toMatchObject({ status: "lifted" });
  });

  it("refuses an administrator's answer to their own appeal, and an unknown appeal", async () => {
    const [own] = await server.runtime.db.insert(banAppeals).values({ userId: adminId, email: "appeals-admin@example.test", explanation: "Mine" }).returning({ id: banAppeals.id });
    expect((await answerOf(routes.decide, await decide(admin, own!.id, { decision: "lift", response: "Fine by me" }), 403)).error.code).toBe("FORBIDDEN");
    expect((await appealsOf(adminId))[0]).toMatchObject({ status: "open", decidedBy: null });
    expect((await answerOf(routes.decide, await decide(admin, "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", { decision: "keep", response: "No" }), 404)).error.code).toBe("NOT_FOUND");
  });

  it("opens the evidence through links that expire after 5 minutes", async () => {
    const [sam] = await suspended("appeal-sam@example.test");
    const { id } = await answerOf(routes.submit, await submit(sam, appealForm({ email: "appeal-sam@example.test", evidence: [letter] })), 201);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const [link] = (await queue()).find((appeal) => appeal.id === id)!.evidence;
    expect(Number(new URL(link!.url, baseUrl).searchParams.get("expires"))).toBe(Math.floor(start / 1000) + 300);
    const served = await server.browser().request(link!.url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
    vi.setSystemTime(start + 301_000);
    expect((await server.browser().request(link!.url)).status).toBe(403);
  });
});
