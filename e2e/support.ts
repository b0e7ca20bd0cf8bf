// Shared steps of the end-to-end tests: a new user's sign-up through the mailed link, read from
// the server's console (embedded mode prints every mail's links; the outbox is for admins only).
import { createHmac } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Browser, expect, type Page } from "@playwright/test";
import sharp from "sharp";

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

/** The newest link to `email` that matches `pattern`, in any of the mails the server printed. */
export function mailLinkMatching(email: string, pattern: RegExp): string | null {
  const mails = readFileSync(consoleLog, "utf8")
    .split(`[mail] kept in the outbox for ${email}: `)
    .slice(1)
    .map((mail) => mail.split("[mail] kept in the outbox for ")[0]!);
  const links = mails.flatMap((mail) => mail.match(/https?:\/\/\S+/g) ?? []).filter((link) => pattern.test(link));
  return links.at(-1) ?? null;
}

/** Follows the first link of the newest mail to `email`. */
export async function openLinkFromOutbox(page: Page, email: string): Promise<void> {
  await expect.poll(() => latestMailLink(email), { message: `a mail to ${email}` }).not.toBeNull();
  await page.goto(latestMailLink(email)!);
}

/**
 * A creator without a plan gets the unpaid modal on most pages (spec §2.3); specs about other
 * journeys answer it as a person would once, "Continue without protection", which lasts for the
 * browser session: set before any page script runs. Specs about the modal pass `planModal: true`.
 */
async function continueWithoutPlan(page: Page, email: string): Promise<void> {
  await page.addInitScript((account) => {
    try {
      window.sessionStorage.setItem("subscriptionModalDismissed", account);
    } catch {
      // no storage: the spec sees the modal
    }
  }, email);
}

/** Sign-up through /register and the mailed link, waiting out the sign-up rate limit if hit. */
export async function signUpAndVerify(page: Page, { name, email, planModal = false }: { name: string; email: string; planModal?: boolean }): Promise<void> {
  if (!planModal) await continueWithoutPlan(page, email);
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

export async function signIn(page: Page, email: string, secret = password, { planModal = false }: { planModal?: boolean } = {}): Promise<void> {
  if (!planModal) await continueWithoutPlan(page, email);
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

/** RFC 6238 code for a base32 secret, as an authenticator app would show it. */
export function totp(secret: string, now = Date.now()): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, "0");
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 1000 / 30)));
  const digest = createHmac("sha1", key).update(counter).digest();
  const offset = digest[digest.length - 1] & 0xf;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

/** Turns on two-factor on /settings as a person does (English interface); answers the app's secret. */
export async function turnOnTwoFactor(page: Page, secret = password): Promise<string> {
  await page.goto("/settings");
  const twoFactor = page.getByTestId("settings-two-factor");
  await twoFactor.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await twoFactor.getByLabel("Confirm with your password").fill(secret);
  await twoFactor.getByRole("button", { name: "Continue" }).click();
  await expect(twoFactor.getByTestId("two-factor-backup-codes").getByRole("listitem")).toHaveCount(10);
  const appSecret = (await twoFactor.locator("code").textContent())!.trim();
  await twoFactor.getByLabel("Code from the app").fill(totp(appSecret));
  await twoFactor.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(twoFactor.getByTestId("two-factor-status")).toHaveText("On");
  return appSecret;
}

/** The e2e administrator's authenticator secret, kept beside the server's fresh data (scripts/e2e-server.sh). */
const adminSecretFile = `.data-test/e2e-${process.env.E2E_PORT ?? 3100}/e2e-admin-totp`;

/** Turns on the e2e administrator's two-factor (the admin panel needs it) and keeps the secret for later sign-ins. */
export async function enrolAdminTwoFactor(page: Page): Promise<void> {
  writeFileSync(adminSecretFile, await turnOnTwoFactor(page));
}

/**
 * Signs the browser out and in as the e2e administrator (created by admin-outbox.spec.ts), with
 * the second factor every admin needs; signs them up and turns it on when a spec runs alone.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.context().clearCookies();
  await signIn(page, adminEmail);
  const secondFactor = page.getByTestId("two-factor-form");
  const arrived = await Promise.race([
    page.waitForURL(/\/dashboard|\/onboarding/, { timeout: 5000 }).then(() => "signed-in" as const),
    secondFactor.waitFor({ timeout: 5000 }).then(() => "second-factor" as const),
  ]).catch(() => "no-account" as const);
  if (arrived === "second-factor" && existsSync(adminSecretFile)) {
    await secondFactor.getByLabel("Authentication code").fill(totp(readFileSync(adminSecretFile, "utf8").trim()));
    await secondFactor.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL(/\/dashboard|\/onboarding/);
    return;
  }
  if (arrived === "no-account") await signUpAndVerify(page, { name: "Ada Admin", email: adminEmail });
  await enrolAdminTwoFactor(page);
}

/** The admin panel's own navigation, where its sections are. */
export const adminNav = (page: Page) => page.getByRole("navigation", { name: "Admin panel" });

