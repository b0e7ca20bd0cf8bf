// The app opened at http://127.0.0.1 instead of localhost (no APP_URL): both loopback names are
// trusted origins, so sign-up works there, with the strict Content-Security-Policy in force and the
// bot check solved by the browser.
import { expect, test } from "@playwright/test";
import { openLinkFromOutbox, password, uniqueEmail } from "./support";

test("a creator signs up at 127.0.0.1 under the Content-Security-Policy", async ({ page, baseURL }) => {
  const origin = baseURL!.replace("localhost", "127.0.0.1");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${origin}/register`);
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");

  const email = uniqueEmail("loopback");
  await page.getByLabel("E-mail", { exact: true }).fill(email);
  await page.getByLabel("Name", { exact: true }).fill("Nova Quill");
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("terms-checkbox").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByTestId("register-check-mailbox")).toBeVisible();
  await openLinkFromOutbox(page, email);
  expect(violations).toEqual([]);

  // better-auth's own origin check (a foreign Referer, no Origin) answers in our translated shape,
  // which the sign-in and sign-up forms show.
  const refused = await page.request.post(`${origin}/api/auth/sign-in/email`, {
    data: { email, password },
    headers: { referer: "https://evil.example/page", "accept-language": "fr" },
  });
  expect(refused.status()).toBe(403);
  const body = await refused.json();
  expect(body.error.code).toBe("CROSS_SITE_REQUEST");
  expect(body.message).toBe(body.error.message);
  expect(body.message).toContain("autre site");
});
