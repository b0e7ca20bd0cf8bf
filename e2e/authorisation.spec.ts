// The Letter of Authorisation as a new creator meets it: /authorisation says "Pending" with both
// steps open, the empty form answers each of the spec's messages in turn, a signature drawn with
// the mouse signs the letter, and the status then shows the letter signed (identity still open).
import { expect, test } from "@playwright/test";
import { drawSignature, signUpAndVerify, uniqueEmail } from "./support";

// better-auth allows 3 sign-ups per 10 s from one address: leave the next spec file a fresh window.
test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

test("a creator signs the Letter of Authorisation", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndVerify(page, { name: "Nova Quill", email: uniqueEmail("letter") });

  await page.goto("/authorisation");
  await expect(page.getByTestId("authorisation-status")).toHaveText("Pending");
  await expect(page.getByTestId("step-letter")).toHaveAttribute("data-done", "false");
  await expect(page.getByTestId("step-identity")).toHaveAttribute("data-done", "false");
  await page.getByTestId("step-letter").getByRole("link", { name: "Open" }).click();
  await expect(page).toHaveURL(/\/digital-signature$/);
  await expect(page.getByRole("heading", { name: "Letter of Authorisation" })).toBeVisible();
  await expect(page.getByTestId("letter-text")).toContainText("Version 2026-11-24");
  await expect(page.getByTestId("letter-text")).toContainText("DMCA");

  const notice = page.getByTestId("letter-form-notice");
  const sign = page.getByRole("button", { name: "Sign authorization" });
  await sign.click();
  await expect(notice).toHaveText("Please enter your full name");
  await page.getByLabel("Full name").fill("Nova Quill");
  await sign.click();
  await expect(notice).toHaveText("Please describe the content to be protected");
  await page.getByLabel("Protected content description").fill("Photos and videos I publish as Nova Quill");
  await sign.click();
  await expect(notice).toHaveText("Please create a signature first");

  await drawSignature(page);
  await sign.click();
  await expect(notice).toHaveText("Authorization successfully signed!");
  await expect(page.getByTestId("current-letter")).toContainText("Nova Quill");
  await expect(page.getByTestId("current-letter").getByRole("link", { name: "Download signed PDF" })).toHaveAttribute("href", /\/api\/digital-signature\/[0-9a-f-]+\/document\.pdf$/);

  await page.goto("/authorisation");
  await expect(page.getByTestId("step-letter")).toHaveAttribute("data-done", "true");
  await expect(page.getByTestId("authorisation-status")).toHaveText("Pending");
});
