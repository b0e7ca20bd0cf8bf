// Integration-test helpers for phone accounts (ADR 022): the SMS kept in the outbox, and a phone
// account signed up and verified through the real endpoints. SMS leave in the background, so the
// readers wait for the message to arrive.
import { mailOutbox } from "@unleak/db";
import { and, desc, eq } from "drizzle-orm";
import { expect } from "vitest";
import { testPassword, type TestBrowser, type TestServer } from "../testing/test-server";

/** The SMS kept for `to` (E.164), newest first. */
export const textsTo = (server: TestServer, to: string) =>
  server.runtime.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, to), eq(mailOutbox.channel, "sms"))).orderBy(desc(mailOutbox.createdAt));

/** The newest SMS to `to` once there are `count` of them. */
export async function awaitText(server: TestServer, to: string, count = 1) {
  await expect.poll(async () => (await textsTo(server, to)).length, { message: `${count} SMS to ${to}` }).toBeGreaterThanOrEqual(count);
  return (await textsTo(server, to))[0];
}

/** The six-digit code of the newest SMS to `to`, once there are `count` SMS. */
export async function awaitCode(server: TestServer, to: string, count = 1): Promise<string> {
  const code = (await awaitText(server, to, count)).text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** A browser signed in to a new phone account (number in E.164). */
export async function phoneAccountBrowser(server: TestServer, phoneNumber: string, name = "Nova Quill"): Promise<TestBrowser> {
  const browser = server.browser();
  const before = (await textsTo(server, phoneNumber)).length;
  expect((await browser.request("/api/auth/phone/sign-up", { json: { phoneNumber, password: testPassword, name } })).status).toBe(200);
  const code = await awaitCode(server, phoneNumber, before + 1);
  expect((await browser.request("/api/auth/phone/verify", { json: { phoneNumber, code } })).status).toBe(200);
  return browser;
}