/**
 * Waits until the form's bot check has solved its challenge (the ALTCHA widget shows "Verified"),
 * as a person does before pressing the button; pressed earlier, the form asks to wait and retry.
 */
export async function waitForBotCheck(page: Page): Promise<void> {
  await expect(page.getByRole("checkbox", { name: "Verified" })).toBeChecked({ timeout: 30_000 });
}

/** The sandbox's demo creator's reference pictures: uploaded as references, the full scan finds their copies. */
const demoCreatorAssets = path.resolve("packages/sandbox/assets/creator");
export const demoCreatorPictures = readdirSync(demoCreatorAssets)
  .filter((name) => name.endsWith(".jpg"))
  .map((name) => path.join(demoCreatorAssets, name));

/** Starts a full scan from /fullreport with the given button and waits for its result. */
export async function runFullScan(page: Page, button: string): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("scan-progress")).toBeVisible();
  await expect(page.getByTestId("scan-result")).toBeVisible({ timeout: 90_000 });
}

/** A plain coloured JPEG standing in for an identity document or a selfie. */
export const identityPhoto = (hue: number): Promise<Buffer> =>
  sharp({ create: { width: 640, height: 420, channels: 3, background: { r: hue, g: 140, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

/** Signs the Letter of Authorisation on /digital-signature under the given legal name. */
export async function signLetterOfAuthorisation(page: Page, legalName: string): Promise<void> {
  await page.goto("/digital-signature");
  await page.getByLabel("Full name").fill(legalName);
  await page.getByLabel("Protected content description").fill("Photos and videos I publish as Nova Quill");
  // The pad is drawn on with the mouse, so it must be on screen.
  await page.getByTestId("signature-pad").scrollIntoViewIfNeeded();
  await drawSignature(page);
  await page.getByRole("button", { name: "Sign authorization" }).click();
  await expect(page.getByTestId("letter-form-notice")).toHaveText("Authorization successfully signed!");
}

/** Submits a passport and a selfie on /verify-identity for review. */
export async function submitIdentity(page: Page): Promise<void> {
  await page.goto("/verify-identity");
  await page.getByLabel("Passport").check();
  const fileInput = (field: string) => page.getByTestId(`identity-${field}`).getByLabel(/Choose a file/);
  await fileInput("front").setInputFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: await identityPhoto(30) });
  await fileInput("selfie").setInputFiles({ name: "selfie.jpg", mimeType: "image/jpeg", buffer: await identityPhoto(210) });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("identity-status")).toHaveAttribute("data-status", "pending");
}

/** An administrator, in a browser context of their own, approves the identity the creator submitted. */
export async function approveIdentityAsAdmin(browser: Browser, creatorEmail: string): Promise<void> {
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/identity");
  const card = admin.getByTestId("identity-verification").filter({ hasText: creatorEmail });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Approved. The creator has been told.")).toBeVisible();
  await adminContext.close();
}

/** On /account: the stage name every notice names as the rights holder, and an official link to the works. */
export async function addStageNameAndOfficialLink(page: Page, stageName: string, onlyFansUsername: string): Promise<void> {
  await page.goto("/account");
  const stageNames = page.getByTestId("tag-list-stageNames");
  await stageNames.getByLabel("New stage name").fill(stageName);
  await stageNames.getByLabel("New stage name").press("Enter");
  await stageNames.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated", { exact: true })).toBeVisible();
  const links = page.getByTestId("official-links-card");
  await links.getByTestId("platform-picker-trigger").click();
  await page.getByTestId("platform-picker").getByRole("searchbox").fill("only");
  await page.getByTestId("platform-picker").getByRole("button", { name: "OnlyFans", exact: true }).click();
  await page.getByLabel("OnlyFans username").fill(onlyFansUsername);
  await links.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get("/api/profile")).json()), { message: "the official link saved" })
    .toContain(`onlyfans.com/${onlyFansUsername}`);
}
