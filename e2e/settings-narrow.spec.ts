// Settings and the account page on a 375 px phone in their widest states (issue 9: "settings
// 1002 px"): a phone account in German, many sessions from browsers with long user-agent strings,
// the two-factor QR code and recovery codes open, a long e-mail address just sent a link, and the
// code step of a phone number change. Nothing may be wider than the viewport.
import { expect, request, test, type Page } from "@playwright/test";
import { signUpByPhone, uniquePhoneNumber } from "./phone-support";
import { password, signIn, signUpAndVerify, uniqueEmail } from "./support";

const phone = { width: 375, height: 812 };
const longEmail = "sehr.lange.adresse.einer.kreativen.person.ohne.jeden.umbruch@verwaltung-der-agentur-mit-langem-namen.example.test";
const userAgents = [
  "Mozilla/5.0 (Linux; Android 14; SM-S928B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/140.0.7339.51 Mobile Safari/537.36 Instagram 350.0.0.33.77 Android (34/14; 480dpi; 1080x2340; samsung; SM-S928B; e3q; qcom; de_DE; 652011411)",
  `UnbekannterBrowserMitSehrLangemNamenOhneLeerzeichen/${"9".repeat(40)}_${"x".repeat(200)}`,
  "Mozilla/5.0 (iPad; CPU OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
];

/** Switches the signed-in page to German on a 375 px viewport. */
async function germanPhone(page: Page) {
  await page.setViewportSize(phone);
  await page.evaluate(() => window.localStorage.setItem("language", "de"));
}

/** The page's width beyond the viewport, with the widest offenders named; null when it fits. */
async function overflow(page: Page, state: string): Promise<string | null> {
  await expect(page.getByRole("status").filter({ hasText: /Loading|Wird geladen|Checking authentication|Anmeldung wird geprüft/ })).toHaveCount(0);
  return page.evaluate(
    ({ limit, state }) => {
      const width = document.documentElement.scrollWidth;
      if (width <= limit) return null;
      const offenders = Array.from(document.body.querySelectorAll<HTMLElement>("*"))
        .filter((element) => element.getBoundingClientRect().right > limit + 1)
        .slice(-3)
        .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
      return `${state}: ${width}px (${offenders.join(" | ")})`;
    },
    { limit: phone.width, state },
  );
}

test("settings and the account page fit 375 px for a phone account in German with every panel open", async ({ page, baseURL }) => {
  const phoneNumber = uniquePhoneNumber();
  await signUpByPhone(page, phoneNumber, { name: "Dr. Maximiliane Alexandra von Hohenzollern-Sigmaringen" });
  // More sessions, from browsers that announce themselves at length.
  for (const userAgent of userAgents.flatMap((agent) => [agent, agent])) {
    const other = await request.newContext({ baseURL, userAgent });
    const signedIn = await other.post("/api/auth/sign-in/phone-number", { data: { phoneNumber, password } });
    expect(signedIn.status()).toBe(200);
    await other.dispose();
  }
  await germanPhone(page);
  const found: string[] = [];
  const measure = async (state: string) => {
    const problem = await overflow(page, state);
    if (problem) found.push(problem);
  };

  await page.goto("/account");
  await expect(page.getByTestId("sign-in-phone")).toBeVisible();
  await measure("/account");

  await page.goto("/settings");
  await expect(page.getByTestId("session-row")).toHaveCount(userAgents.length * 2 + 1);
  await measure("/settings");

  const twoFactor = page.getByTestId("settings-two-factor");
  await twoFactor.getByRole("button", { name: "Zwei-Faktor-Authentifizierung einschalten" }).click();
  await twoFactor.getByLabel("Mit Ihrem Passwort bestätigen").fill(password);
  await twoFactor.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByTestId("two-factor-qr")).toBeVisible();
  await measure("/settings, two-factor QR code and recovery codes");

  const emailCard = page.getByTestId("settings-email");
  await emailCard.getByLabel("E-Mail-Adresse", { exact: true }).fill(longEmail);
  await emailCard.getByRole("button", { name: "E-Mail-Adresse hinzufügen" }).click();
  await expect(page.getByTestId("email-change-sent")).toBeVisible();
  await measure("/settings, link sent to a long address");

  const phoneCard = page.getByTestId("settings-phone");
  await phoneCard.getByLabel("Neue Telefonnummer").fill(uniquePhoneNumber());
  await phoneCard.getByLabel("Aktuelles Passwort").fill(password);
  await phoneCard.getByRole("button", { name: "Code per SMS senden" }).click();
  await expect(page.getByTestId("phone-change-sent")).toBeVisible();
  await measure("/settings, phone number change waiting for the code");

  expect(found).toEqual([]);
});

test("settings fit 375 px for an e-mail account with a very long address, in German, after asking to change it", async ({ page }) => {
  const email = uniqueEmail("maximiliane.alexandra.von.hohenzollern.sigmaringen.kreativ");
  await signUpAndVerify(page, { name: "Maximiliane", email });
  await page.context().clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await germanPhone(page);
  await page.goto("/settings");
  await expect(page.getByTestId("settings-email")).toContainText(email);
  expect(await overflow(page, "/settings")).toBeNull();
  const emailCard = page.getByTestId("settings-email");
  await emailCard.getByLabel("Neue E-Mail-Adresse").fill(longEmail);
  await emailCard.getByRole("button", { name: "E-Mail ändern" }).click();
  await expect(page.getByTestId("email-change-sent")).toBeVisible();
  expect(await overflow(page, "/settings, change of a long address to a longer one")).toBeNull();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
});
