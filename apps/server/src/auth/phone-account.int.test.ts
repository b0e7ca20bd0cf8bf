// A phone account after sign-up (issue 9, ADR 022): adding a real e-mail address, changing the
// phone number, and the password reset by SMS answering alike for unknown numbers.
import { profiles, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMail, linkIn } from "../testing/scan-helpers";
import { startTestServer, testPassword as password, type TestBrowser, type TestServer } from "../testing/test-server";
import { awaitCode, awaitText, phoneAccountBrowser, textsTo } from "./phone-testing";

const kinds = await testDatabaseKinds();

describe.each(kinds)("a phone account's e-mail address and number on $kind", ({ create }) => {
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

  const session = async (browser: TestBrowser) => (await (await browser.request("/api/auth/get-session")).json()).user;
  const addEmail = (browser: TestBrowser, newEmail: string) => browser.request("/api/auth/change-email", { json: { newEmail, callbackURL: "/settings" } });
  const signInByEmail = (email: string) => server.browser().request("/api/auth/sign-in/email", { json: { email, password } });
  const signInByPhone = (phoneNumber: string) => server.browser().request("/api/auth/sign-in/phone-number", { json: { phoneNumber, password } });

  it("adds a real e-mail address: a link goes to it, following it moves and verifies the account, and e-mail + password signs in", async () => {
    const browser = await phoneAccountBrowser(server, "+4915223456701");
    const placeholder = (await session(browser)).email as string;
    expect(placeholder).toMatch(/@phone\.unleak\.invalid$/);

    const answer = await addEmail(browser, "Added.Phone@example.test");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: true });
    const mail = await latestMail(server, "added.phone@example.test");
    expect(mail.subject).toBe("Confirm the e-mail address for your Unleak account");
    expect(await latestMail(server, placeholder)).toBeUndefined();
    // Nothing changes before the link is followed.
    expect((await signInByEmail("added.phone@example.test")).status).toBe(401);

    const followed = await browser.request(linkIn(mail.text));
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/settings");
    expect(await session(browser)).toMatchObject({ email: "added.phone@example.test", emailVerified: true, phoneNumber: "+4915223456701" });
    const [profile] = await server.runtime.db.select({ email: profiles.email }).from(profiles).innerJoin(user, eq(user.id, profiles.id)).where(eq(user.phoneNumber, "+4915223456701"));
    expect(profile.email).toBe("added.phone@example.test");

    const byEmail = await signInByEmail("added.phone@example.test");
    expect(byEmail.status).toBe(200);
    expect((await byEmail.json()).user.phoneNumber).toBe("+4915223456701");
    expect((await signInByPhone("+4915223456701")).status).toBe(200);
  });

  it("answers an address that has an account exactly like a free one, changes nothing, and tells its owner", async () => {
    await server.signedInBrowser("owner.taken@example.test", "Owner");
    const browser = await phoneAccountBrowser(server, "+4915223456702");
    const taken = await addEmail(browser, "owner.taken@example.test");
    const free = await addEmail(await phoneAccountBrowser(server, "+4915223456703"), "free.address@example.test");
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    const notice = await latestMail(server, "owner.taken@example.test");
    expect(notice.subject).toBe("Someone tried to add your address to another Unleak account");
    expect(notice.text).not.toContain("verify-email");
    expect((await session(browser)).email).toMatch(/@phone\.unleak\.invalid$/);
    const owner = await signInByEmail("owner.taken@example.test");
    expect((await owner.json()).user.name).toBe("Owner");
  });

  it("refuses the link when another account took the address in the meantime", async () => {
    const browser = await phoneAccountBrowser(server, "+4915223456704");
    await addEmail(browser, "raced@example.test");
    const link = linkIn((await latestMail(server, "raced@example.test")).text);
    await server.signedInBrowser("raced@example.test", "Racer");
    const followed = await browser.request(link);
    expect(followed.status).toBe(302);
    expect(followed.headers.get("location")).toBe("/settings?error=EMAIL_TAKEN");
    expect((await session(browser)).email).toMatch(/@phone\.unleak\.invalid$/);
  });

  it("labels the authenticator entry with the phone number, never the placeholder address", async () => {
    const browser = await phoneAccountBrowser(server, "+4915223456705");
    const enabled = await browser.request("/api/auth/two-factor/enable", { json: { password } });
    expect(enabled.status).toBe(200);
    const { totpURI } = await enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/Unleak:%2B4915223456705\?/);
    expect(totpURI).not.toContain("invalid");
  });

  it("changes the phone number with the password and a code sent to the new number; the old number no longer signs in", async () => {
    const browser = await phoneAccountBrowser(server, "+4915223456706");
    const change = (phoneNumber: string, secret = password) => browser.request("/api/auth/phone/change", { json: { phoneNumber, password: secret } });
    const wrongPassword = await change("+4915223456707", "Wrong-horse-1");
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ code: "INVALID_PASSWORD", message: "The password is not correct." });
    const same = await change("+49 152 2345 6706");
    expect(await same.json()).toMatchObject({ code: "PHONE_NUMBER_SAME", message: "This is already your phone number." });
    expect((await change("0152 2345")).status).toBe(400);
    expect(await textsTo(server, "+4915223456707")).toHaveLength(0);

    expect((await change("+49 152 2345 6707")).status).toBe(200);
    const code = await awaitCode(server, "+4915223456707");
    const wrong = code === "000000" ? "111111" : "000000";
    const verify = (otp: string) => browser.request("/api/auth/phone/change/verify", { json: { phoneNumber: "+4915223456707", code: otp } });
    expect((await verify(wrong)).status).toBe(400);
    expect((await verify(code)).status).toBe(200);
    expect(await session(browser)).toMatchObject({ phoneNumber: "+4915223456707", phoneNumberVerified: true });
    expect((await signInByPhone("+4915223456706")).status).toBe(401);
    expect((await signInByPhone("+4915223456707")).status).toBe(200);
  });

  it("answers a change to another account's number like a free one, and refuses it at the code", async () => {
    await phoneAccountBrowser(server, "+4915223456708");
    const browser = await phoneAccountBrowser(server, "+4915223456709");
    const before = (await textsTo(server, "+4915223456708")).length;
    const taken = await browser.request("/api/auth/phone/change", { json: { phoneNumber: "+4915223456708", password } });
    const free = await browser.request("/api/auth/phone/change", { json: { phoneNumber: "+4915223456710", password } });
    expect(taken.status).toBe(free.status);
    expect(await taken.json()).toEqual(await free.json());
    const code = await awaitCode(server, "+4915223456708", before + 1);
    const refused = await browser.request("/api/auth/phone/change/verify", { json: { phoneNumber: "+4915223456708", code } });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: "PHONE_NUMBER_TAKEN", message: "This phone number belongs to another account." });
    expect((await session(browser)).phoneNumber).toBe("+4915223456709");
    expect((await signInByPhone("+4915223456708")).status).toBe(200);
  });

  it("answers a password reset for an unknown number with the same status, headers and body as for a known one", async () => {
    await phoneAccountBrowser(server, "+4915223456711");
    const request = (phoneNumber: string) => server.browser().request("/api/auth/phone-number/request-password-reset", { json: { phoneNumber } });
    const known = await request("+4915223456711");
    const unknown = await request("+4915223456712");
    const headerNames = (response: Response) => {
      const names: string[] = [];
      response.headers.forEach((_value, name) => names.push(name));
      return names.sort();
    };
    const shape = async (response: Response) => ({ status: response.status, headers: headerNames(response), body: await response.text() });
    expect(await shape(unknown)).toEqual(await shape(known));
    expect((await awaitText(server, "+4915223456711", 2)).text).toContain("new Unleak password");
    expect(await textsTo(server, "+4915223456712")).toHaveLength(0);
  });
});
