// The API described for people: /api/docs renders the OpenAPI document (generated from the
// contracts) in Swagger UI, from our own origin, under the strict Content-Security-Policy.
import { expect, test } from "@playwright/test";

test("the API documentation renders every resource under the Content-Security-Policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/api/docs");
  expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
  await expect(page.getByRole("heading", { name: /Unleak API/ })).toBeVisible();
  // One tag per resource, each with its operations. A long document's resources are drawn as they
  // scroll into view (Swagger UI's virtual list): the last one, Agencies, appears at the end.
  await expect(page.locator(".opblock-tag").first()).toBeVisible();
  await expect(page.getByText("/captcha", { exact: true }).first()).toBeVisible();
  await page.mouse.move(640, 400);
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(page.getByRole("heading", { name: /^Agencies/ })).toBeVisible({ timeout: 500 });
  }).toPass({ intervals: [0], timeout: 60_000 });
  expect(violations).toEqual([]);
});
