import { mailOutbox, loginEvents, profiles } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, totp, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const password = "Correct-horse-9";

describe.each(kinds)("accounts on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { AUTH_SIGN_IN_LIMIT: "50" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  async function latestLink(to: string): Promise<string> {
    const [mail] = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
    const url = mail.text.match(/https?:\/\/\S+/)?.[0];
    if (!url) throw new Error(`no link in mail to ${to}`);
    return url;
  }

  async function signUpVerified(email: string, browser: TestBrowser = server.browser()) {
    const signUp = await browser.request("/api/auth/sign-up/email", { json: { email, password, name: "Nova Quill" } });
    expect(signUp.status).toBe(200);
    const verify = await browser.request(new URL(await latestLink(email)).pathname + new URL(await latestLink(email)).search);
    expect([200, 302]).toContain(verify.status);
    return browser;
  }

  it("signs a creator up, verifies the e-mail from the outbox, signs in and out", async () => {
    const browser = server.browser("192.0.2.10");
    const signUp = await browser.request("/api/auth/sign-up/email", { json: { email: "nova@example.test", password, name: "Nova Quill" } });
    expect(signUp.status).toBe(200);
    // The profile row exists from sign-up on, with the default tier.
    const [profile] = await server.runtime.db.select().from(profiles);
    expect(profile).toMatchObject({ email: "nova@example.test", firstName: "Nova", lastName: "Quill", subscriptionTier: "standard" });

    // Unverified accounts cannot sign in yet; the message is clear and translated.
    const early = await browser.request("/api/auth/sign-in/email", { json: { email: "nova@example.test", password }, headers: { "accept-language": "de" } });
    expect(early.status).toBe(403);
    expect((await early.json()).message).toMatch(/bestätigen Sie zuerst Ihre E-Mail-Adresse/);

    const link = new URL(await latestLink("nova@example.test"));
    expect(link.pathname).toBe("/api/auth/verify-email");
    await browser.request(link.pathname + link.search);

    const signIn = await browser.request("/api/auth/sign-in/email", { json: { email: "nova@example.test", password }, headers: { "accept-language": "es-ES,es;q=0.9" } });
    expect(signIn.status).toBe(200);
    // The language the browser announced is kept for mails sent in the background.
    expect((await server.runtime.db.select({ language: profiles.language }).from(profiles).where(eq(profiles.email, "nova@example.test")))[0]?.language).toBe("es");
    const me = await browser.request("/api/me");
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { email: "nova@example.test", emailVerified: true },
      profile: { firstName: "Nova", subscriptionTier: "standard", verified: false, banned: false },
      isAdmin: false,
    });
    // Login tracking recorded the address and browser from the request itself.
    const [event] = await server.runtime.db.select().from(loginEvents).orderBy(desc(loginEvents.createdAt)).limit(1);
    expect(event).toMatchObject({ ipAddress: "192.0.2.10", kind: "sign_in" });

    expect((await browser.request("/api/auth/sign-out", { method: "POST", json: {} })).status).toBe(200);
    expect((await browser.request("/api/me")).status).toBe(401);
  });

  it("refuses short passwords on the server, whatever the form does", async () => {
    const response = await server.browser().request("/api/auth/sign-up/email", { json: { email: "short@example.test", password: "Ab1!x", name: "Short" } });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe("The password must have at least 8 characters.");
  });

  it("answers a wrong password with a clear error in the caller's language", async () => {
    await signUpVerified("wrong@example.test");
    const response = await server.browser().request("/api/auth/sign-in/email", {
      json: { email: "wrong@example.test", password: "Not-the-password-1" },
      headers: { "accept-language": "fr-FR,fr;q=0.9" },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: "INVALID_EMAIL_OR_PASSWORD", message: "E-mail ou mot de passe incorrect." });
  });

  it("resets a forgotten password and signs out every other session", async () => {
    const laptop = await signUpVerified("reset@example.test");
    const phone = server.browser("203.0.113.20");
    expect((await phone.request("/api/auth/sign-in/email", { json: { email: "reset@example.test", password } })).status).toBe(200);
    expect((await laptop.request("/api/me")).status).toBe(200);

    const visitor = server.browser("203.0.113.30");
    expect((await visitor.request("/api/auth/request-password-reset", { json: { email: "reset@example.test", redirectTo: "/reset-password" } })).status).toBe(200);
    const resetLink = new URL(await latestLink("reset@example.test"));
    const redirect = await visitor.request(resetLink.pathname + resetLink.search);
    const token = new URL(redirect.headers.get("location")!, "http://x").searchParams.get("token");
    expect(token).toBeTruthy();
    expect((await visitor.request("/api/auth/reset-password", { json: { newPassword: "Brand-new-pass-7", token } })).status).toBe(200);

    expect((await laptop.request("/api/me")).status).toBe(401);
    expect((await phone.request("/api/me")).status).toBe(401);
    expect((await visitor.request("/api/auth/sign-in/email", { json: { email: "reset@example.test", password: "Brand-new-pass-7" } })).status).toBe(200);
  });

  it("enrols TOTP two-factor and then asks for the code at sign-in", async () => {
    const browser = await signUpVerified("totp@example.test");
    await browser.request("/api/auth/sign-in/email", { json: { email: "totp@example.test", password } });
    const enable = await browser.request("/api/auth/two-factor/enable", { json: { password } });
    expect(enable.status).toBe(200);
    const { totpURI, backupCodes } = await enable.json();
    expect(backupCodes.length).toBeGreaterThan(0);
    const secret = new URL(totpURI).searchParams.get("secret")!;
    expect((await browser.request("/api/auth/two-factor/verify-totp", { json: { code: await totp(secret) } })).status).toBe(200);
    expect((await browser.request("/api/me")).status).toBe(200);

    const fresh = server.browser("203.0.113.40");
    const signIn = await fresh.request("/api/auth/sign-in/email", { json: { email: "totp@example.test", password } });
    expect(await signIn.json()).toMatchObject({ twoFactorRedirect: true });
    expect((await fresh.request("/api/me")).status).toBe(401);
    const wrong = await fresh.request("/api/auth/two-factor/verify-totp", { json: { code: "000000" } });
    expect(wrong.status).toBe(401);
    expect((await fresh.request("/api/auth/two-factor/verify-totp", { json: { code: await totp(secret) } })).status).toBe(200);
    expect((await fresh.request("/api/me")).json()).resolves.toMatchObject({ user: { twoFactorEnabled: true } });
  });

  it("answers malformed and oversized bodies with a 4xx, never a 500", async () => {
    const browser = server.browser();
    const malformed = await browser.request("/api/auth/sign-up/email", { method: "POST", body: "{not json", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const missing = await browser.request("/api/auth/sign-up/email", { json: { email: "missing@example.test" } });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.status).toBeLessThan(500);
    const huge = await browser.request("/api/auth/sign-up/email", { json: { email: "big@example.test", password, name: "x".repeat(2_000_000) } });
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.code).toBe("PAYLOAD_TOO_LARGE");
  });
});

