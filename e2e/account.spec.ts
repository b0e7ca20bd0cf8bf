// The account and settings pages: every profile field, niches, stage names and official links up
// to a complete profile; language, two-factor enrolment, active sessions, e-mail and password.
import { expect, test } from "@playwright/test";
import { password, signIn, signUpAndVerify, totp, uniqueEmail } from "./support";

// better-auth allows 3 sign-ups per 10 s from one address: leave the next spec file a fresh window.
test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

test("a creator completes the profile on /account", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail("account");
  await signUpAndVerify(page, { name: "Nova Quill", email });
  await page.goto("/account");
  await expect(page.getByTestId("profile-status")).toHaveText("Incomplete");
  await expect(page.getByLabel("First name")).toHaveValue("Nova");
  await expect(page.getByLabel("E-mail")).toHaveValue(email);

  const details = page.getByTestId("personal-details-form");
  await page.getByLabel("Last name").fill("");
  await page.getByLabel("Phone").fill("+49 30 1234567");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(details.getByText("This field is required.").first()).toBeVisible();
  await page.getByLabel("Last name").fill("Quill");
  await page.getByLabel("Date of birth").fill("1995-04-12");
  await page.getByLabel("Address").fill("Example Street 1");
  await page.getByLabel("Postal code").fill("10115");
  await page.getByLabel("City").fill("Berlin");
  await page.getByLabel("Country").fill("Germany");
  await details.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();

  const niches = page.getByTestId("tag-list-niches");
  await niches.getByLabel("New niche").fill("fitness");
  await niches.getByRole("button", { name: "Add" }).click();
  await niches.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Updated", { exact: true })).toBeVisible();

  const stageNames = page.getByTestId("tag-list-stageNames");
  await stageNames.getByLabel("New stage name").fill("Nova Quill");
  await stageNames.getByLabel("New stage name").press("Enter");
  await stageNames.getByRole("button", { name: "Save" }).click();

  const links = page.getByTestId("official-links-card");
  await links.getByTestId("platform-picker-trigger").click();
  await page.getByTestId("platform-picker").getByRole("searchbox").fill("kemono");
  await page.getByTestId("platform-picker").getByRole("button", { name: "Kemono", exact: true }).click();
  await page.getByLabel("Kemono username").fill(" @Nova_Quill ");
  await expect(page.getByLabel("Kemono username")).toHaveValue("nova_quill");
  await links.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("profile-status")).toHaveText("Complete");

  await page.reload();
  await expect(page.getByLabel("City")).toHaveValue("Berlin");
  await expect(page.getByLabel("Date of birth")).toHaveValue("1995-04-12");
  await expect(page.getByTestId("tag-list-niches")).toContainText("fitness");
  await expect(page.getByLabel("Kemono username")).toHaveValue("nova_quill");
  await expect(page.getByTestId("profile-status")).toHaveText("Complete");
});

