// Account hardening (issue 9): sign-up answers alike for new and registered addresses, common
// passwords are refused, wrong passwords and second factors are throttled per account, and
// sessions are listed without tokens and revoked only by their owner.
import { sessionRoutes } from "@unleak/contracts";
import { mailOutbox, rateLimit } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { latestMail, linkIn } from "../testing/scan-helpers";
import { startTestServer, testPassword as password, totp, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

/** The JSON's structure: every key with the type of its value, so values may differ but not the shape. */
function shapeOf(value: unknown): unknown {
  if (value === null) return "null";
  if (Array.isArray(value)) return value.map(shapeOf);
  if (typeof value === "object") {
    const keys = Object.keys(value as object).sort();
    return Object.fromEntries(keys.map((key) => [key, shapeOf((value as Record<string, unknown>)[key])]));
  }
  return typeof value;
}

const sessionToken = (browser: TestBrowser) => decodeURIComponent([...browser.cookies].find(([name]) => name.endsWith("session_token"))![1]).split(".")[0];

describe.each(kinds)("account hardening on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { AUTH_SIGN_IN_LIMIT: "200" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  async function signUpVerified(email: string, browser: TestBrowser = server.browser()) {
    expect((await browser.request("/api/auth/sign-up/email", { json: { email, password, name: "Nova Quill" } })).status).toBe(200);
    await browser.request(linkIn((await latestMail(server, email)).text));
    return browser;
  }

  const signIn = (email: string, secret = password, browser = server.browser()) => browser.request("/api/auth/sign-in/email", { json: { email, password: secret } });

  it("answers a sign-up for a registered address exactly like a new one, and mails its owner", async () => {
    const fresh = await server.browser().request("/api/auth/sign-up/email", { json: { email: "first@example.test", password, name: "First" } });
    const freshBody = await fresh.json();
    const again = await server.browser().request("/api/auth/sign-up/email", {
      json: { email: "first@example.test", password: "Another-pass-41", name: "Someone" },
      headers: { "accept-language": "de-DE,de;q=0.9" },
    });
    expect(again.status).toBe(fresh.status);
    expect(shapeOf(await again.json())).toEqual(shapeOf(freshBody));
    expect(freshBody.user.role).toBe("user");

    const mails = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "first@example.test")).orderBy(desc(mailOutbox.createdAt));
    expect(mails).toHaveLength(2);
    // The new account got its verification link; the second attempt told the owner, in German.
    expect(mails[1].text).toContain("/api/auth/verify-email?token=");
    expect(mails[0].subject).toBe("Jemand wollte mit Ihrer Adresse ein Unleak-Konto anlegen");
    expect(mails[0].text).toContain("http://localhost:3999/login");
    expect(mails[0].text).toContain("http://localhost:3999/forgot-password");
    expect(mails[0].text).not.toContain("verify-email");
  });

  it("refuses common passwords at sign-up, password change and reset, with a translated message", async () => {
    for (const common of ["password", "12345678", "Password1"]) {
      const response = await server.browser().request("/api/auth/sign-up/email", {
        json: { email: `common-${common}@example.test`, password: common, name: "Common" },
        headers: { "accept-language": "fr" },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "PASSWORD_TOO_COMMON", message: "Ce mot de passe est trop courant et facile à deviner. Veuillez en choisir un autre." });
    }
    const [browser] = await server.signedInBrowser("changer@example.test");
    const change = await browser.request("/api/auth/change-password", { json: { currentPassword: password, newPassword: "qwertyuiop" } });
    expect(change.status).toBe(400);
    expect((await change.json()).code).toBe("PASSWORD_TOO_COMMON");

    await browser.request("/api/auth/request-password-reset", { json: { email: "changer@example.test", redirectTo: "/reset-password" } });
    const redirect = await browser.request(linkIn((await latestMail(server, "changer@example.test")).text));
    const token = new URL(redirect.headers.get("location")!, "http://x").searchParams.get("token");
    const reset = await browser.request("/api/auth/reset-password", { json: { newPassword: "iloveyou", token } });
    expect(reset.status).toBe(400);
    expect((await reset.json()).code).toBe("PASSWORD_TOO_COMMON");
    expect((await signIn("changer@example.test")).status).toBe(200); // the old password still works
  });

  it("throttles wrong passwords per account from any address, lets the owner back in, and a reset clears it", async () => {
    const email = "target@example.test";
    await signUpVerified(email);
    for (let i = 0; i < 5; i += 1) expect((await signIn(email, `Wrong-guess-${i}`)).status).toBe(401);
    const throttled = await signIn(email, password, server.browser());
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await throttled.json()).toMatchObject({ code: "ACCOUNT_SIGN_IN_THROTTLED", message: "Too many failed sign-ins for this account. Please wait a few minutes and try again." });

    // Once the delay has passed (moved back in the database), the owner signs in and the count is gone.
    const counter = eq(rateLimit.key, `account-sign-in:${email}`);
    const [row] = await server.runtime.db.select().from(rateLimit).where(counter);
    await server.runtime.db.update(rateLimit).set({ lastRequest: row.lastRequest - 60_000 }).where(counter);
    expect((await signIn(email)).status).toBe(200);
    expect(await server.runtime.db.select().from(rateLimit).where(counter)).toHaveLength(0);

    for (let i = 0; i < 6; i += 1) await signIn(email, `Wrong-again-${i}`);
    expect((await signIn(email)).status).toBe(429);
    const visitor = server.browser();
    await visitor.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const redirect = await visitor.request(linkIn((await latestMail(server, email)).text));
    const token = new URL(redirect.headers.get("location")!, "http://x").searchParams.get("token");
    expect((await visitor.request("/api/auth/reset-password", { json: { newPassword: "Fresh-start-72", token } })).status).toBe(200);
    expect((await signIn(email, "Fresh-start-72")).status).toBe(200);
  });

  it("locks two-factor verification per account across challenges; a recovery code signs in", async () => {
    const email = "second-factor@example.test";
    const owner = await signUpVerified(email);
    await signIn(email, password, owner);
    const { totpURI, backupCodes } = await (await owner.request("/api/auth/two-factor/enable", { json: { password } })).json();
    const secret = new URL(totpURI).searchParams.get("secret")!;
    expect((await owner.request("/api/auth/two-factor/verify-totp", { json: { code: await totp(secret) } })).status).toBe(200);

    // A recovery code replaces the lost phone, once.
    const phoneless = server.browser();
    expect(await (await signIn(email, password, phoneless)).json()).toMatchObject({ twoFactorRedirect: true });
    expect((await phoneless.request("/api/auth/two-factor/verify-backup-code", { json: { code: backupCodes[0] } })).status).toBe(200);
    expect((await phoneless.request("/api/me")).status).toBe(200);

    // Ten wrong codes over two challenges (five each) lock the second factor, even for the right code.
    const attacker = server.browser();
    for (let challenge = 0; challenge < 2; challenge += 1) {
      await signIn(email, password, attacker);
      for (let i = 0; i < 5; i += 1) expect((await attacker.request("/api/auth/two-factor/verify-totp", { json: { code: "000000" } })).status).toBe(401);
    }
    await signIn(email, password, attacker);
    const locked = await attacker.request("/api/auth/two-factor/verify-totp", { json: { code: await totp(secret) }, headers: { "accept-language": "de" } });
    expect(locked.status).toBe(429);
    expect(await locked.json()).toMatchObject({ code: "ACCOUNT_TEMPORARILY_LOCKED", message: expect.stringContaining("vorübergehend gesperrt") });
    expect((await attacker.request("/api/auth/two-factor/verify-backup-code", { json: { code: backupCodes[1] } })).status).toBe(429);
    expect((await attacker.request("/api/me")).status).toBe(401);
  });

  it("lists sessions without tokens and revokes only the caller's own", async () => {
    const [owner] = await server.signedInBrowser("owner@example.test");
    const phone = server.browser();
    expect((await signIn("owner@example.test", password, phone)).status).toBe(200);
    const [intruder] = await server.signedInBrowser("intruder@example.test");
    const phoneSessionId = (await (await phone.request("/api/auth/get-session")).json()).session.id as string;

    const sessions = (await (await owner.request("/api/auth/list-sessions")).json()) as Record<string, unknown>[];
    expect(sessions.map((session) => session.id)).toContain(phoneSessionId);
    for (const session of sessions) expect(session).not.toHaveProperty("token");
    expect(JSON.stringify(sessions)).not.toContain(sessionToken(phone));
    const current = await (await owner.request("/api/auth/get-session")).json();
    expect(current.session.id).toBeTruthy();
    expect(current.session).not.toHaveProperty("token");

    // Another user's token or id: not found, and nothing is revoked.
    const foreignToken = await intruder.request("/api/auth/revoke-session", { json: { token: sessionToken(phone) } });
    expect(foreignToken.status).toBe(404);
    expect((await foreignToken.json()).code).toBe("SESSION_NOT_FOUND");
    expect((await answerOf(sessionRoutes.revoke, await intruder.request(`/api/sessions/${phoneSessionId}`, { method: "DELETE" }), 404)).error.code).toBe("NOT_FOUND");
    expect((await answerOf(sessionRoutes.revoke, await intruder.request("/api/sessions/not%20an%20id", { method: "DELETE" }), 404)).error.code).toBe("NOT_FOUND");
    expect((await answerOf(sessionRoutes.revoke, await server.browser().request(`/api/sessions/${phoneSessionId}`, { method: "DELETE" }), 401)).error.code).toBe("UNAUTHENTICATED");
    expect((await phone.request("/api/me")).status).toBe(200);

    // The owner ends the phone's session by its id; the owner's own stays.
    expect((await owner.request(`/api/sessions/${phoneSessionId}`, { method: "DELETE" })).status).toBe(204);
    expect((await phone.request("/api/me")).status).toBe(401);
    expect((await owner.request("/api/me")).status).toBe(200);
  });
});
