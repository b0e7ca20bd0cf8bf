// The mail outbox holds password-reset links: only administrators may read it. Reproduces the
// account takeover of issue 9 (reset another user's password by reading the public outbox).
import { accountRoutes, adminRoutes } from "@unleak/contracts";
import { user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, turnOnTwoFactor, type TestServer } from "../testing/test-server";
import { latestMail, linkIn, signUpVerified } from "../testing/scan-helpers";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the mail outbox on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "Boss@Example.test, other-admin@example.test, texts-admin@example.test" });
    await signUpVerified(server, "victim@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("refuses the account-takeover path: a reset link is never readable by the attacker", async () => {
    const attacker = server.browser();
    const reset = await attacker.request("/api/auth/request-password-reset", { json: { email: "victim@example.test", redirectTo: "/reset-password" } });
    expect(reset.status).toBe(200);
    const resetMail = await latestMail(server, "victim@example.test");
    expect(resetMail.text).toMatch(/reset-password/);
    const token = linkIn(resetMail.text).split("/").pop()!.split("?")[0];

    // Signed out: the old public pages show nothing and the admin API refuses.
    for (const path of ["/dev/outbox", "/api/dev/outbox"]) {
      const response = await attacker.request(path);
      expect(await response.text()).not.toContain(token);
    }
    expect((await answerOf(adminRoutes.outbox, await attacker.request("/api/admin/outbox"), 401)).error.code).toBe("UNAUTHENTICATED");

    // Signed in as an ordinary user: still refused.
    const [ordinary] = await server.signedInBrowser("ordinary@example.test");
    const refused = await ordinary.request("/api/admin/outbox");
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain(token);
    expect((await answerOf(accountRoutes.me, await ordinary.request("/api/me"), 200)).isAdmin).toBe(false);
  });

  it("shows the outbox to a verified user whose address is in ADMIN_EMAILS", async () => {
    const [boss] = await signUpVerified(server, "boss@example.test");
    expect((await answerOf(accountRoutes.me, await boss.request("/api/me"), 200)).isAdmin).toBe(true);
    // An administrator without two-factor is told to turn it on (issue 16), and reads nothing.
    const withoutTwoFactor = await answerOf(adminRoutes.outbox, await boss.request("/api/admin/outbox", { headers: { "accept-language": "de" } }), 403);
    expect(withoutTwoFactor.error).toMatchObject({ code: "TWO_FACTOR_REQUIRED", message: expect.stringContaining("Zwei-Faktor-Authentifizierung") });
    await turnOnTwoFactor(boss);
    const response = await boss.request("/api/admin/outbox");
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = await answerOf(adminRoutes.outbox, response, 200);
    expect(body.mode).toBe("outbox");
    const toVictim = body.mails.filter((mail) => mail.to === "victim@example.test");
    expect(toVictim.length).toBeGreaterThanOrEqual(2); // verification and reset
    expect(toVictim[0].text).toMatch(/http:\/\/localhost:3999\//);
  });

  it("shows the SMS codes of phone sign-ups with their channel", async () => {
    await server.browser().request("/api/auth/phone/sign-up", { json: { phoneNumber: "+44 7400 123456", password: "Correct-horse-9", name: "Texted" } });
    const [boss] = await server.signedInAdmin("texts-admin@example.test");
    // The SMS leaves in the background, after the sign-up's answer (ADR 022).
    const outbox = async () => (await answerOf(adminRoutes.outbox, await boss.request("/api/admin/outbox"), 200)).mails;
    await expect.poll(async () => (await outbox()).some((mail) => mail.to === "+447400123456")).toBe(true);
    const mails = await outbox();
    expect(mails.find((mail) => mail.to === "+447400123456")).toMatchObject({ channel: "sms", subject: "", text: expect.stringMatching(/^\d{6} is your Unleak code/) });
    expect(mails.find((mail) => mail.to === "victim@example.test")).toMatchObject({ channel: "email" });
  });

  it("never counts a listed address whose owner has not verified it", async () => {
    const squatter = server.browser();
    await squatter.request("/api/auth/sign-up/email", { json: { email: "other-admin@example.test", password: "Correct-horse-9", name: "Squatter" } });
    // Sign-in needs a verified address; a session made some other way must still not be admin.
    await server.runtime.db.update(user).set({ emailVerified: true }).where(eq(user.email, "other-admin@example.test"));
    const signIn = await squatter.request("/api/auth/sign-in/email", { json: { email: "other-admin@example.test", password: "Correct-horse-9" } });
    expect(signIn.status).toBe(200);
    await server.runtime.db.update(user).set({ emailVerified: false }).where(eq(user.email, "other-admin@example.test"));
    expect((await squatter.request("/api/admin/outbox")).status).toBe(403);
  });

  it("shows the outbox to a user whose role is admin", async () => {
    const [promoted, id] = await server.signedInAdmin("promoted@example.test");
    expect((await promoted.request("/api/admin/outbox")).status).toBe(403);
    await server.runtime.db.update(user).set({ role: "admin" }).where(eq(user.id, id));
    await answerOf(adminRoutes.outbox, await promoted.request("/api/admin/outbox"), 200);
  });
});
