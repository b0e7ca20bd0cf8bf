// The identity review (issue 11), as an administrator works it: a creator's uploaded ID waits at
// /admin/identity beside her profile's name and date of birth; a rejection asks for its reason,
// the creator resubmits, and an approval clears the queue and reaches the creator.
// Runs after admin-outbox.spec.ts, which creates the e2e administrator (signed in here when it exists).
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { adminNav, signIn, signInAsAdmin, signUpAndVerify, uniqueEmail } from "./support";

const picture = (hue: number) =>
  sharp({ create: { width: 640, height: 420, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .jpeg()
    .toBuffer();

async function submitPassport(page: Page) {
  const file = async (name: string, hue: number) => ({ name, mimeType: "image/jpeg", buffer: await picture(hue) });
  const response = await page.request.post("/api/identity-verification", {
    headers: { origin: new URL(page.url()).origin },
    multipart: { documentType: "passport", front: await file("passport.jpg", 40), selfie: await file("selfie.jpg", 200) },
  });
  expect(response.status()).toBe(201);
}

test("an administrator rejects with a reason, then approves the resubmitted ID", async ({ page }) => {
  const creator = uniqueEmail("identity-creator");
  await signUpAndVerify(page, { name: "Nova Quill", email: creator });
  const origin = { origin: new URL(page.url()).origin };
  expect((await page.request.patch("/api/profile", { headers: origin, data: { firstName: "Nova", lastName: "Quill", dateOfBirth: "1996-04-12" } })).status()).toBe(200);
  await submitPassport(page);
  // A creator never reaches the review.
  expect((await page.request.get("/api/admin/identity-verifications")).status()).toBe(403);

  await signInAsAdmin(page);
  await page.goto("/admin");
  await adminNav(page).getByRole("link", { name: /Identity review/ }).click();
  await expect(page).toHaveURL(/\/admin\/identity$/);
  const card = page.getByTestId("identity-verification").filter({ hasText: creator });
  await expect(card).toContainText("Nova Quill");
  await expect(card).toContainText("Passport");
  const front = card.getByRole("img", { name: "Front of the ID" });
  await expect(front).toBeVisible();
  await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(card.getByRole("img", { name: "Selfie holding the ID" })).toBeVisible();

  await card.getByRole("button", { name: "Reject" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Please give a reason.")).toBeVisible();
  await dialog.getByLabel("Reason").fill("The passport photo is blurred.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(page.getByText("Rejected. The creator has been told the reason.")).toBeVisible();
  await expect(card).toHaveCount(0);

  // The creator reads the reason and uploads again.
  await page.context().clearCookies();
  await signIn(page, creator);
  await page.waitForURL(/\/dashboard|\/onboarding/);
  const notifications = await (await page.request.get("/api/notifications")).json();
  expect(JSON.stringify(notifications)).toContain("The passport photo is blurred.");
  await submitPassport(page);

  await signInAsAdmin(page);
  await page.goto("/admin/identity");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("Approved. The creator has been told.")).toBeVisible();
  await expect(card).toHaveCount(0);
});
