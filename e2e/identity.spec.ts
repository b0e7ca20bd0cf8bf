// /verify-identity as a new creator uses it: the empty form names what is missing, a PDF renamed
// .jpg is refused by the server under the picture it was given for, and the ID card's front, back
// and a selfie (pictures made here with sharp) are uploaded; the page then tells what happens next.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { signUpAndVerify, uniqueEmail } from "./support";

// better-auth allows 3 sign-ups per 10 s from one address: leave the next spec file a fresh window.
test.afterAll(async () => new Promise((resolve) => setTimeout(resolve, 10_000)));

const photo = (hue: number) =>
  sharp({ create: { width: 640, height: 400, channels: 3, background: { r: hue, g: 200 - hue / 2, b: 120 } } })
    .composite([{ input: Buffer.from(`<svg width="640" height="400"><rect x="40" y="60" width="180" height="240" fill="#333"/><text x="260" y="120" font-size="40">ID ${hue}</text></svg>`), top: 0, left: 0 }])
    .jpeg()
    .toBuffer();

test("a creator uploads an ID card and a selfie from /verify-identity", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndVerify(page, { name: "Nova Quill", email: uniqueEmail("identity") });
  await page.goto("/verify-identity");
  await expect(page.getByRole("heading", { name: "Verify your identity" })).toBeVisible();

  const submit = page.getByRole("button", { name: "Submit for review" });
  await submit.click();
  await expect(page.getByText("Please choose the type of document")).toBeVisible();
  await expect(page.getByTestId("identity-front").getByText("Please add this picture")).toBeVisible();
  await expect(page.getByTestId("identity-selfie").getByText("Please add this picture")).toBeVisible();

  await page.getByLabel("ID card").check();
  await expect(page.getByTestId("identity-back")).toBeVisible();
  const fileInput = (field: string) => page.getByTestId(`identity-${field}`).getByLabel(/Choose a file/);
  await expect(page.getByTestId("identity-selfie").getByLabel(/Use the camera/)).toHaveAttribute("capture", "user");

  const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  await fileInput("front").setInputFiles({ name: "id-front.jpg", mimeType: "image/jpeg", buffer: pdf });
  await fileInput("back").setInputFiles({ name: "id-back.jpg", mimeType: "image/jpeg", buffer: await photo(60) });
  await fileInput("selfie").setInputFiles({ name: "selfie.jpg", mimeType: "image/jpeg", buffer: await photo(160) });
  await expect(page.getByAltText("Preview: Back of the document")).toBeVisible();
  await submit.click();
  await expect(page.getByTestId("identity-front").getByText("This file is not a supported picture or video.")).toBeVisible();

  await fileInput("front").setInputFiles({ name: "id-front.jpg", mimeType: "image/jpeg", buffer: await photo(20) });
  await expect(page.getByTestId("identity-front").getByText("This file is not a supported picture or video.")).toHaveCount(0);
  await submit.click();
  const status = page.getByTestId("identity-status");
  await expect(status).toHaveAttribute("data-status", "pending");
  await expect(status.getByText("This usually takes a few working days.")).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("identity-status")).toHaveAttribute("data-status", "pending");
  await expect(page.getByTestId("identity-form")).toHaveCount(0);
});
