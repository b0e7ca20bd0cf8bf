// Every route of the app fits a 375 px phone, signed out and signed in: nothing is wider than the
// viewport. The routes come from the web app's typed paths, so a new route is covered by itself.
import { expect, test, type Page } from "@playwright/test";
import { paths } from "../apps/web/src/config/paths";
import { signIn, signUpAndVerify, uniqueEmail } from "./support";

const phone = { width: 375, height: 812 };

/** Every route pattern in config/paths, as a URL to visit (parameters and splats filled in). */
function routeUrls(node: unknown): string[] {
  if (typeof node !== "object" || node === null) return [];
  if ("path" in node && typeof node.path === "string") {
    const url = node.path.replace(/:[a-zA-Z]+/g, "00000000-0000-4000-8000-000000000000").replace(/\*$/, "no-such-page");
    return [url.startsWith("/") ? url : `/${url}`];
  }
  return Object.values(node).flatMap(routeUrls);
}

const urls = [...new Set(routeUrls(paths))];

/** The page's width beyond the viewport, with the widest offenders named, once it has settled. */
async function overflowOf(page: Page, url: string): Promise<string | null> {
  await page.goto(url);
  // Every signed-in page keeps the live events stream open and never goes idle: a moment to settle, then the loaders decide.
  await page.waitForLoadState("networkidle", { timeout: 1_500 }).catch(() => undefined);
  await expect(page.getByRole("status").filter({ hasText: /Loading|Checking authentication/ })).toHaveCount(0);
  return page.evaluate((limit) => {
    const width = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    if (width <= limit) return null;
    const offenders = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
      .filter((element) => element.getBoundingClientRect().right > limit + 1)
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    return `${location.pathname}: ${width}px (${offenders.join(" | ")})`;
  }, phone.width);
}

async function tooWide(page: Page, extra: string[] = []): Promise<string[]> {
  const found: string[] = [];
  for (const url of [...urls, ...extra]) {
    const overflow = await overflowOf(page, url);
    // Pages that send a signed-in creator elsewhere (sign-in, sign-up) are measured there once.
    if (overflow && !found.some((earlier) => earlier.split(":")[0] === overflow.split(":")[0])) found.push(overflow);
  }
  return found;
}

test("a signed-in creator finds /fullreport inside the shell, and toasts leave the top bar free", async ({ page }) => {
  const email = uniqueEmail("fullreport");
  await signUpAndVerify(page, { name: "Full Report", email });
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/fullreport");
  await expect(page.getByTestId("sidebar")).toBeVisible();
  await expect(page.getByTestId("logout-button")).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  await expect(page.getByTestId("sidebar").getByRole("link", { name: "Full scan & references" })).toHaveAttribute("aria-current", "page");

  // Help & Support without a configured chat explains it in a toast: below the 16-unit top bar.
  await page.getByTestId("sidebar").getByRole("button", { name: "Help & Support" }).click();
  const toast = page.locator("[data-sonner-toast]").first();
  await expect(toast).toBeVisible();
  const header = await page.locator("header").first().boundingBox();
  const box = await toast.boundingBox();
  expect(header && box && box.y >= header.y + header.height).toBe(true);
});

test("sign-in leads to the free scan and to sign-up; the landing page offers sign-up", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Run a free leak check" })).toHaveAttribute("href", "/home");
  await expect(page.getByRole("link", { name: "Create one" })).toHaveAttribute("href", "/register");
  await page.getByRole("link", { name: "Run a free leak check" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  await expect(page.getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/register");
  await expect(page.getByTestId("landing-claims")).toContainText(/Sites monitored: \d+/);
  await expect(page.getByText(/1000\+|1,200/)).toHaveCount(0);
});

test.describe("at 375 x 812", () => {
  test.use({ viewport: phone });

  // Last in the file: each sweep loads every page, and the many session checks that make can
  // reach the auth rate limit of the one test address, which would sign out a later test.
  test("no page is wider than the phone, signed out", async ({ page }) => {
    test.setTimeout(300_000);
    expect(urls.length).toBeGreaterThan(40);
    expect(await tooWide(page)).toEqual([]);
  });

  test("no page is wider than the phone, signed in, with leaks and a scan history", async ({ page }) => {
    test.setTimeout(420_000);
    // The demo creator's name: the full scan finds leaks, so the dashboard, the leaks and a leak's
    // page show long URLs and real rows.
    await signUpAndVerify(page, { name: "Nova Quill", email: uniqueEmail("narrow") });
    await page.goto("/fullreport");
    await page.getByRole("button", { name: "Run a full scan" }).click();
    await expect(page.getByTestId("scan-result")).toBeVisible({ timeout: 120_000 });
    const [leak] = ((await (await page.request.get("/api/leaks")).json()) as { leaks: Array<{ id: string }> }).leaks;
    expect(leak).toBeDefined();
    expect(await tooWide(page, [paths.app.leak.getHref(leak.id)])).toEqual([]);
  });
});