describe.each(kinds)("sign-in rate limit on $kind", ({ create }) => {
  it("holds across a restart and across two API processes on one database", async () => {
    const database = await create();
    const env = { AUTH_SIGN_IN_LIMIT: "3", AUTH_SIGN_IN_WINDOW_SECONDS: "60" };
    const first = await startTestServer(database, env);
    const attempt = (server: TestServer) =>
      server.browser("198.51.100.7").request("/api/auth/sign-in/email", { json: { email: "nobody@example.test", password: "Whatever-123" } });
    try {
      expect((await attempt(first)).status).toBe(401);
      expect((await attempt(first)).status).toBe(401);
      await first.stop();
      // A new process (after a restart) and a second one running beside it share the count.
      const second = await startTestServer(database, env);
      const third = await startTestServer(database, env);
      expect((await attempt(second)).status).toBe(401);
      const limited = await attempt(third);
      expect(limited.status).toBe(429);
      expect((await limited.json()).message).toBe("Too many attempts. Please wait a moment and try again.");
      await second.stop();
      await third.stop();
    } finally {
      await database.dispose();
    }
  });

  it("never limits reading one's own session, so many page loads from one address stay signed in", async () => {
    const database = await create();
    const server = await startTestServer(database);
    try {
      const [signedIn] = await server.signedInBrowser("office@example.test");
      const office = server.browser("198.51.100.8");
      for (const [name, value] of signedIn.cookies) office.cookies.set(name, value);
      // Past better-auth's default of 100 requests a minute per address.
      for (let load = 0; load < 120; load += 1) {
        const response = await office.request("/api/auth/get-session");
        expect(response.status).toBe(200);
        expect((await response.json())?.user?.email).toBe("office@example.test");
      }
    } finally {
      await server.stop();
      await database.dispose();
    }
  });
});

describe("changing the e-mail address", () => {
  it("confirms from the old address, verifies the new one and keeps the profile in step", async () => {
    const { createPgliteTestDatabase } = await import("@unleak/db/testing");
    const database = await createPgliteTestDatabase();
    const server = await startTestServer(database);
    try {
      const browser = server.browser();
      await browser.request("/api/auth/sign-up/email", { json: { email: "old@example.test", password, name: "Old Address" } });
      const link = async (to: string) => {
        const [mail] = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.createdAt)).limit(1);
        const url = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
        return url.pathname + url.search;
      };
      await browser.request(await link("old@example.test"));
      expect((await browser.request("/api/auth/change-email", { json: { newEmail: "new@example.test", callbackURL: "/settings" } })).status).toBe(200);
      await browser.request(await link("old@example.test")); // the confirmation sent to the current address
      await browser.request(await link("new@example.test")); // the verification of the new address
      const me = await (await browser.request("/api/me")).json();
      expect(me.user.email).toBe("new@example.test");
      expect(me.profile.email).toBe("new@example.test");
    } finally {
      await server.stop();
      await database.dispose();
    }
  });
});
