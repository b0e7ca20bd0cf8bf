// The admin panel (issue 16), tried as people use it: an administrator (ADMIN_EMAILS, two-factor
// on) finds a creator by e-mail and bans her with a reason; her open page turns into "Account
// Suspended" with that reason without a reload, and her API calls answer 403; she appeals in the
// app; the administrator sees the appeal, lifts the ban with an answer; she signs in again. The audit
// log shows both actions. A broadcast reaches two signed-in creators live.
import { expect, type Page, test } from "@playwright/test";
import { adminNav, identityPhoto, signIn, signInAsAdmin, signUpAndVerify, uniqueEmail } from "./support";

// better-auth allows 3 sign-ups per 10 s from one address: leave the next spec file a fresh window.
test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

test("an administrator bans a creator, she appeals in the app, the ban is lifted and she signs in again", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const creator = uniqueEmail("suspended");
  await signUpAndVerify(page, { name: "Nova Quill", email: creator });
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();

  // The administrator, in another browser, finds her by e-mail and bans her with a reason.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin");
  await adminNav(admin).getByRole("link", { name: "Users" }).click();
  await admin.getByLabel("Search users").fill(creator);
  await admin.getByLabel("Search users").press("Enter");
  await admin.getByRole("link", { name: creator }).click();
  await expect(admin.getByRole("heading", { name: creator })).toBeVisible();
  await admin.getByRole("button", { name: "Ban", exact: true }).click();
  const banDialog = admin.getByRole("dialog", { name: "Ban this account" });
  await banDialog.getByLabel("Reason").fill("Reports other creators' accounts as leaks");
  await banDialog.getByLabel("Admin notes").fill("Three complaints this week");
  await banDialog.getByRole("button", { name: "Ban account" }).click();
  await expect(admin.getByTestId("admin-user-status")).toHaveText("Banned");

  // Her open page turns into the suspension screen by itself, with the reason and the notes.
  const suspended = page.getByTestId("banned-screen");
  await expect(suspended).toBeVisible({ timeout: 30_000 });
  await expect(suspended).toContainText("Account Suspended");
  await expect(suspended).toContainText("Reports other creators' accounts as leaks");
  await expect(suspended).toContainText("Three complaints this week");
  const refused = await page.request.get("/api/leaks");
  expect(refused.status()).toBe(403);
  expect((await refused.json()).error.code).toBe("ACCOUNT_SUSPENDED");

  // She appeals in the app, without any chat service, with a piece of evidence.
  await page.getByLabel("Explanation").fill("These are my own accounts under another stage name; the contracts are attached.");
  await page.getByLabel("Evidence").setInputFiles({ name: "contract.jpg", mimeType: "image/jpeg", buffer: await identityPhoto(90) });
  await page.getByRole("button", { name: "Send appeal" }).click();
  await expect(page.getByTestId("appeal-status")).toBeVisible();
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login/);

  // The administrator sees the appeal waiting, reads it, and lifts the ban with an answer.
  await admin.goto("/admin");
  await expect(adminNav(admin).getByRole("link", { name: /Appeals/ }).getByTestId("admin-waiting-count")).toBeVisible();
  await adminNav(admin).getByRole("link", { name: /Appeals/ }).click();
  const appeal = admin.getByTestId("appeal").filter({ hasText: creator });
  await expect(appeal).toContainText("These are my own accounts");
  await appeal.getByLabel("Answer").fill("We checked the contracts: the accounts are yours. Sorry for the trouble.");
  await appeal.getByRole("button", { name: "Lift the ban" }).click();
  await expect(admin.getByTestId("appeal").filter({ hasText: creator })).toHaveCount(0);

  // Both actions are in the audit log, with who did them and why.
  await adminNav(admin).getByRole("link", { name: "Audit log" }).click();
  await admin.getByLabel("Search the audit log").fill(creator);
  await admin.getByRole("button", { name: "Search" }).click();
  const entries = admin.getByTestId("audit-entry");
  await expect(entries.filter({ hasText: "Suspended the account" })).toContainText("Reports other creators' accounts as leaks");
  await expect(entries.filter({ hasText: "Answered an appeal" })).toContainText("We checked the contracts");
  await adminContext.close();

  // She signs in again and uses the product.
  await signIn(page, creator);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByTestId("banned-screen")).toHaveCount(0);
  expect((await page.request.get("/api/leaks")).status()).toBe(200);
});

test("a broadcast reaches two signed-in creators live, each in her language", async ({ browser }) => {
  test.setTimeout(120_000);
  const creators = await Promise.all(["broadcast-en", "broadcast-de"].map(async (prefix) => ({ email: uniqueEmail(prefix), context: await browser.newContext() })));
  const pages = [];
  for (const { email, context } of creators) {
    const page = await context.newPage();
    await signUpAndVerify(page, { name: "Nova Quill", email });
    pages.push(page);
  }
  const [english, german] = pages as [Page, Page];
  // The second creator uses the app in German (Settings → language), as the stream and the list do.
  await german.goto("/settings");
  const saved = german.waitForResponse((response) => response.url().endsWith("/api/profile/language") && response.ok());
  await german.getByTestId("settings-language").getByRole("combobox").selectOption("de");
  await saved;
  for (const page of pages) {
    await page.goto("/dashboard");
    await expect(page.getByTestId("notification-bell")).toHaveAttribute("data-live", "connected");
  }

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin");
  await adminNav(admin).getByRole("link", { name: "Broadcasts" }).click();
  const texts = {
    English: ["Maintenance tonight", "Scans pause from 23:00 to 23:30."],
    German: ["Wartung heute Abend", "Scans pausieren von 23:00 bis 23:30."],
    Spanish: ["Mantenimiento esta noche", "Los escaneos se pausan de 23:00 a 23:30."],
    French: ["Maintenance ce soir", "Les analyses s'arrêtent de 23h00 à 23h30."],
  };
  for (const [language, [title, message]] of Object.entries(texts)) {
    await admin.getByLabel(`Title (${language})`).fill(title!);
    await admin.getByLabel(`Message (${language})`).fill(message!);
  }
  await admin.getByRole("button", { name: "Send broadcast" }).click();
  await admin.getByRole("dialog", { name: "Send to everybody?" }).getByRole("button", { name: "Send to everybody" }).click();

  // Both open pages show it at once, without a reload: a toast, then the bell's list.
  await expect(english.getByText("Maintenance tonight").first()).toBeVisible({ timeout: 15_000 });
  await expect(german.getByText("Wartung heute Abend").first()).toBeVisible({ timeout: 15_000 });
  await expect(german.getByText("Maintenance tonight")).toHaveCount(0);
  await adminContext.close();
  for (const { context } of creators) await context.close();
});