test("Einstellungen bei 375 px: Zwei-Faktor mit QR-Code, Sitzungen, E-Mail und Passwort", async ({ page, browser }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const email = uniqueEmail("settings");
  await signUpAndVerify(page, { name: "Set Tings", email });
  await page.goto("/settings");
  await page.getByTestId("settings-language").getByRole("combobox").selectOption("de");
  await expect(page.getByRole("heading", { name: "Einstellungen", level: 1 })).toBeVisible();

  // Two-factor: password, QR code and recovery codes, then a code from the "app".
  const twoFactor = page.getByTestId("settings-two-factor");
  await expect(twoFactor.getByTestId("two-factor-status")).toHaveText("Aus");
  await twoFactor.getByRole("button", { name: "Zwei-Faktor-Authentifizierung einschalten" }).click();
  await twoFactor.getByLabel("Mit Ihrem Passwort bestätigen").fill(password);
  await twoFactor.getByRole("button", { name: "Weiter" }).click();
  await expect(twoFactor.getByTestId("two-factor-qr")).toBeVisible();
  await expect(twoFactor.getByTestId("two-factor-backup-codes").getByRole("listitem")).toHaveCount(10);
  const secret = (await twoFactor.locator("code").textContent())!.trim();
  await twoFactor.getByLabel("Code aus der App").fill(totp(secret));
  await twoFactor.getByRole("button", { name: "Bestätigen und einschalten" }).click();
  await expect(twoFactor.getByTestId("two-factor-status")).toHaveText("An");
  await expect(twoFactor.getByTestId("two-factor-backup-codes")).toBeHidden();

  // A second device signs in; "sign out other sessions" ends it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, email);
  await expect(otherPage.getByTestId("two-factor-form")).toBeVisible();
  await otherPage.getByLabel("Authentication code").fill(totp(secret));
  await otherPage.getByRole("button", { name: "Verify" }).click();
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await page.reload();
  const sessions = page.getByTestId("settings-sessions");
  await expect(sessions.getByTestId("session-row")).toHaveCount(2);
  await expect(sessions.getByText("Dieses Gerät")).toBeVisible();
  // Browser and system are named, not the raw user-agent string, and nothing overflows the card.
  await expect(sessions.getByTestId("session-device").first()).toHaveText(/^Chrome \d+ unter \w+/);
  await expect(sessions).not.toContainText("Mozilla/5.0");
  for (const row of await sessions.getByTestId("session-row").all()) {
    expect(await row.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  }
  await sessions.getByRole("button", { name: "Andere Sitzungen abmelden" }).click();
  await expect(sessions.getByTestId("session-row")).toHaveCount(1);
  await otherPage.goto("/dashboard");
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();

  // E-mail change: confirmed from the current address first.
  const emailCard = page.getByTestId("settings-email");
  await emailCard.getByLabel("Neue E-Mail-Adresse").fill(uniqueEmail("renamed"));
  await emailCard.getByRole("button", { name: "E-Mail ändern" }).click();
  await expect(emailCard.getByTestId("email-change-sent")).toContainText(email);

  // Password change.
  const passwordCard = page.getByTestId("settings-password");
  await passwordCard.getByLabel("Aktuelles Passwort", { exact: true }).fill(password);
  await passwordCard.getByLabel("Neues Passwort", { exact: true }).fill(`${password}-new`);
  await expect(passwordCard.getByTestId("password-strength-label")).toHaveText("Sehr stark");
  await passwordCard.getByRole("button", { name: "Passwort ändern" }).click();
  await expect(page.getByText("Ihr Passwort wurde geändert.")).toBeVisible();
});

test("a creator who lost the phone signs in with a recovery code", async ({ page }) => {
  const email = uniqueEmail("recovery");
  await signUpAndVerify(page, { name: "Re Covery", email });
  await page.goto("/settings");
  const twoFactor = page.getByTestId("settings-two-factor");
  await twoFactor.getByRole("button", { name: "Turn on two-factor authentication" }).click();
  await twoFactor.getByLabel("Confirm with your password").fill(password);
  await twoFactor.getByRole("button", { name: "Continue" }).click();
  const codes = twoFactor.getByTestId("two-factor-backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  const secret = (await twoFactor.locator("code").textContent())!.trim();
  await twoFactor.getByLabel("Code from the app").fill(totp(secret));
  await twoFactor.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(twoFactor.getByTestId("two-factor-status")).toHaveText("On");
  await page.context().clearCookies();

  await signIn(page, email);
  const form = page.getByTestId("two-factor-form");
  await form.getByRole("button", { name: "Use a recovery code instead" }).click();
  await form.getByLabel("Recovery code").fill("not-a-code");
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(form.getByText("The backup code is not valid.")).toBeVisible();
  await form.getByLabel("Recovery code").fill(recoveryCodes[0].trim());
  await form.getByRole("button", { name: "Verify" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
