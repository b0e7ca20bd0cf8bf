// Issue 19: the last "coming soon" pages are real. Every route the issue names shows its own
// content in each of the four languages: a translated heading, and no placeholder in the page,
// whether a visitor or a signed-in creator opens it. (The sidebar's disabled "Tools" item keeps its
// "Coming soon", as the spec's §2.2 describes it.)
import { expect, type Page, test } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support";

const languages = ["en", "de", "es", "fr"] as const;
/** The placeholder these pages showed until issue 19, as each language worded it. */
const placeholders = ["Coming soon", "Demnächst verfügbar", "Próximamente", "Bientôt disponible"];

const publicRoutes = ["/faq", "/privacy-policy", "/terms-of-service", "/terms", "/imprint", "/contact", "/about", "/bookacall", "/affiliates", "/affilates", "/partners", "/partnes"];
const signedInRoutes = ["/earning-hub", "/settings/export", "/oauth-clients"];

async function textsIn(page: Page, language: (typeof languages)[number], routes: string[]): Promise<Record<string, string>> {
  await page.evaluate((lng) => localStorage.setItem("language", lng), language);
  const texts: Record<string, string> = {};
  for (const route of routes) {
    await page.goto(route);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const heading = page.getByRole("main").locator("h1").first();
    await expect(heading, `${route} in ${language}`).toBeVisible();
    await expect(page.getByText("Loading...")).toHaveCount(0);
    for (const placeholder of placeholders) await expect(page.getByRole("main").getByText(placeholder), `${route} in ${language}`).toHaveCount(0);
    expect((await heading.textContent())!.trim(), `${route} in ${language}`).not.toBe("");
    // The page as read: names such as "Earning Hub" stay, the rest is in the language.
    texts[route] = (await page.getByRole("main").innerText()).trim();
  }
  return texts;
}

/** Each page's text in each language; the other languages' texts differ from the English one. */
async function expectTranslatedPages(page: Page, routes: string[]): Promise<void> {
  const byLanguage: Record<string, Record<string, string>> = {};
  for (const language of languages) byLanguage[language] = await textsIn(page, language, routes);
  for (const route of routes) {
    const translated = languages.filter((language) => language !== "en" && byLanguage[language]![route] !== byLanguage.en![route]);
    expect(translated, route).toEqual(["de", "es", "fr"]);
  }
}

test("a visitor finds real content on every public page in the four languages", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/login");
  await expectTranslatedPages(page, publicRoutes);
});

test("a signed-in creator finds real content on the earning hub, the export and the OAuth clients in the four languages", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndVerify(page, { name: "Page Walker", email: uniqueEmail("walker") });
  await expectTranslatedPages(page, signedInRoutes);
});
