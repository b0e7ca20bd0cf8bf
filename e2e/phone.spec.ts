// Sign-up and sign-in with a phone number and a password (issue 9, creator 17; ADR 022): the code
// comes by SMS, which embedded mode keeps in the outbox and prints on the server's console.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { password } from "./support";

const consoleLog = `.data-test/e2e-${process.env.E2E_PORT ?? 3100}.console.log`;

/** The code of the newest SMS to `phoneNumber` (E.164), as the server printed it on its console. */
function latestSmsCode(phoneNumber: string): string | null {
  const printed = readFileSync(consoleLog, "utf8").split(`[sms] kept in the outbox for ${phoneNumber}: `);
  if (printed.length < 2) return null;
  return /"(\d{6}) /.exec(printed[printed.length - 1])?.[0].slice(1, 7) ?? null;
}

test("a creator signs up with a phone number, confirms the SMS code, then signs in with phone and password", async ({ page, context }) => {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const phoneNumber = `+49151${digits}`;

  await page.goto("/register");
  await page.getByRole("radio", { name: "Phone number" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill(`+49 151 ${digits}`);
  await page.getByLabel("Name", { exact: true }).fill("Phone Creator");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page.getByTestId("phone-code-form")).toBeVisible();
  await expect.poll(() => latestSmsCode(phoneNumber), { message: `an SMS to ${phoneNumber}` }).not.toBeNull();
  await page.getByLabel("Code from the SMS").fill(latestSmsCode(phoneNumber)!);
  await page.getByRole("button", { name: "Confirm and create account" }).click();
  await expect(page).not.toHaveURL(/\/register/);
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session.user).toMatchObject({ name: "Phone Creator", phoneNumber, phoneNumberVerified: true });

  await context.clearCookies();
  await page.goto("/login");
  await page.getByRole("radio", { name: "Phone number" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill(phoneNumber);
  await page.getByLabel("Password", { exact: true }).fill("Wrong-horse-1");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByTestId("login-error")).toHaveText("Invalid phone number or password.");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
  expect((await (await page.request.get("/api/auth/get-session")).json()).user.phoneNumber).toBe(phoneNumber);
  // The app goes by the number, never by the account's placeholder e-mail.
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-email")).toHaveText(phoneNumber);
  await page.goto("/settings");
  await expect(page.getByTestId("settings-page")).toBeVisible();
  await expect(page.getByTestId("settings-email")).toHaveCount(0);

  // A forgotten password is reset with a code by SMS.
  await context.clearCookies();
  const signUpCode = latestSmsCode(phoneNumber);
  await page.goto("/forgot-password");
  await page.getByRole("radio", { name: "Phone number" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill(phoneNumber);
  await page.getByRole("button", { name: "Send code by SMS" }).click();
  await expect.poll(() => latestSmsCode(phoneNumber), { message: "a reset code by SMS" }).not.toBe(signUpCode);
  await page.getByLabel("Code from the SMS").fill(latestSmsCode(phoneNumber)!);
  await page.getByLabel("New password", { exact: true }).fill("Fresh-horse-42");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByTestId("phone-reset-done")).toBeVisible();
  await page.goto("/login");
  await page.getByRole("radio", { name: "Phone number" }).click();
  await page.getByLabel("Phone number", { exact: true }).fill(phoneNumber);
  await page.getByLabel("Password", { exact: true }).fill("Fresh-horse-42");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/login/);
});
