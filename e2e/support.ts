// Shared steps of the end-to-end tests: a new user's sign-up through the mailed link, read from
// the server's console (embedded mode prints every mail's links; the outbox is for admins only).
import { readFileSync } from "node:fs";
import { expect, type Page } from "@playwright/test";

export const password = "Correct-horse-9";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
}

export const adminEmail = "e2e-admin@example.test";
const consoleLog = `.data-test/e2e-${process.env.E2E_PORT ?? 3100}.console.log`;

/** The first link of the newest mail to `email`, as the server printed it on its console. */
export function latestMailLink(email: string): string | null {
  const printed = readFileSync(consoleLog, "utf8").split(`[mail] kept in the outbox for ${email}: `);
  if (printed.length < 2) return null;
  return /https?:\/\/\S+/.exec(printed[printed.length - 1])?.[0] ?? null;
}

/** Follows the first link of the newest mail to `email`. */
export async function openLinkFromOutbox(page: Page, email: string): Promise<void> {
  await expect.poll(() => latestMailLink(email), { message: `a mail to ${email}` }).not.toBeNull();
  await page.goto(latestMailLink(email)!);
}

/** Sign-up through /register and the mailed link, waiting out the sign-up rate limit if hit. */
export async function signUpAndVerify(page: Page, { name, email }: { name: string; email: string }): Promise<void> {
  await page.goto("/register");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("checkbox", { name: /Terms of Service/ }).check();
  const sent = page.getByTestId("register-check-mailbox");
  for (let attempt = 0; attempt < 4 && !(await sent.isVisible()); attempt += 1) {
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(sent.or(page.getByText("Registration error", { exact: true })).first()).toBeVisible();
    if (!(await sent.isVisible())) await page.waitForTimeout(4000);
  }
  await expect(sent).toBeVisible();
  await openLinkFromOutbox(page, email);
}

export async function signIn(page: Page, email: string, secret = password): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Draws a signature stroke with the mouse across the Letter of Authorisation's pad. */
export async function drawSignature(page: Page): Promise<void> {
  const box = (await page.getByTestId("signature-pad").boundingBox())!;
  await page.mouse.move(box.x + 30, box.y + box.height * 0.7);
  await page.mouse.down();
  for (let step = 1; step <= 12; step += 1) await page.mouse.move(box.x + 30 + step * 25, box.y + box.height * (0.7 - 0.4 * Math.sin(step / 2)), { steps: 3 });
  await page.mouse.up();
}

/** Signs the browser out and in as the e2e administrator (created by admin-outbox.spec.ts), signing them up when a spec runs alone. */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, adminEmail);
  const signedIn = await page
    .waitForURL(/\/dashboard|\/onboarding/, { timeout: 5000 })
    .then(() => true)
    .catch(() => false);
  if (!signedIn) await signUpAndVerify(page, { name: "Ada Admin", email: adminEmail });
}

/**
 * Waits until the form's bot check has solved its challenge (the ALTCHA widget shows "Verified"),
 * as a person does before pressing the button; pressed earlier, the form asks to wait and retry.
 */
export async function waitForBotCheck(page: Page): Promise<void> {
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
}
