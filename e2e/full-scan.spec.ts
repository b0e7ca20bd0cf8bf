// A creator's full scan: reference pictures uploaded, a full scan with picture matches and their
// evidence, the PDF report, one match marked as licensed after a confirmation, a rescan that does not
// bring it back, the match under the Whitelisted filter and restored; a verdict undone from its toast.
import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { demoCreatorPictures as pictures, runFullScan, signUpAndVerify, uniqueEmail } from "./support";

test("a creator uploads references, runs a full scan and marks a match as licensed", async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndVerify(page, { name: "Nova Quill", email: uniqueEmail("full") });
  await page.goto("/fullreport");
  await expect(page.getByText("You have not run a full scan yet.")).toBeVisible();

  await page.getByTestId("reference-input").setInputFiles(pictures);
  await expect(page.getByTestId("reference-item")).toHaveCount(pictures.length, { timeout: 30_000 });
  // A bad file among good ones: the good one is kept, the bad one is named with its reason.
  await page.getByTestId("reference-input").setInputFiles([
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") },
    { name: "again.jpg", mimeType: "image/jpeg", buffer: readFileSync(pictures[0]) },
  ]);
  await expect(page.getByTestId("reference-rejected")).toHaveText("notes.txt: This file is not a supported picture or video.");
  await expect(page.getByTestId("reference-item")).toHaveCount(pictures.length + 1);
  await expect(page.getByTestId("reference-quota")).toContainText(`${pictures.length + 1} of 10 files`);

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
  // Strongest evidence first; a name mention never claims a picture match.
  await page.goto("/leaks");
  await expect(page.getByTestId("leak-row").first().getByTestId("evidence-badge")).toHaveAttribute("data-evidence", /exact|high|good/);
  const name = leaks.find((leak) => leak.kind === "name");
  if (name) {
    await page.goto(`/leaks?site=${name.siteId}&quality=name`);
    await expect(page.locator(`[data-leak-id="${name.id}"]`).getByTestId("evidence-badge")).toHaveText("Name mention (no picture match)");
  }

  await page.goto(`/leaks?site=${picture.siteId}`);
  await expect(page.locator(`[data-leak-id="${picture.id}"]`)).toBeVisible();
  await page.locator(`[data-leak-id="${picture.id}"]`).getByRole("link", { name: "Details" }).click();
  const detail = page.getByTestId("leak-detail");
  await expect(detail.getByTestId("leak-evidence")).toContainText(picture.url);
  await expect(detail.getByTestId("leak-evidence")).toContainText("HTTP status");
  await expect(detail.getByRole("img", { name: "Your reference" })).toBeVisible();
  await expect(detail.getByRole("img", { name: "Found copy" })).toBeVisible();

  // The verdict is asked for, naming its consequence; cancelling changes nothing.
  await detail.getByRole("button", { name: "Licensed content" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("never be reported");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toHaveCount(0);
  await detail.getByRole("button", { name: "Licensed content" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Whitelist it" }).click();
  await expect(page.getByText("Whitelisted: it will not be reported again.")).toBeVisible();
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
  const after = (await (await page.request.get("/api/leaks?pageSize=100")).json()) as { total: number; leaks: Array<{ id: string; siteId: string; url: string }> };
  expect(after.leaks.map((leak) => leak.url)).not.toContain(picture.url);

  // The dashboard counts what is true: found, awaiting review, whitelisted; nothing "pending".
  await page.goto("/dashboard");
  await expect(page.getByTestId("stat-whitelisted")).toHaveText("1");
  await expect(page.getByTestId("stat-found")).toHaveText(String(after.total));
  await expect(page.getByTestId("dashboard-stats")).not.toContainText("Pending");

  // Under the Whitelisted filter, and restored from there.
  await page.getByTestId("dashboard-stats").getByRole("link", { name: /Whitelisted by you/ }).click();
  await expect(page).toHaveURL(/\/leaks\?status=whitelisted$/);
  const whitelisted = page.locator(`[data-leak-id="${picture.id}"]`);
  await expect(whitelisted).toBeVisible();
  await whitelisted.getByRole("button", { name: "Restore" }).click();
  await expect(page.getByText("Restored: it is listed and will be reported again.")).toBeVisible();
  await expect(whitelisted).toHaveCount(0);
  await page.goto(`/leaks?site=${picture.siteId}`);
  await expect(page.locator(`[data-leak-id="${picture.id}"]`)).toBeVisible();

  // A verdict is undone from its toast.
  const other = after.leaks.find((leak) => leak.id !== picture.id)!;
  await page.goto(`/leaks/${other.id}`);
  await page.getByTestId("leak-detail").getByRole("button", { name: "False match" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Whitelist it" }).click();
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(page.getByText("Restored: it is listed and will be reported again.")).toBeVisible();
  await page.goto(`/leaks?site=${other.siteId}`);
  await expect(page.locator(`[data-leak-id="${other.id}"]`)).toBeVisible();
  await page.goto("/leaks?status=whitelisted");
  await expect(page.getByTestId("leak-total")).toHaveText("0 leaks");
});
