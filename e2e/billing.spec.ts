// Plans and payment end to end (issue 15), against the sandbox's Stripe-compatible hosted pages:
// step 4 pays through checkout and the header badge follows; a declined card leaves the user
// unpaid with the modal outside the exempt pages; the portal cancels at the period end. These
// creators meet the unpaid modal (planModal: true) instead of continuing without a plan.
import { expect, test, type Page } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support";

const checkoutPage = /^http:\/\/stripe\.localhost:\d+\/c\/pay\//;
const portalPage = /^http:\/\/stripe\.localhost:\d+\/p\/session\//;

async function payAtCheckout(page: Page, card: string): Promise<void> {
  await expect(page).toHaveURL(checkoutPage);
  await page.getByLabel("Card number").fill(card);
  await page.getByRole("button", { name: "Pay", exact: true }).click();
}

/** A new creator, signed in through the mailed link; /subscription-plans → checkout for Creator Pro. */
async function openProCheckout(page: Page, name: string): Promise<void> {
  await signUpAndVerify(page, { name, email: uniqueEmail("billing"), planModal: true });
  await page.goto("/subscription-plans");
  const choose = page.getByRole("button", { name: "Choose Creator Pro" });
  await expect(choose).toBeEnabled();
  await choose.click();
  await expect(page).toHaveURL(checkoutPage);
  await expect(page.getByRole("heading", { name: /Creator Pro/ })).toBeVisible();
  await expect(page.getByText("€199.00 per month")).toBeVisible();
}

test("onboarding step 4: Pay €199 goes through checkout and back, and the header badge reads Creator Pro", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signUpAndVerify(page, { name: "Paula Pay", email: uniqueEmail("billing-onboard"), planModal: true });
  await expect(page.getByTestId("tier-badge")).toHaveText("Standard");

  // Signed in on the way into onboarding, as Google brings a creator back (the sandbox has no Google).
  await page.goto("/onboarding?provider=google");
  await expect(page.getByTestId("onboarding-progress")).toHaveText("(2/4)");
  await page.getByTestId("terms-checkbox").check();
  await page.getByRole("button", { name: "Next", exact: true }).click();
  await page.getByRole("button", { name: "Skip for now" }).click();
  await expect(page.getByTestId("onboarding-progress")).toHaveText("(4/4)");
  await page.getByRole("button", { name: "Pay €199" }).click();

  await expect(page).toHaveURL(checkoutPage);
  await expect(page.getByRole("heading", { name: /Creator Pro/ })).toBeVisible();
  await expect(page.getByText("€199.00 per month")).toBeVisible();
  await payAtCheckout(page, "4242 4242 4242 4242");

  // The webhook may land a moment after the browser: the badge follows within the activation's re-checks.
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
  await expect(page.getByTestId("tier-badge")).toHaveText("Creator Pro", { timeout: 30_000 });
  await expect(page.getByTestId("welcome-plan")).toHaveText("Pro Plan");
  await expect(page.getByTestId("subscription-modal")).toBeHidden();
  await expect(page.getByRole("link", { name: "Upgrade Plan" })).toHaveAttribute("href", "/subscription-plans");

  await page.goto("/subscription-plans");
  await expect(page.getByTestId("plan-option-pro")).toContainText("Current plan");
  await expect(page.getByTestId("plan-option-elite").getByRole("button", { name: "Upgrade" })).toBeVisible();
  await expect(page.getByTestId("plan-option-starter").getByRole("button", { name: "Downgrade" })).toBeVisible();
});

test("a declined card leaves the user unpaid: the modal on /dashboard, none on /faq, and Refresh Status re-checks", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openProCheckout(page, "Dana Declined");
  await payAtCheckout(page, "4000 0000 0000 0002");
  await expect(page.getByText("Your card was declined.")).toBeVisible();
  await expect(page).toHaveURL(checkoutPage);

  await page.getByRole("link", { name: "Back to Unleak" }).click();
  await expect(page).toHaveURL(/\/subscription-plans$/);
  await expect(page.getByText("Checkout cancelled. You have not been charged.")).toBeVisible();
  await expect(page.getByTestId("subscription-modal")).toBeHidden();

  await page.goto("/dashboard");
  const modal = page.getByRole("dialog", { name: "Your content is not protected yet" });
  await expect(modal).toBeVisible();
  await expect(page.getByTestId("tier-badge")).toHaveText("Standard");
  await expect(modal.getByRole("link", { name: "View Plans" })).toHaveAttribute("href", "/subscription-plans");

  const forced = page.waitForRequest((request) => request.url().endsWith("/api/billing/check-subscription") && request.postDataJSON()?.forceRefresh === true);
  const answered = page.waitForResponse((response) => response.url().endsWith("/api/billing/check-subscription") && response.request().postDataJSON()?.forceRefresh === true);
  await modal.getByRole("button", { name: "Refresh Status" }).click();
  await forced;
  expect((await (await answered).json()).subscribed).toBe(false);
  await expect(modal).toBeVisible();

  // /faq is exempt: the check answers "not subscribed" there too, and no modal shows.
  const checkedOnFaq = page.waitForResponse((response) => response.url().endsWith("/api/billing/check-subscription"));
  await page.goto("/faq");
  expect((await (await checkedOnFaq).json()).subscribed).toBe(false);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole("dialog")).toBeHidden();

  // The close button dismisses it for the page.
  await page.goto("/dashboard");
  await expect(modal).toBeVisible();
  await modal.getByRole("button", { name: "Close" }).click();
  await expect(modal).toBeHidden();
});

test("a subscriber cancels in the portal: back on /subscription-plans the plan cancels at the period end", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openProCheckout(page, "Carla Cancel");
  await payAtCheckout(page, "4242 4242 4242 4242");
  await expect(page).toHaveURL(/\/subscription-plans$/, { timeout: 15_000 });
  await expect(page.getByTestId("plan-option-pro")).toContainText("Current plan", { timeout: 30_000 });
  await expect(page.getByTestId("subscription-state")).toContainText("renews on");

  await page.getByTestId("plan-option-pro").getByRole("button", { name: "Manage subscription" }).click();
  await expect(page).toHaveURL(portalPage);
  await expect(page.getByText("Current plan: Creator Pro")).toBeVisible();
  await page.getByRole("button", { name: "Cancel plan" }).click();
  await expect(page.getByText(/Cancels on/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Renew plan" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Unleak" }).click();

  await expect(page).toHaveURL(/\/subscription-plans$/);
  await expect(page.getByTestId("subscription-state")).toContainText(/^Cancels on .+: your Creator Pro plan stays active until then and will not renew\.$/, { timeout: 15_000 });
  await expect(page.getByTestId("plan-option-pro")).toContainText("Current plan");
});
