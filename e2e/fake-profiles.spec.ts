// Fake profiles (issue 18) end to end on the sandbox web: an authorised creator whose real accounts
// are her official links opens Fake Profiles, checks, sees the impersonators the sandbox planted
// with their reasons (never her official account; the one she had not named she marks as hers),
// reports one (the notice goes to the platform's impersonation desk as her agent) and marks a fan
// page "not me", which then leaves the list.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { approveIdentityAsAdmin, demoCreatorPictures, signLetterOfAuthorisation, signUpAndVerify, submitIdentity, uniqueEmail } from "./support";

// better-auth allows 3 sign-ups per 10 s from one address: leave the next spec file a fresh window.
test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

/** The embedded sandbox's port, remembered in the e2e server's data folder (scripts/e2e-server.sh). */
const sandboxPort = () => readFileSync(`.data-test/e2e-${process.env.E2E_PORT ?? 3100}/sandbox-port`, "utf8").trim();

test("a creator sees the profiles impersonating her with their reasons, reports one and marks a fan page not her", async ({ page, browser }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const creator = uniqueEmail("fake-profiles");
  await signUpAndVerify(page, { name: "Nova Quill", email: creator });
  const origin = { origin: new URL(page.url()).origin };
  // Her stage name, her real Snapgram account as her official link (her Fanhub account she has not
  // told us about), and her pictures.
  const official = `http://snapgram.localhost:${sandboxPort()}/u/novaquill`;
  expect((await page.request.put("/api/profile/stage-names", { headers: origin, data: { names: ["Nova Quill"] } })).status()).toBe(200);
  expect((await page.request.put("/api/official-links", { headers: origin, data: { selections: [{ platformId: "custom", username: official }] } })).status()).toBe(200);
  await page.goto("/fullreport");
  await page.getByTestId("reference-input").setInputFiles(demoCreatorPictures);
  await expect(page.getByTestId("reference-item")).toHaveCount(demoCreatorPictures.length, { timeout: 30_000 });
  await signLetterOfAuthorisation(page, "Hannelore Quistorp");
  await submitIdentity(page);
  await approveIdentityAsAdmin(browser, creator);

  // The sidebar leads to Fake Profiles; nothing is found before a check.
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Fake Profiles" }).click();
  await expect(page).toHaveURL(/\/fake-profiles$/);
  await expect(page.getByRole("heading", { name: "Fake profiles", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Check now" }).click();
  const rows = page.getByTestId("fake-profile-row");
  await expect(rows.first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("check-running")).toHaveCount(0, { timeout: 90_000 });

  // The impersonators, high risk first, each with its reasons in words; her own accounts never.
  const impostor = rows.filter({ hasText: "@n0vaqu1ll" });
  await expect(impostor).toHaveCount(1);
  await expect(impostor.getByTestId("high-risk")).toHaveText("High risk");
  await expect(impostor.getByTestId("reason-list")).toContainText("Avatar matches your reference");
  await expect(impostor.getByTestId("reason-list")).toContainText("Username n0vaqu1ll is your name");
  await expect(rows.filter({ hasText: "@novaquill_backup" }).getByTestId("reason-list")).toContainText("posted pictures match your references");
  await expect(rows.filter({ hasText: "@novaquillvip" }).getByTestId("reason-list")).toContainText("Bio links to a known leak site");
  // Her official Snapgram account is never a candidate; her Fanhub account, which she had not named,
  // is hers: marked so, it leaves the list and joins her whitelist.
  const own = rows.filter({ has: page.getByRole("link", { name: "@novaquill", exact: true }) });
  await expect(own).toHaveCount(1);
  await expect(own).toContainText("Fanhub");
  await own.getByRole("button", { name: "My own account" }).click();
  await expect(page.getByText("Marked as your own account: it will not be shown again.")).toBeVisible();
  await expect(own).toHaveCount(0);

  // Reported as impersonation: filed with Snapgram's desk as her agent.
  await impostor.getByRole("button", { name: "Report as impersonation" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Unleak files the report with Snapgram as your agent");
  await dialog.getByRole("button", { name: "Report", exact: true }).click();
  await expect(impostor.getByTestId("reported-state")).toContainText("Reported");
  await expect
    .poll(async () => {
      const { notices } = (await (await page.request.get("/api/notices")).json()) as { notices: Array<{ address: string; status: string }> };
      return notices.find((notice) => notice.address === "impersonation@snapgram.example")?.status ?? "none";
    }, { message: "the impersonation notice sent to the platform", timeout: 60_000 })
    .toMatch(/sent|acknowledged|removed/);
  await impostor.getByRole("link", { name: "Follow the takedown case" }).click();
  await expect(page).toHaveURL(/\/leaks\/[0-9a-f-]+$/);
  await expect(page.getByText("Impersonating profile").first()).toBeVisible();

  // A fan page is not her: marked so, it leaves the list for good.
  await page.goto("/fake-profiles");
  const fans = page.getByTestId("fake-profile-row").filter({ hasText: "@novaquill_fans" });
  await expect(fans).toHaveCount(1);
  await expect(fans.getByTestId("high-risk")).toHaveCount(0);
  await expect(fans.getByTestId("reason-list")).toContainText("Says it is a fan page");
  await fans.getByRole("button", { name: "Not me" }).click();
  await expect(page.getByText("Marked as not you: it will not be shown again.")).toBeVisible();
  await expect(fans).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("fake-profile-row").first()).toBeVisible();
  await expect(page.getByTestId("fake-profile-row").filter({ hasText: "@novaquill_fans" })).toHaveCount(0);
});
