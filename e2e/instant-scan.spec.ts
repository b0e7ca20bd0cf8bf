// The free instant scan as a visitor: live stages to complete, sandbox leaks with their quality,
// a second tab that re-attaches instead of starting another scan, the report by e-mail through
// confirming to confirmed, and the results (the scan and its leaks) on the dashboard after signing
// up with that e-mail.
import { expect, test } from "@playwright/test";
import { openLinkFromOutbox, signUpAndVerify, uniqueEmail, waitForBotCheck } from "./support";

test("a visitor scans for Nova Quill, gets the report by e-mail and finds it on the dashboard", async ({ page, context }) => {
  test.setTimeout(120_000);
  // Records every stage the progress card shows, to prove that they advance live.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { seenStages: string[] }).seenStages = []);
    new MutationObserver(() => {
      const stage = document.querySelector('[data-testid="scan-progress"]')?.getAttribute("data-stage");
      if (stage && seen.at(-1) !== stage) seen.push(stage);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-stage"] });
  });
  await page.goto("/fullreport");
  await expect(page).toHaveURL(/\/onboarding\?redirect=fullreport$/);

  await page.goto("/instant-scan");
  await page.getByRole("button", { name: "Start free scan" }).click();
  await expect(page.getByText("Please enter a creator name")).toBeVisible();

  await page.getByLabel("Creator name").fill("Nova Quill");
  await waitForBotCheck(page);
  await page.getByRole("button", { name: "Start free scan" }).click();
  const progress = page.getByTestId("scan-progress");
  await expect(progress).toBeVisible();
  await expect(page.getByRole("button", { name: "Scan running…" })).toBeDisabled();

  // A second tab follows the same scan and cannot start another one.
  const second = await context.newPage();
  await second.goto("/instant-scan");
  await expect(second.getByRole("button", { name: /Scan running…|View results/ }).or(second.getByRole("link", { name: "View results" }))).toBeVisible();
  await second.close();

  // The stages advance live until the scan completes and the results page opens.
  await expect(page).toHaveURL(/\/scan-results$/, { timeout: 90_000 });
  const stages = await page.evaluate(() => (window as unknown as { seenStages: string[] }).seenStages);
  const order = ["initiating", "searching_leak_databases", "scanning_piracy_networks", "analyzing_content_matches", "calculating_damage_estimates", "finalizing_results", "complete"];
  expect(new Set(stages).size).toBeGreaterThanOrEqual(3);
  expect(stages.map((stage) => order.indexOf(stage))).toEqual([...stages.map((stage) => order.indexOf(stage))].sort((a, b) => a - b));
  const result = page.getByTestId("scan-result");
  await expect(result.getByTestId("leak-count")).toHaveText(/^\d+ leaks? found$/);
  const leakCount = Number((await result.getByTestId("leak-count").textContent())!.match(/\d+/)![0]);
  expect(leakCount).toBeGreaterThan(0);
  await expect(result.getByTestId("damage-estimate")).toHaveText(/€/);
  await result.getByText("How we estimate this").click();
  await expect(result.getByText(/Share of viewers who would have subscribed/)).toBeVisible();
  await expect(result.getByTestId("sample-leak").first()).toBeVisible();
  // Without reference pictures every sample is a name mention, and says so.
  await expect(result.getByTestId("sample-leak").first().getByTestId("evidence-badge")).toHaveText("Name mention (no picture match)");

  // The report by e-mail: confirming, then confirmed through the mailed link.
  const email = uniqueEmail("instant");
  await page.getByLabel("Your e-mail").fill(email);
  await page.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByTestId("report-confirming")).toContainText(email);
  expect(await page.evaluate(() => [localStorage.getItem("scanResultsEmail"), localStorage.getItem("scanResultsTimestamp")])).toEqual([email, expect.stringMatching(/^\d+$/)]);
  await openLinkFromOutbox(page, email);
  await expect(page).toHaveURL(/\/scan-results\?confirmed=1$/);
  await expect(page.getByTestId("report-confirmed")).toBeVisible();
  await expect(page.getByTestId("leak-count")).toHaveText(`${leakCount} leaks found`);

  // Signing up with that e-mail links the scan to the new account.
  await signUpAndVerify(page, { name: "Nova Quill", email });
  await page.goto("/dashboard");
  const instant = page.locator('[data-testid="scan-history-item"][data-kind="instant"]');
  await expect(instant).toContainText("Instant scan");
  await expect(instant).toContainText(`${leakCount} leaks found`);
  // Its leaks are the account's now, and the history entry opens the scan's own page.
  await expect(page.getByTestId("stat-found")).toHaveText(String(leakCount));
  await instant.getByRole("link").click();
  await expect(page).toHaveURL(/\/scans\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("scan-page").getByTestId("leak-count")).toHaveText(`${leakCount} leaks found`);
});
