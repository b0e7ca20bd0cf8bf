// The partner programme (issue 19): a visitor applies behind the bot check and is mailed a
// confirmation in the page's language; the application waits in the admin overview's "partners"
// count and queue; an administrator approves or rejects it once, with a note the applicant reads
// in the language they applied in. Creators never reach the review.
import { adminRoutes, partnerRoutes as routes } from "@unleak/contracts";
import { mailOutbox } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

const application = (email: string) => ({ organisation: "Lumen Studio", kind: "studio", contactName: "Ada Lumen", email, website: "lumen-studio.example", message: "We produce for twenty creators." });

describe.each(kinds)("partner applications on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;
  let creator: TestBrowser;

  const mailsTo = (to: string) => server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt));
  const apply = (browser: TestBrowser, body: unknown, language = "en") => browser.request("/api/partner-applications", { json: body, headers: { "accept-language": language } });
  const queue = async (status = "pending") => (await answerOf(routes.queue, await admin.request(`/api/admin/partner-applications?status=${status}`), 200)).applications;
  const decide = (browser: TestBrowser, id: string, body: unknown) => browser.request(`/api/admin/partner-applications/${id}/decision`, { json: body });
  const waiting = async () => (await answerOf(adminRoutes.overview, await admin.request("/api/admin/overview"), 200)).reviews.partners;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "partners-admin@example.test" });
    [admin] = await server.signedInAdmin("partners-admin@example.test");
    [creator] = await server.signedInBrowser("partners-creator@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("takes a visitor's application, mails the confirmation in the page's language and counts it for review", async () => {
    expect(await waiting()).toBe(0);
    const sent = await answerOf(routes.apply, await apply(server.browser(), application("ada@lumen-studio.example"), "de"), 201);
    expect(sent).toMatchObject({ status: "pending", email: "ada@lumen-studio.example" });
    const [mail] = await mailsTo("ada@lumen-studio.example");
    expect(mail!.subject).toBe("Wir haben Ihre Partneranfrage erhalten");
    expect(mail!.text).toContain("Lumen Studio");
    expect(await waiting()).toBe(1);
    const [pending] = await queue();
    expect(pending).toMatchObject({ id: sent.id, organisation: "Lumen Studio", kind: "studio", website: "https://lumen-studio.example", language: "de", signedIn: false });
  });

  it("refuses bad input, a missing bot check and a creator at the review", async () => {
    expect((await apply(server.browser(), { ...application("x@example.test"), kind: "club" })).status).toBe(422);
    expect((await apply(server.browser(), { ...application("not-an-address") })).status).toBe(422);
    const noCaptcha = await server.browser().request("/api/partner-applications", { json: application("x@example.test"), headers: { "x-captcha": "nonsense" } });
    expect((await answerOf(routes.apply, noCaptcha, 403)).error.code).toBe("CAPTCHA_FAILED");
    expect((await answerOf(routes.queue, await creator.request("/api/admin/partner-applications"), 403)).error.code).toBe("FORBIDDEN");
    const [pending] = await queue();
    expect((await answerOf(routes.decide, await decide(creator, pending!.id, { decision: "approve" }), 403)).error.code).toBe("FORBIDDEN");
  });

  it("approves once with a note, mailed in the application's language; a rejection is mailed too", async () => {
    const [pending] = await queue();
    const approved = await answerOf(routes.decide, await decide(admin, pending!.id, { decision: "approve", note: "Willkommen an Bord." }), 200);
    expect(approved).toMatchObject({ status: "approved", decisionNote: "Willkommen an Bord." });
    const [mail] = await mailsTo("ada@lumen-studio.example");
    expect(mail!.subject).toBe("Willkommen im Unleak-Partnerprogramm");
    expect(mail!.text).toContain("Willkommen an Bord.");
    expect(mail!.text).toContain("/oauth-clients");
    expect((await answerOf(routes.decide, await decide(admin, pending!.id, { decision: "reject" }), 409)).error.code).toBe("CONFLICT");
    expect(await waiting()).toBe(0);
    expect((await queue("approved")).map((a) => a.id)).toEqual([pending!.id]);

    const other = await answerOf(routes.apply, await apply(creator, application("bo@platform.example")), 201);
    expect((await queue())[0]).toMatchObject({ id: other.id, signedIn: true, language: "en" });
    await answerOf(routes.decide, await decide(admin, other.id, { decision: "reject", note: "Not a fit yet." }), 200);
    const [rejection] = await mailsTo("bo@platform.example");
    expect(rejection!.subject).toBe("Your Unleak partner application");
    expect(rejection!.text).toContain("Not a fit yet.");
    expect((await answerOf(routes.decide, await decide(admin, "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c", { decision: "reject" }), 404)).error.code).toBe("NOT_FOUND");
  });
});
