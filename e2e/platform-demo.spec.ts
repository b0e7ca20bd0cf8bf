// The platform demo shows the demo creator's own scan, shared by every visitor: never the
// visitor's last free scan, and it starts none of the visitor's free scans (the server side of
// "still there at the daily limit" is in instant-scans.int.test.ts).
import { expect, test } from "@playwright/test";
import { waitForBotCheck } from "./support";

test("the platform demo shows Nova Quill's leaks, not the visitor's last free scan", async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto("/instant-scan");
  await page.getByLabel("Creator name").fill("Someone Else Entirely");
  await waitForBotCheck(page);
  await page.getByRole("button", { name: "Start free scan" }).click();
  await expect(page).toHaveURL(/\/scan-results$/, { timeout: 90_000 });
  await expect(page.getByTestId("leak-count")).toHaveText("0 leaks found");

  const started: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/api/instant-scans")) started.push(request.url());
  });
  await page.goto("/platform-demo");
  const demo = page.getByTestId("platform-demo");
  await expect(demo.getByText(/Nova Quill/).first()).toBeVisible();
  await expect(demo.getByTestId("leak-count")).toHaveText(/^\d+ leaks? found$/, { timeout: 90_000 });
  expect(Number((await demo.getByTestId("leak-count").textContent())!.match(/\d+/)![0])).toBeGreaterThan(0);
  await expect(demo.getByTestId("demo-steps").locator('[data-state="active"]')).toContainText("You see how many leaks we found");
  expect(started).toEqual([]);
});
