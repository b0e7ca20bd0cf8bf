// A creator's full scan: reference pictures uploaded, a full scan with picture matches and their
// evidence, the PDF report, one match marked as licensed, and a rescan that does not bring it back.
import { readdirSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support";

const assets = path.resolve("packages/sandbox/assets/creator");
const pictures = readdirSync(assets).filter((name) => name.endsWith(".jpg")).map((name) => path.join(assets, name));

async function runFullScan(page: Page, button: string) {
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByTestId("scan-progress")).toBeVisible();
  await expect(page.getByTestId("scan-result")).toBeVisible({ timeout: 90_000 });
}

test("a creator uploads references, runs a full scan and marks a match as licensed", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndVerify(page, { name: "Nova Quill", email: uniqueEmail("full") });
  await page.goto("/fullreport");
  await expect(page.getByText("You have not run a full scan yet.")).toBeVisible();

  await page.getByTestId("reference-input").setInputFiles(pictures);
  await expect(page.getByTestId("reference-item")).toHaveCount(pictures.length, { timeout: 30_000 });
  await page.getByTestId("reference-input").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(page.getByTestId("reference-error")).toBeVisible();

  await runFullScan(page, "Run a full scan");
  await expect(page.getByTestId("sample-leak").filter({ hasText: "Picture match" }).first()).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF report" }).click();
  expect((await download).suggestedFilename()).toMatch(/^unleak-report-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByText("Preview is being downloaded")).toBeVisible();

  // A picture match's evidence beside the reference it matched.
  const { leaks } = (await (await page.request.get("/api/leaks?pageSize=100")).json()) as { leaks: Array<{ id: string; kind: string; siteId: string; url: string }> };
  const picture = leaks.find((leak) => leak.kind === "picture")!;
  expect(picture).toBeTruthy();
  await page.goto(`/leaks?site=${picture.siteId}`);
  await expect(page.locator(`[data-leak-id="${picture.id}"]`)).toBeVisible();
  await page.locator(`[data-leak-id="${picture.id}"]`).getByRole("link", { name: "Details" }).click();
  const detail = page.getByTestId("leak-detail");
  await expect(detail.getByTestId("leak-evidence")).toContainText(picture.url);
  await expect(detail.getByTestId("leak-evidence")).toContainText("HTTP status");
  await expect(detail.getByRole("img", { name: "Your reference" })).toBeVisible();
  await expect(detail.getByRole("img", { name: "Found copy" })).toBeVisible();

  await detail.getByRole("button", { name: "Licensed content" }).click();
  await expect(page.getByText("Marked: it will not be reported again.")).toBeVisible();
  await expect(page).toHaveURL(/\/leaks$/);
  await page.goto(`/leaks?site=${picture.siteId}`);
  await expect(page.getByTestId("leak-total")).toBeVisible();
  await expect(page.locator(`[data-leak-id="${picture.id}"]`)).toHaveCount(0);

  // A rescan does not report the licensed page again.
  await page.goto("/fullreport");
  await runFullScan(page, "Scan again");
  await page.goto(`/leaks?site=${picture.siteId}`);
  await expect(page.getByTestId("leak-total")).toBeVisible();
  await expect(page.locator(`[data-leak-id="${picture.id}"]`)).toHaveCount(0);
  const after = (await (await page.request.get("/api/leaks?pageSize=100")).json()) as { leaks: Array<{ url: string }> };
  expect(after.leaks.map((leak) => leak.url)).not.toContain(picture.url);
});
