// Agencies (issue 17), as they live it: an agency applies and an administrator approves it, so it
// lands on /agency; it invites a creator who accepts, signs her letter naming the agency and has
// her ID approved; the agency uploads her reference pictures, runs a scan for her and requests a
// removal; she sees the request attributed to the agency. A plain creator opening /agency is told
// "Access Denied" and sent to her dashboard.
import { expect, test } from "@playwright/test";
import {
  addStageNameAndOfficialLink,
  adminNav,
  approveIdentityAsAdmin,
  demoCreatorPictures,
  mailLinkMatching,
  signInAsAdmin,
  signLetterOfAuthorisation,
  signUpAndVerify,
  submitIdentity,
  uniqueEmail,
} from "./support";

// better-auth allows 3 sign-ups per 10 s from one address: leave the next spec file a fresh window.
test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

test("an agency is approved, a creator joins and authorises it, and the agency scans and requests a removal for her", async ({ page, browser }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const owner = uniqueEmail("agency-owner");
  await signUpAndVerify(page, { name: "Vera Agent", email: owner });

  // The application, from the public page.
  await page.goto("/agency/apply");
  const form = page.getByRole("main");
  await form.getByLabel("Company name").fill("Starlight Talent");
  await form.getByLabel("Website").fill("https://starlight.example");
  await form.getByLabel("Contact name").fill("Vera Agent");
  await form.getByLabel("Contact e-mail").fill(owner);
  await form.getByLabel("Roster size").selectOption("6-20");
  await form.getByLabel("Message").fill("We manage twelve creators on OnlyFans and Fansly.");
  await form.getByRole("button", { name: "Apply as an agency" }).click();
  await expect(page.getByTestId("agency-application-status")).toBeVisible();

  // An administrator approves it in the review area.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin");
  await adminNav(admin).getByRole("link", { name: /Agency applications/ }).click();
  const application = admin.getByTestId("agency-application").filter({ hasText: "Starlight Talent" });
  await expect(application).toContainText("We manage twelve creators");
  await application.getByRole("button", { name: "Approve agency" }).click();
  await expect(admin.getByTestId("agency-application").filter({ hasText: "Starlight Talent" })).toHaveCount(0);
  await adminContext.close();

  // The agency now lands on /agency, wherever it goes in the app.
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/agency$/);
  await expect(page.getByText("Starlight Talent").first()).toBeVisible();

  // It invites a creator by e-mail; she is pending until she accepts.
  const creator = uniqueEmail("roster");
  await page.goto("/agency/add-creator");
  await page.getByLabel("Creator's e-mail").fill(creator);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await page.goto("/agency/creators");
  await expect(page.getByTestId("roster-creator").filter({ hasText: creator })).toHaveAttribute("data-status", "invited");

  // She signs up, accepts through the mailed link, and authorises the agency: a letter naming it and her ID.
  const creatorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const she = await creatorContext.newPage();
  await signUpAndVerify(she, { name: "Nova Quill", email: creator });
  await expect.poll(() => mailLinkMatching(creator, /agency-invitation\?token=/)).not.toBeNull();
  await she.goto(mailLinkMatching(creator, /agency-invitation\?token=/)!);
  await she.getByRole("button", { name: "Accept invitation" }).click();
  await expect(she.getByText("Starlight Talent").first()).toBeVisible();
  await addStageNameAndOfficialLink(she, "Nova Quill", "novaquill");
  await signLetterOfAuthorisation(she, "Hannelore Quistorp");
  await submitIdentity(she);
  await approveIdentityAsAdmin(browser, creator);

  // The agency works for her: her reference pictures, a full scan, a removal request.
  await page.goto("/agency/creators");
  const row = page.getByTestId("roster-creator").filter({ hasText: "Nova Quill" });
  await expect(row).toHaveAttribute("data-status", "active");
  await row.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/agency\/creator\//);
  await page.getByLabel("Upload reference pictures").setInputFiles(demoCreatorPictures);
  await expect(page.getByTestId("creator-references")).toContainText(`${demoCreatorPictures.length} of`, { timeout: 30_000 });
  await page.getByRole("button", { name: "Run a full scan" }).click();
  const pictureLeak = page.getByTestId("creator-leak").filter({ hasText: "Picture match" }).first();
  await expect(async () => {
    await page.reload();
    await expect(pictureLeak).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 120_000 });
  await expect(page.getByTestId("creator-gate")).toHaveCount(0);
  await pictureLeak.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Request removal" }).click();
  await expect(page.getByText(/Removal requested for 1 leak/)).toBeVisible();

  // She sees who asked, on her own notices.
  await expect(async () => {
    await she.goto("/notices");
    await expect(she.getByText(/Requested by Starlight Talent/).first()).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 90_000 });
  await creatorContext.close();
});

test("a creator who is no agency member opening /agency is told so and sent to her dashboard", async ({ page }) => {
  await signUpAndVerify(page, { name: "Plain Creator", email: uniqueEmail("plain") });
  await page.goto("/agency/creators");
  await expect(page.getByText("Access Denied")).toBeVisible();
  await expect(page.getByText("You don't have permission to access the agency dashboard.")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});
