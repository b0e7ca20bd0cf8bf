// The affiliate programme end to end (issue 19): a referrer signs up and copies her referral link
// from the Earning Hub; a visitor opens it, signs up and pays in the sandbox's Stripe checkout; the
// referrer's Earning Hub shows the pending commission and the sign-up and paying-referral counts.
import { expect, test } from "@playwright/test";
import { signUpAndVerify, uniqueEmail } from "./support";

const checkoutPage = /^http:\/\/stripe\.localhost:\d+\/c\/pay\//;

test("a visitor through a referral link signs up and pays: the referrer's Earning Hub shows the pending commission", async ({ browser }) => {
  const referrerEmail = uniqueEmail("affiliate-referrer");
  const referrerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await referrerContext.grantPermissions(["clipboard-read", "clipboard-write"]);
  const referrer = await referrerContext.newPage();
  await signUpAndVerify(referrer, { name: "Rhea Referrer", email: referrerEmail });
  await referrer.goto("/dashboard");
  await referrer.getByRole("button", { name: "My Account" }).click();
  await referrer.getByRole("link", { name: "Earning Hub" }).click();
  await expect(referrer).toHaveURL(/\/earning-hub$/);
  await expect(referrer.getByRole("heading", { name: "Earning Hub", level: 1 })).toBeVisible();
  const link = await referrer.getByTestId("referral-link").inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/\?ref=[a-z0-9]+$/);
  await referrer.getByRole("button", { name: "Copy link" }).click();
  await expect(referrer.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(referrer.getByTestId("hub-sign-ups")).toContainText("0");
  // The programme page shows her the same link (a visitor gets the sign-up call instead).
  await referrer.goto("/affiliates");
  await expect(referrer.getByTestId("referral-link")).toHaveValue(link);
  await referrer.goto("/earning-hub");

  // The visitor arrives through the link (on the programme page, which explains the terms), signs up and pays.
  const visitorContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link.replace("/?ref=", "/affiliates?ref="));
  await expect(visitor.getByRole("heading", { name: "Affiliate programme" })).toBeVisible();
  await expect(visitor.getByText("you earn 20 % of the amount paid")).toBeVisible();
  const cookie = (await visitorContext.cookies()).find((one) => one.name === "unleak_ref");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  await signUpAndVerify(visitor, { name: "Vera Visitor", email: uniqueEmail("affiliate-visitor"), planModal: true });
  await visitor.goto("/subscription-plans");
  await visitor.getByRole("button", { name: "Choose Creator Pro" }).click();
  await expect(visitor).toHaveURL(checkoutPage);
  await visitor.getByLabel("Card number").fill("4242 4242 4242 4242");
  await visitor.getByRole("button", { name: "Pay", exact: true }).click();
  await expect(visitor.getByTestId("tier-badge")).toHaveText("Creator Pro", { timeout: 30_000 });

  // The referrer's hub: one sign-up, one paying referral, 20 % of €199 pending.
  await expect(async () => {
    await referrer.reload();
    await expect(referrer.getByTestId("hub-paying")).toContainText("1", { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(referrer.getByTestId("hub-sign-ups")).toContainText("1");
  await expect(referrer.getByTestId("hub-clicks")).toContainText("1");
  await expect(referrer.getByTestId("hub-pending")).toContainText("€39.80");
  await expect(referrer.getByTestId("hub-available")).toContainText("€0.00");
  const row = referrer.getByTestId("commission-row");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("€199.00");
  await expect(row).toContainText("Pending");
  await visitorContext.close();
  await referrerContext.close();
});
