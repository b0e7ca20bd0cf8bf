// The foundation as a new user meets it: sign-up, the verification link from the outbox,
// sign-in, the shell in English and German, sign-out; errors and the responsive sidebar.
import { expect, test } from "@playwright/test";
import { password, signIn, signUpAndVerify, uniqueEmail } from "./support";

test("a new user signs up, verifies the e-mail, signs in, switches to German and signs out", async ({ page, context }) => {
  const email = uniqueEmail("nova");
  await signUpAndVerify(page, { name: "Nova Quill", email });

  // The verification link signs the user in; start from a clean browser to sign in by hand.
  await context.clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const welcome = page.getByTestId("welcome-block");
  await expect(welcome).toContainText("Welcome");
  await expect(welcome.getByTestId("welcome-name")).toHaveText("Nova");
  await expect(welcome.getByTestId("welcome-plan")).toHaveText("Standard Plan");

  await page.getByRole("combobox", { name: "Language" }).selectOption("de");
  await expect(page.getByTestId("welcome-block")).toContainText("Willkommen");
  await expect(page.getByTestId("welcome-plan")).toHaveText("Standard Plan");
  await expect(page.getByTestId("sidebar").getByRole("link", { name: "Vollständiger Scan & Referenzen" })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByTestId("welcome-block")).toContainText("Willkommen");

  await page.getByTestId("logout-button").click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText("Erfolgreich abgemeldet", { exact: true })).toBeVisible();
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/login/);
});

test("a wrong password gives a clear error", async ({ page }) => {
  const email = uniqueEmail("wrong");
  await signUpAndVerify(page, { name: "Wrong Password", email });
  await page.context().clearCookies();
  await signIn(page, email, `${password}-nope`);
  await expect(page.getByTestId("login-error")).toHaveText(/Invalid e-mail or password/);
  await expect(page).toHaveURL(/\/login$/);
});

test("an unknown route shows the not-found page", async ({ page }) => {
  await page.goto("/this-page-does-not-exist");
  await expect(page.getByTestId("not-found")).toBeVisible();
});

test("the sidebar collapses on desktop and becomes a drawer at 375 px", async ({ page }) => {
  const email = uniqueEmail("sidebar");
  await signUpAndVerify(page, { name: "Side Bar", email });
  await page.goto("/dashboard");
  const sidebar = page.getByTestId("sidebar");
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");
  // The width animates: wait for it to settle rather than measuring once.
  const width = async () => Math.round((await sidebar.boundingBox())?.width ?? 0);
  await expect.poll(width).toBe(248);
  await page.getByRole("button", { name: "Collapse sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "true");
  await expect.poll(width).toBe(72);
  await page.getByRole("button", { name: "Expand sidebar" }).click();
  await expect(sidebar).toHaveAttribute("data-collapsed", "false");

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await expect(drawer).toBeVisible();
  await expect.poll(async () => Math.round((await drawer.boundingBox())?.width ?? 0)).toBe(256);
  await drawer.getByRole("link", { name: "Leak Crawler" }).click();
  await expect(page).toHaveURL(/\/leak-crawler$/);
  await expect(drawer).toBeHidden();
});
