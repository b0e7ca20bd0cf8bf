// Shared steps of the phone-account end-to-end tests (ADR 022): codes are read from the SMS that
// embedded mode prints on the server's console, and a phone account is made through /register.
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";
import { password } from "./support";

const consoleLog = `.data-test/e2e-${process.env.E2E_PORT ?? 3100}.console.log`;

/** How many SMS the server printed for `phoneNumber` (E.164). */
export const smsCount = (phoneNumber: string): number => readFileSync(consoleLog, "utf8").split(`[sms] kept in the outbox for ${phoneNumber}: `).length - 1;

/** The code of the newest SMS to `phoneNumber` (E.164), as the server printed it on its console. */
export function latestSmsCode(phoneNumber: string): string | null {
  const printed = readFileSync(consoleLog, "utf8").split(`[sms] kept in the outbox for ${phoneNumber}: `);
  if (printed.length < 2) return null;
  return /"(\d{6}) /.exec(printed[printed.length - 1])?.[0].slice(1, 7) ?? null;
}

/** A German mobile number nobody used yet, in E.164. */
export const uniquePhoneNumber = () => `+49151${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

/** Signs up through /register with a phone number (E.164, or `typed` as a person would) and the SMS code; ends signed in. */
export async function signUpByPhone(page: Page, phoneNumber: string, { typed = phoneNumber, name = "Phone Creator" } = {}): Promise<void> {
  await page.goto("/register");
  await page.getByRole("radio", { name: "Phone number" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill(typed);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("phone-code-form")).toBeVisible();
  await expect.poll(() => latestSmsCode(phoneNumber), { message: `an SMS to ${phoneNumber}` }).not.toBeNull();
  await page.getByLabel("Code from the SMS").fill(latestSmsCode(phoneNumber)!);
  await page.getByRole("button", { name: "Confirm and create account" }).click();
  await expect(page).not.toHaveURL(/\/register/);
}

/** Signs in with phone number and password through /login. */
export async function signInByPhone(page: Page, phoneNumber: string, secret = password): Promise<void> {
  await page.goto("/login");
  await page.getByRole("radio", { name: "Phone number" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill(phoneNumber);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign in" }).click();
}
