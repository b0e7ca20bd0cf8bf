// Plans and payment end to end through the real parts (issue 15): Stripe's official SDK against the
// sandbox's Stripe-compatible service, its hosted checkout and portal pages driven as a browser
// would, and its webhooks, signed as Stripe signs them, delivered to this server over HTTP and
// verified by the real code. Checked: a declined card pays nothing, a paid plan sets the tier, a
// replayed or late event changes nothing, a bad signature is refused, the portal cancels at the
// period end and the plan ends then, and a failed renewal keeps the plan for the grace period.
import { billingRoutes } from "@unleak/contracts";
import { billingEvents, mailOutbox, notifications, profiles, subscriptions } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { TEST_CARDS } from "@unleak/sandbox";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { hosted, startBillingServer } from "./testing/billing";
import type { TestBrowser, TestServer } from "./testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("plans and payment on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await create();
    // The provider delivers its events over HTTP: this server listens on a port of its own.
    ({ server, close } = await startBillingServer(database));
  });
  afterAll(async () => {
    await close?.();
    await database?.dispose();
  });

  const check = async (browser: TestBrowser) => answerOf(billingRoutes.checkSubscription, await browser.request("/api/billing/check-subscription", { json: { forceRefresh: true } }), 200);
  const notificationTitles = async (userId: string) => (await server.runtime.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);

  /** Pays for `plan` with `card` on the hosted checkout page; answers where the browser is sent back. */
  async function pay(browser: TestBrowser, plan: "starter" | "pro" | "elite", card: string): Promise<string> {
    const { url } = await answerOf(billingRoutes.checkout, await browser.request("/api/billing/checkout", { json: { plan, returnTo: "onboarding" } }), 200);
    expect(url).toMatch(/^http:\/\/stripe\.localhost:\d+\/c\/pay\/cs_test_/);
    const page = await hosted(url);
    expect(page.body).toContain("per month");
    const paid = await hosted(url, { card });
    expect(paid.status).toBe(303);
    return paid.location!;
  }

  it("charges nothing for a declined card, then sets the tier when a card pays; replays and late events change nothing", async () => {
    const [nova, novaId] = await server.signedInBrowser("billing-nova@example.test");
    expect(await check(nova)).toMatchObject({ subscribed: false, subscriptionTier: "standard", hadSubscription: false, plan: null });

    const { url } = await answerOf(billingRoutes.checkout, await nova.request("/api/billing/checkout", { json: { plan: "pro", returnTo: "onboarding" } }), 200);
    const page = await hosted(url);
    expect(page.body).toContain("Creator Pro");
    expect(page.body).toContain("€199.00 per month");
    const declined = await hosted(url, { card: TEST_CARDS.declined });
    expect(declined.status).toBe(402);
    expect(declined.body).toContain("Your card was declined.");
    expect(page.body).toContain("http://localhost:3999/subscription-plans?checkout=cancelled");
    expect(await check(nova)).toMatchObject({ subscribed: false, subscriptionTier: "standard" });

    const paid = await hosted(url, { card: TEST_CARDS.pays });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe("http://localhost:3999/dashboard?checkout=success");
    await expect.poll(async () => (await check(nova)).subscriptionTier, { timeout: 15_000, interval: 200 }).toBe("pro");
    const status = await check(nova);
    expect(status).toMatchObject({ subscribed: true, plan: "pro", status: "active", hadSubscription: true, cancelAtPeriodEnd: false, graceUntil: null });
    expect(new Date(status.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    await expect.poll(() => notificationTitles(novaId), { timeout: 10_000 }).toContain("Your plan is active");
    // Another checkout would charge twice: the plan is changed in the portal instead.
    expect((await nova.request("/api/billing/checkout", { json: { plan: "elite" } })).status).toBe(409);

    // A replayed event (same id) and a late, older one (a deletion from before) change nothing.
    const billing = server.runtime.billing!;
    const secret = await billing.webhookSecret();
    const [row] = await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, novaId));
    const send = async (event: Record<string, unknown>, signature?: string) => {
      const payload = JSON.stringify(event);
      const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
      return server.browser().request("/api/billing/webhook", { method: "POST", body: payload, headers: { "content-type": "application/json", "stripe-signature": header } });
    };
    // The provider's own deliveries of this payment are done first.
    await expect.poll(() => server.runtime.sandbox!.stripe.deliveries().every((delivery) => delivery.status === 200), { timeout: 10_000 }).toBe(true);
    const recorded = async (eventId: string) => (await server.runtime.db.select().from(billingEvents).where(eq(billingEvents.id, eventId))).length;
    const titlesBefore = (await notificationTitles(novaId)).length;
    const late = { id: "evt_late_deletion", object: "event", type: "customer.subscription.deleted", created: Math.floor(Date.now() / 1000) - 3600, data: { object: { id: row!.subscriptionId, object: "subscription", status: "canceled" } } };
    for (let i = 0; i < 2; i += 1) expect((await send(late)).status).toBe(200);
    expect(await recorded("evt_late_deletion")).toBe(1);
    expect(await check(nova)).toMatchObject({ subscribed: true, subscriptionTier: "pro", status: "active" });
    expect((await notificationTitles(novaId)).length).toBe(titlesBefore);

    // A delivery with a bad signature is refused, translated, and applies nothing.
    const forged = await send({ ...late, id: "evt_forged" }, `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`);
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ error: { code: "WEBHOOK_SIGNATURE_INVALID", message: "The event's signature is not valid." } });
    expect((await send({ ...late, id: "evt_unsigned" }, "")).status).toBe(400);
    expect(await recorded("evt_forged")).toBe(0);
    expect(await recorded("evt_unsigned")).toBe(0);
  });

  it("cancels at the period end through the portal, and the plan ends then", async () => {
    const [ada, adaId] = await server.signedInBrowser("billing-ada@example.test");
    expect((await ada.request("/api/billing/portal", { json: {} })).status).toBe(404);
    await pay(ada, "elite", TEST_CARDS.pays);
    await expect.poll(async () => (await check(ada)).subscriptionTier, { timeout: 15_000, interval: 200 }).toBe("elite");

    const { url } = await answerOf(billingRoutes.portal, await ada.request("/api/billing/portal", { json: { returnTo: "plans" } }), 200);
    const portal = await hosted(url);
    expect(portal.body).toContain("Current plan: Top Tier Creator");
    expect(portal.body).toContain("http://localhost:3999/subscription-plans");
    const cancelled = await hosted(`${url}/cancel`, {});
    expect(cancelled.body).toContain("Cancels on");
    await expect.poll(async () => (await check(ada)).cancelAtPeriodEnd, { timeout: 15_000, interval: 200 }).toBe(true);
    expect(await check(ada)).toMatchObject({ subscribed: true, subscriptionTier: "elite" });

    // The period ends: the provider deletes the subscription, the tier falls back, she is told.
    const [row] = await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, adaId));
    await server.runtime.sandbox!.stripe.renew(row!.subscriptionId!);
    await expect.poll(async () => (await check(ada)).subscribed, { timeout: 15_000, interval: 200 }).toBe(false);
    expect(await check(ada)).toMatchObject({ subscriptionTier: "standard", hadSubscription: true, status: "canceled" });
    expect((await server.runtime.db.select().from(profiles).where(eq(profiles.id, adaId)))[0]!.subscriptionTier).toBe("standard");
    expect(await notificationTitles(adaId)).toContain("Your plan has ended");
    const mails = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "billing-ada@example.test"));
    expect(mails.map((mail) => mail.subject)).toContain("Your Unleak plan has ended");
  });

  it("recovers a plan whose events were lost when the creator refreshes her status", async () => {
    const [lea, leaId] = await server.signedInBrowser("billing-lea@example.test");
    await pay(lea, "pro", TEST_CARDS.pays);
    await expect.poll(async () => (await check(lea)).subscriptionTier, { timeout: 15_000, interval: 200 }).toBe("pro");
    await expect.poll(() => server.runtime.sandbox!.stripe.deliveries().every((delivery) => delivery.status === 200), { timeout: 10_000 }).toBe(true);
    // As if the events had never arrived: the stored state forgets the payment.
    await server.runtime.db.update(subscriptions).set({ status: null, plan: null }).where(eq(subscriptions.userId, leaId));
    await server.runtime.db.update(profiles).set({ subscriptionTier: "standard" }).where(eq(profiles.id, leaId));
    const stale = await answerOf(billingRoutes.checkSubscription, await lea.request("/api/billing/check-subscription", { json: {} }), 200);
    expect(stale).toMatchObject({ subscribed: false, subscriptionTier: "standard" });
    // "Refresh Status" asks the provider again.
    expect(await check(lea)).toMatchObject({ subscribed: true, subscriptionTier: "pro", plan: "pro", status: "active" });
  });

  it("keeps the plan through the grace period after a failed renewal, and tells her", async () => {
    const [mia, miaId] = await server.signedInBrowser("billing-mia@example.test");
    await pay(mia, "starter", TEST_CARDS.failsLater);
    await expect.poll(async () => (await check(mia)).subscriptionTier, { timeout: 15_000, interval: 200 }).toBe("basic");
    // Starter buys "basic": paid through the provider, so she is subscribed (no unpaid modal).
    expect(await check(mia)).toMatchObject({ subscribed: true, plan: "starter" });

    const [row] = await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, miaId));
    await server.runtime.sandbox!.stripe.renew(row!.subscriptionId!);
    await expect.poll(async () => (await check(mia)).status, { timeout: 15_000, interval: 200 }).toBe("past_due");
    const status = await check(mia);
    expect(status).toMatchObject({ subscribed: true, subscriptionTier: "basic" });
    const grace = new Date(status.graceUntil!).getTime() - Date.now();
    expect(grace).toBeGreaterThan(6 * 86_400_000);
    expect(grace).toBeLessThanOrEqual(7 * 86_400_000);
    expect(await notificationTitles(miaId)).toContain("Your payment failed");
    const mails = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "billing-mia@example.test"));
    expect(mails.map((mail) => mail.subject)).toContain("Your Unleak payment failed");
  });
});
