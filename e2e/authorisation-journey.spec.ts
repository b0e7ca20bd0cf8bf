// Issue 11 end to end, as a new creator and an administrator live it: the creator signs up and
// sees "Pending", signs the Letter of Authorisation with a drawn signature, uploads an ID and a
// selfie; an administrator approves in another browser; the creator's open /authorisation page
// turns "Authorized" and the verified badge appears, without a reload.
import { expect, test } from "@playwright/test";
import { drawSignature, identityPhoto as photo, signInAsAdmin, signUpAndVerify, uniqueEmail } from "./support";

test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

test("a creator becomes Authorized once the letter is signed and an administrator approves the ID", async ({ page, browser }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const creator = uniqueEmail("journey");
  await signUpAndVerify(page, { name: "Nova Quill", email: creator });
  await page.goto("/authorisation");
  await expect(page.getByTestId("authorisation-status")).toHaveText("Pending");
  await expect(page.getByTestId("verified-badge")).toHaveCount(0);

  // The letter: the empty form answers each message in turn, then a drawn signature signs it.
  await page.goto("/digital-signature");
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

  // The ID: a passport and a selfie from /verify-identity.
  await page.goto("/verify-identity");
  await page.getByLabel("Passport").check();
  const fileInput = (field: string) => page.getByTestId(`identity-${field}`).getByLabel(/Choose a file/);
  await fileInput("front").setInputFiles({ name: "passport.jpg", mimeType: "image/jpeg", buffer: await photo(30) });
  await fileInput("selfie").setInputFiles({ name: "selfie.jpg", mimeType: "image/jpeg", buffer: await photo(210) });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByTestId("identity-status")).toHaveAttribute("data-status", "pending");

  await page.goto("/authorisation");
  await expect(page.getByTestId("step-letter")).toHaveAttribute("data-done", "true");
  await expect(page.getByTestId("authorisation-status")).toHaveText("Pending");

  // An administrator approves, in a browser of their own.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/admin/identity");
  const card = admin.getByTestId("identity-verification").filter({ hasText: creator });
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Approved. The creator has been told.")).toBeVisible();
  await adminContext.close();

  // The creator's page, never reloaded, follows.
  await expect(page.getByTestId("authorisation-status")).toHaveText("Authorized", { timeout: 30_000 });
  await expect(page.getByTestId("step-identity")).toHaveAttribute("data-done", "true");
  await expect(page.getByTestId("verified-badge")).toBeVisible({ timeout: 30_000 });
});
