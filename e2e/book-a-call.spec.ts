// Issue 19, booking a call and the partner programme, as people use them: an administrator opens
// two times for tomorrow at /admin/bookings; a visitor books one at /bookacall behind the bot
// check and gets the confirmation with its calendar invitation (the outbox shows invite.ics); the
// administrator sees the booking; the visitor cancels through the mailed link and the time is
// free again. A studio applies at /partners and the application reaches the admin queue, where it
// is approved.
import { expect, test } from "@playwright/test";
import { latestMailLink, signInAsAdmin, uniqueEmail, waitForBotCheck } from "./support";

/** Tomorrow's date in the browser's own time zone, as a date input takes it. */
const tomorrow = () => {
  const day = new Date(Date.now() + 24 * 3600_000);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, "0")}-${String(day.getDate()).padStart(2, "0")}`;
};

test("an administrator opens times, a visitor books one with its calendar invitation and cancels it through the mailed link", async ({ browser, page }) => {
  test.setTimeout(150_000);
  await signInAsAdmin(page);
  await page.goto("/admin/bookings");
  await expect(page.getByRole("heading", { level: 1, name: "Calls" })).toBeVisible();
  const open = page.getByRole("form", { name: "Open times" });
  await open.getByLabel("Date").fill(tomorrow());
  await open.getByLabel("First start").fill("10:00");
  await open.getByLabel("How many in a row").fill("2");
  await open.getByLabel("Duration (minutes)").fill("30");
  await open.getByRole("button", { name: "Open these times" }).click();
  await expect(page.getByText("2 opened, 0 skipped")).toBeVisible();
  await expect(page.getByTestId("admin-booking-slot")).toHaveCount(2);

  // A visitor, in another browser, books the first of them.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const email = uniqueEmail("caller");
  await visitor.goto("/bookacall");
  await expect(visitor.getByRole("heading", { level: 1, name: "Book a call" })).toBeVisible();
  const form = visitor.getByRole("form", { name: "Book a call" });
  await expect(form.getByTestId("booking-time-zone")).toContainText("Times are shown in your time zone:");
  await form.getByText(/30 min/).first().click();
  await form.getByLabel("Name").fill("Mara Quill");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Topic").selectOption("removal");
  await form.getByLabel("Message (optional)").fill("A leak on a forum");
  await waitForBotCheck(visitor);
  await form.getByRole("button", { name: "Book this call" }).click();
  await expect(visitor.getByTestId("booking-confirmed")).toContainText(`calendar invitation to ${email}`);

  // The confirmation went with the invitation attached, and the administrator sees who booked.
  const outbox = await page.request.get("/api/admin/outbox");
  const mail = ((await outbox.json()) as { mails: Array<{ to: string; subject: string; attachments: Array<{ filename: string; contentType: string }> }> }).mails.find((m) => m.to === email);
  expect(mail?.subject).toContain("Your Unleak call on");
  expect(mail?.attachments).toEqual([expect.objectContaining({ filename: "invite.ics", contentType: expect.stringContaining("method=REQUEST") })]);
  await page.goto("/admin/outbox");
  await expect(page.getByTestId("outbox-mail").filter({ hasText: email }).first().getByTestId("outbox-attachments")).toHaveText("Attached: invite.ics");
  await page.goto("/admin/bookings");
  const booked = page.getByTestId("admin-booking-slot").filter({ hasText: "Mara Quill" });
  await expect(booked).toContainText(email);
  await expect(booked).toContainText("A removal");
  await expect(booked).toContainText("A leak on a forum");

  // The visitor cancels through the mailed link: the time is free again.
  const cancelLink = latestMailLink(email);
  expect(cancelLink).toContain("/bookacall?cancel=");
  await visitor.goto(cancelLink!);
  await visitor.getByRole("button", { name: "Cancel the call" }).click();
  await expect(visitor.getByText(/is cancelled\. You can book another time/)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId("admin-booking-slot").filter({ hasText: "Mara Quill" })).toHaveCount(0);
  await expect(page.getByTestId("admin-booking-slot").filter({ hasText: "Free" })).toHaveCount(2);
  await visitorContext.close();
});

test("a studio applies at /partners and the application reaches the admin queue, where it is approved", async ({ browser, page }) => {
  test.setTimeout(120_000);
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const email = uniqueEmail("studio");
  await visitor.goto("/partnes");
  await expect(visitor.getByRole("heading", { level: 1, name: "Partner programme" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: "OAuth clients" })).toHaveAttribute("href", "/oauth-clients");
  const form = visitor.getByRole("form", { name: "Apply" });
  await form.getByRole("textbox", { name: "Organisation", exact: true }).fill("Lumen Studio");
  await form.getByLabel("Kind of organisation").selectOption("studio");
  await form.getByLabel("Contact name").fill("Ada Lumen");
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Website (optional)").fill("lumen-studio.example");
  await form.getByRole("textbox", { name: "Message", exact: true }).fill("We produce content for a dozen creators.");
  await waitForBotCheck(visitor);
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(visitor.getByTestId("partner-application-sent")).toContainText(`We sent a confirmation to ${email}`);
  await visitorContext.close();

  await signInAsAdmin(page);
  await page.goto("/admin/reviews");
  await expect(page.getByTestId("review-kind-partners")).toContainText("waiting");
  await page.getByTestId("review-kind-partners").getByRole("link").click();
  await expect(page).toHaveURL(/\/admin\/partners/);
  const application = page.getByTestId("partner-application").filter({ hasText: email });
  await expect(application).toContainText("Lumen Studio");
  await expect(application).toContainText("https://lumen-studio.example");
  await application.getByLabel("Note to the applicant (optional)").fill("Welcome aboard.");
  await application.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByText("The application is approved and the applicant was mailed.")).toBeVisible();
  await expect(page.getByTestId("partner-application").filter({ hasText: email })).toHaveCount(0);
  expect(latestMailLink(email)).toContain("/oauth-clients");
});
