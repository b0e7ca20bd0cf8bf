// Privacy (issue 19): a creator asks for her data from /settings, receives the mailed link, and
// downloads the ZIP once (a second use is refused); then she deletes her account with her password:
// her session ends at once; signing in again during the grace period shows the banner, and she cancels.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { mailLinkMatching, password, signIn, signUpAndVerify, uniqueEmail } from "./support";

// better-auth allows 3 sign-ups per 10 s from one address: leave the next spec file a fresh window.
test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

test("a creator exports her data once, then deletes her account and cancels during the grace period", async ({ page }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail("privacy");
  await signUpAndVerify(page, { name: "Nova Quill", email });

  await page.goto("/settings");
  await page.getByTestId("settings-export").getByRole("link", { name: "Export your data" }).click();
  await expect(page).toHaveURL(/\/settings\/export$/);
  await page.getByRole("button", { name: "Request my data" }).click();
  await expect(page.getByTestId("export-status")).toHaveAttribute("data-status", /queued|ready/);

  // The job builds it and mails the link; it opens the page with the one-time token.
  const mailed = /\/settings\/export\?token=[A-Za-z0-9_-]{43}/;
  await expect.poll(() => mailLinkMatching(email, mailed), { timeout: 90_000, message: "the export's mail" }).not.toBeNull();
  const link = mailLinkMatching(email, mailed)!;
  const token = new URL(link).searchParams.get("token")!;
  await page.goto(link);
  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download ZIP" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^unleak-data-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  const [account] = JSON.parse(strFromU8(zip["data/user.json"]!)) as Array<{ email: string; name: string }>;
  expect(account).toMatchObject({ email, name: "Nova Quill" });
  expect(strFromU8(zip["README.txt"]!)).toContain("Your Unleak data export");
  // Once only.
  const again = await page.request.get(`/api/privacy/exports/download?token=${token}`);
  expect(again.status()).toBe(410);
  await page.goto("/settings/export");
  await expect(page.getByTestId("export-status")).toHaveAttribute("data-status", "downloaded");

  // The danger zone: the password confirms; every session ends at once.
  await page.goto("/settings");
  const danger = page.getByTestId("settings-delete-account");
  await expect(danger).toContainText("14 days");
  await danger.getByLabel("Your password").fill(password);
  await danger.getByRole("button", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/login/);
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await expect.poll(() => mailLinkMatching(email, /\/login$/), { message: "the deletion's mail" }).not.toBeNull();

  // During the grace period she may sign in again: the banner offers to cancel.
  await signIn(page, email);
  const banner = page.getByTestId("deletion-banner");
  await expect(banner).toContainText("Your account is scheduled for deletion on");
  await banner.getByRole("button", { name: "Cancel deletion" }).click();
  await expect(banner).toBeHidden();
  await page.goto("/settings");
  await expect(page.getByTestId("settings-delete-account")).toBeVisible();
});
