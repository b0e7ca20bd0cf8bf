// A phone account after sign-up (issue 9, ADR 022): its placeholder e-mail is never shown, it adds
// a real address through the mailed link and then signs in with it, and it moves to a new number
// with a code sent there, after which the old number no longer signs in.
import { expect, test } from "@playwright/test";
import { latestMailLink, password, signIn, uniqueEmail } from "./support";
import { latestSmsCode, signInByPhone, signUpByPhone, smsCount, uniquePhoneNumber } from "./phone-support";

test("a phone account adds an e-mail address, signs in with it, and changes its phone number", async ({ page, context }) => {
  const phoneNumber = uniquePhoneNumber();
  await signUpByPhone(page, phoneNumber);

  // The account page shows the number where the e-mail would be, and offers to add one.
  await page.goto("/account");
  await expect(page.getByTestId("sign-in-phone").getByRole("textbox")).toHaveValue(phoneNumber);
  await expect(page.getByTestId("account-page")).not.toContainText("unleak.invalid");
  expect(await page.locator("input").evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value).join(" "))).not.toContain("unleak.invalid");
  await page.getByTestId("add-email-link").click();
  await expect(page).toHaveURL(/\/settings$/);

  // Settings: the address is added through the link mailed to it.
  const email = uniqueEmail("phone-adds");
  const emailCard = page.getByTestId("settings-email");
  await expect(emailCard).toContainText(`You sign in with your phone number ${phoneNumber}.`);
  await expect(page.getByTestId("settings-page")).not.toContainText("unleak.invalid");
  await emailCard.getByLabel("E-mail address").fill(email);
  await emailCard.getByRole("button", { name: "Add e-mail address" }).click();
  await expect(page.getByTestId("email-change-sent")).toContainText(email);
  await expect.poll(() => latestMailLink(email), { message: `a mail to ${email}` }).not.toBeNull();
  await page.goto(latestMailLink(email)!);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId("settings-email")).toContainText(`You sign in with ${email}.`);

  await context.clearCookies();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new number: the current password, then the code sent to the new number.
  const newNumber = uniquePhoneNumber();
  await page.goto("/settings");
  const phoneCard = page.getByTestId("settings-phone");
  await expect(phoneCard).toContainText(phoneNumber);
  await phoneCard.getByLabel("New phone number").fill(newNumber);
  await phoneCard.getByLabel("Current password").fill(password);
  await phoneCard.getByRole("button", { name: "Send code by SMS" }).click();
  await expect(page.getByTestId("phone-change-sent")).toContainText(newNumber);
  await expect.poll(() => smsCount(newNumber), { message: `a code to ${newNumber}` }).toBe(1);
  await phoneCard.getByLabel("Code from the SMS").fill(latestSmsCode(newNumber)!);
  await phoneCard.getByRole("button", { name: "Confirm number" }).click();
  await expect(phoneCard).toContainText(`You can sign in with ${newNumber}`);

  await context.clearCookies();
  await signInByPhone(page, phoneNumber);
  await expect(page.getByTestId("login-error")).toHaveText("Invalid phone number or password.");
  await signInByPhone(page, newNumber);
  await expect(page).not.toHaveURL(/\/login/);
  expect((await (await page.request.get("/api/auth/get-session")).json()).user).toMatchObject({ email, phoneNumber: newNumber });
});
