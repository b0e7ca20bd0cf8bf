// Shared steps of the end-to-end tests: a new user's sign-up through the real outbox.
import { expect, type Page } from "@playwright/test";

export const password = "Correct-horse-9";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

/** Opens the newest mail to `email` in the developer outbox and follows its first link. */
export async function openLinkFromOutbox(page: Page, email: string): Promise<void> {
  await page.goto("/dev/outbox");
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole("link").first().click();
}

export async function signUpAndVerify(page: Page, { name, email }: { name: string; email: string }): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("register-check-mailbox")).toBeVisible();
  await openLinkFromOutbox(page, email);
}

export async function signIn(page: Page, email: string, secret = password): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}
