import { user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testPassword as password, type TestBrowser, type TestServer } from "../testing/test-server";
import { awaitCode, awaitText, phoneAccountBrowser, textsTo } from "./phone-testing";

const kinds = await testDatabaseKinds();

describe.each(kinds)("phone sign-up and sign-in on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { AUTH_SIGN_IN_LIMIT: "50", AUTH_SIGN_UP_LIMIT: "50" });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  const texts = (to: string) => textsTo(server, to);
  const latestCode = (to: string, count = 1) => awaitCode(server, to, count);
  const signUp = (browser: TestBrowser, phoneNumber: string, body: Record<string, string> = {}) =>
    browser.request("/api/auth/phone/sign-up", { json: { phoneNumber, password, name: "Nova Quill", ...body } });
  const verify = (browser: TestBrowser, phoneNumber: string, code: string) => browser.request("/api/auth/phone/verify", { json: { phoneNumber, code } });
  const signIn = (phoneNumber: string, secret = password, browser = server.browser()) =>
    browser.request("/api/auth/sign-in/phone-number", { json: { phoneNumber, password: secret } });

  const signUpVerified = (phoneNumber: string) => phoneAccountBrowser(server, phoneNumber);

  it("signs up with a phone number: the code goes to the outbox as an SMS, verifying it creates the account, then phone + password signs in", async () => {
    const browser = server.browser();
    const response = await signUp(browser, "+49 151 2345 6701");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: true });
    const sms = await awaitText(server, "+4915123456701");
    expect(sms).toMatchObject({ channel: "sms", subject: "", status: "kept" });
    expect(sms.text).toMatch(/^\d{6} is your Unleak code/);
    // Nothing exists before the number is proven.
    expect(await server.runtime.db.select().from(user).where(eq(user.phoneNumber, "+4915123456701"))).toHaveLength(0);

    const verified = await verify(browser, "+4915123456701", await latestCode("+4915123456701"));
    expect(verified.status).toBe(200);
    const session = await (await browser.request("/api/auth/get-session")).json();
    expect(session.user).toMatchObject({ name: "Nova Quill", phoneNumber: "+4915123456701", phoneNumberVerified: true, emailVerified: false });

    const signedIn = await signIn("+49 (151) 2345-6701", password);
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).user.phoneNumber).toBe("+4915123456701");
    expect((await signIn("+4915123456701", "Wrong-guess-1")).status).toBe(401);
  });

  it("an unverified number cannot sign in, and the SMS code endpoints of the library are not reachable over HTTP", async () => {
    const browser = server.browser();
    await signUp(browser, "+4915123456702");
    const refused = await signIn("+4915123456702");
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: "INVALID_PHONE_NUMBER_OR_PASSWORD", message: "Invalid phone number or password." });
    for (const path of ["/api/auth/phone-number/send-otp", "/api/auth/phone-number/verify"]) {
      const response = await browser.request(path, { json: { phoneNumber: "+4915123456702", code: "123456" } });
      expect(response.status, path).toBe(404);
    }
    expect(await server.runtime.db.select().from(user).where(eq(user.phoneNumber, "+4915123456702"))).toHaveLength(0);
  });

  it("refuses a wrong code, then too many wrong codes, with translated messages", async () => {
    const browser = server.browser();
    await signUp(browser, "+4915123456703");
    const code = await latestCode("+4915123456703");
    const wrong = code === "000000" ? "111111" : "000000";
    const refused = await verify(browser, "+4915123456703", wrong);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "INVALID_OTP", message: "The code is not correct." });
    await verify(browser, "+4915123456703", wrong);
    await verify(browser, "+4915123456703", wrong);
    const spent = await verify(browser, "+4915123456703", code);
    expect(spent.status).toBe(403);
    expect((await spent.json()).code).toBe("TOO_MANY_ATTEMPTS");
    expect((await signIn("+4915123456703")).status).toBe(401);
  });

  it("refuses common passwords, invalid numbers and a missing bot check", async () => {
    const common = await signUp(server.browser(), "+4915123456704", { password: "password123" });
    expect(common.status).toBe(400);
    expect((await common.json()).code).toBe("PASSWORD_TOO_COMMON");
    const invalid = await signUp(server.browser(), "0151 2345", {});
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ code: "INVALID_PHONE_NUMBER", message: expect.stringContaining("country code") });
    const bot = await signUp(server.browser(), "+4915123456704", { password }).then(() =>
      server.browser().request("/api/auth/phone/sign-up", { json: { phoneNumber: "+4915123456704", password, name: "Bot" }, headers: { "x-captcha": "nope" } }),
    );
    expect(bot.status).toBe(403);
    await awaitText(server, "+4915123456704");
    expect(await texts("+4915123456704")).toHaveLength(1);
  });

  it("answers a sign-up with a registered number exactly like a new one, and tells the owner by SMS", async () => {
    await signUpVerified("+4915123456705");
    const again = await signUp(server.browser(), "+4915123456705", { password: "Another-horse-7", name: "Intruder" });
    const fresh = await signUp(server.browser(), "+4915123456706");
    expect(again.status).toBe(fresh.status);
    expect(await again.json()).toEqual(await fresh.json());
    const notice = await awaitText(server, "+4915123456705", 2);
    expect(notice.text).toContain("You already have one");
    expect(notice.text).toContain("http://localhost:3999/login");
    // The owner's password is unchanged; the intruder's does not work.
    expect((await signIn("+4915123456705", "Another-horse-7")).status).toBe(401);
    expect((await signIn("+4915123456705")).status).toBe(200);
  });

  it("resets a forgotten password with a code by SMS, refuses a common one, and answers an unknown number alike", async () => {
    await signUpVerified("+4915123456708");
    const request = (phoneNumber: string) => server.browser().request("/api/auth/phone-number/request-password-reset", { json: { phoneNumber } });
    const known = await request("+49 151 2345 6708");
    const unknown = await request("+4915123456709");
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    const sms = await awaitText(server, "+4915123456708", 2);
    expect(await texts("+4915123456709")).toHaveLength(0);
    expect(sms.text).toContain("new Unleak password");
    const code = sms.text.match(/\b\d{6}\b/)![0];
    const reset = (newPassword: string) =>
      server.browser().request("/api/auth/phone-number/reset-password", { json: { phoneNumber: "+49 151 2345 6708", otp: code, newPassword } });
    const common = await reset("password123");
    expect(common.status).toBe(400);
    expect((await common.json()).code).toBe("PASSWORD_TOO_COMMON");
    expect((await reset("Fresh-horse-42")).status).toBe(200);
    expect((await signIn("+4915123456708")).status).toBe(401);
    expect((await signIn("+4915123456708", "Fresh-horse-42")).status).toBe(200);
  });

  it("throttles wrong passwords per phone number from any address", async () => {
    await signUpVerified("+4915123456707");
    for (let i = 0; i < 5; i += 1) expect((await signIn("+4915123456707", `Wrong-guess-${i}`)).status).toBe(401);
    const throttled = await signIn("+49 151 2345 6707");
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await throttled.json()).code).toBe("ACCOUNT_SIGN_IN_THROTTLED");
  });
});
