// Sign-up and sign-in with a phone number and a password (issue 9, creator 17; ADR 022): the code
// comes by SMS, which embedded mode keeps in the outbox and prints on the server's console.
import { expect, test } from "@playwright/test";
import { latestSmsCode, signInByPhone, signUpByPhone } from "./phone-support";
import { password } from "./support";

test("a creator signs up with a phone number, confirms the SMS code, then signs in with phone and password", async ({ page, context }) => {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, "0");
  const phoneNumber = `+49151${digits}`;

  await signUpByPhone(page, phoneNumber, { typed: `+49 151 ${digits}` });
  const session = await (await page.request.get("/api/auth/get-session")).json();
  expect(session.user).toMatchObject({ name: "Phone Creator", phoneNumber, phoneNumberVerified: true });

  await context.clearCookies();
  await signInByPhone(page, phoneNumber, "Wrong-horse-1");
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
  await expect(page.getByTestId("settings-email")).toContainText(`You sign in with your phone number ${phoneNumber}.`);
  await expect(page.getByTestId("settings-page")).not.toContainText("unleak.invalid");

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
