// The customer portal end to end (issue 15): Stripe's SDK against the sandbox's provider, its hosted
// portal driven as a browser would. The portal opens with Unleak's own configuration (the provider
// has no default one), which offers the three plans; a switch from Creator Pro to Top Tier Creator
// sets the tier at once, tells the creator and makes monitoring hourly; a new card pays a past-due
// invoice; the invoices are listed.
import { dashboardRoutes } from "@unleak/contracts";
import { notifications, profiles, scans, subscriptions } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { SANDBOX_PRICES, TEST_CARDS } from "@unleak/sandbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { checkNow, hosted, payFor, portalOf, providerSettled, startBillingServer } from "./testing/billing";
import type { TestBrowser, TestServer } from "./testing/test-server";

const kinds = await testDatabaseKinds();
const HOUR = 3_600_000;
const [starter, pro, elite] = SANDBOX_PRICES;

describe.each(kinds)("the customer portal on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await create();
    ({ server, close } = await startBillingServer(database));
  });
  afterAll(async () => {
    await close?.();
    await database?.dispose();
  });

  const notificationsOf = async (userId: string) => server.runtime.db.select().from(notifications).where(eq(notifications.userId, userId));
  const nextScanIn = async (browser: TestBrowser) => new Date((await answerOf(dashboardRoutes.get, await browser.request("/api/dashboard"), 200)).nextScheduledScan!).getTime() - Date.now();

  it("opens only with Unleak's configuration, which offers the three plans, cancelling at the period end, the card and the invoices", async () => {
    const [ivy, ivyId] = await server.signedInBrowser("portal-ivy@example.test");
    await payFor(server, ivy, "pro", TEST_CARDS.pays);
    const stripe = server.runtime.billing!.stripe;
    const [row] = await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, ivyId));
    // Like Stripe before its portal settings are saved: no configuration, no portal.
    await expect(stripe.billingPortal.sessions.create({ customer: row!.customerId })).rejects.toThrow(/default configuration has not been created/);

    const page = await hosted(await portalOf(ivy));
    expect(page.body).toContain("Current plan: Creator Pro");
    expect(page.body).toContain("Switch to Top Tier Creator");
    expect(page.body).toContain("Switch to Starter");
    expect(page.body).toContain("Cancel plan");
    expect(page.body).toContain("Update card");
    // Opened again, the same configuration serves: none is made per session.
    await portalOf(ivy);
    const configurations = (await stripe.billingPortal.configurations.list({ active: true })).data;
    expect(configurations).toHaveLength(1);
    expect(configurations[0]).toMatchObject({
      metadata: { unleak_plans: [starter.id, pro.id, elite.id].join(",") },
      features: {
        subscription_update: { enabled: true, default_allowed_updates: ["price"], products: SANDBOX_PRICES.map((price) => ({ product: price.product, prices: [price.id] })) },
        subscription_cancel: { enabled: true, mode: "at_period_end" },
        payment_method_update: { enabled: true },
        invoice_history: { enabled: true },
      },
    });
  });

  it("switches Creator Pro to Top Tier Creator at once: the tier, the news, and hourly monitoring", async () => {
    const [pia, piaId] = await server.signedInBrowser("portal-pia@example.test");
    await payFor(server, pia, "pro", TEST_CARDS.pays);
    expect(await checkNow(pia)).toMatchObject({ subscribed: true, subscriptionTier: "pro", plan: "pro" });
    // Her last scan just finished: Creator Pro scans again in a week, Top Tier Creator within the hour.
    await server.runtime.db.insert(scans).values({ userId: piaId, kind: "full", scope: "full", status: "completed", subject: { fromAccount: true }, finishedAt: new Date() });
    expect(await nextScanIn(pia)).toBeGreaterThan(6 * 24 * HOUR);

    const url = await portalOf(pia);
    const sent = server.runtime.sandbox!.stripe.deliveries().length;
    const switched = await hosted(`${url}/plan`, { price: elite.id });
    expect(switched.status).toBe(200);
    expect(switched.body).toContain("Switched to Top Tier Creator.");
    expect(switched.body).toContain("Current plan: Top Tier Creator");
    await providerSettled(server, sent + 1);

    // At once: the profile, the check and the monitoring follow the new plan.
    expect((await server.runtime.db.select().from(profiles).where(eq(profiles.id, piaId)))[0]!.subscriptionTier).toBe("elite");
    expect(await checkNow(pia)).toMatchObject({ subscribed: true, subscriptionTier: "elite", plan: "elite", status: "active" });
    // Hourly: the first hourly tick an hour after her last scan (weekly would be days away).
    expect(await nextScanIn(pia)).toBeLessThanOrEqual(2 * HOUR);
    const changed = (await notificationsOf(piaId)).filter((row) => row.title === "Your plan changed");
    expect(changed.map((row) => row.message)).toEqual(["You are now on Top Tier Creator. The change applies at once."]);
    // Only the configured plans: a price the portal does not offer is refused and changes nothing.
    expect((await hosted(`${url}/plan`, { price: "price_unknown" })).status).toBe(400);
    expect((await checkNow(pia)).plan).toBe("elite");
  });

  it("pays a past-due invoice with a new card, keeps the plan, and lists the invoices", async () => {
    const [quinn, quinnId] = await server.signedInBrowser("portal-quinn@example.test");
    await payFor(server, quinn, "pro", TEST_CARDS.failsLater);
    const [row] = await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, quinnId));
    await server.runtime.sandbox!.stripe.renew(row!.subscriptionId!);
    await expect.poll(async () => (await checkNow(quinn)).status, { timeout: 15_000, interval: 200 }).toBe("past_due");
    const url = await portalOf(quinn);
    const due = await hosted(url);
    expect(due.body).toContain("Payment failed");
    const invoiceRows = (body: string) => [...body.matchAll(/<tr><td>(in_\w+)<\/td><td>[\d-]+<\/td><td>(€[\d.]+)<\/td><td>(\w+)<\/td><\/tr>/g)].map(([, id, amount, status]) => ({ id, amount, status }));
    const [first, renewal] = invoiceRows(due.body);
    expect(first).toMatchObject({ amount: "€199.00", status: "paid" });
    expect(renewal).toMatchObject({ amount: "€199.00", status: "open" });

    // A declined card changes nothing.
    const declined = await hosted(`${url}/card`, { card: TEST_CARDS.declined });
    expect(declined.status).toBe(402);
    expect(declined.body).toContain("Your card was declined.");
    expect((await checkNow(quinn)).status).toBe("past_due");

    const sent = server.runtime.sandbox!.stripe.deliveries().length;
    const updated = await hosted(`${url}/card`, { card: TEST_CARDS.pays });
    expect(updated.body).toContain("Card updated.");
    // The open invoice is paid with the new card (the same invoice, not a new charge).
    expect(invoiceRows(updated.body)).toEqual([first, { ...renewal, status: "paid" }]);
    await providerSettled(server, sent + 2);
    expect(await checkNow(quinn)).toMatchObject({ subscribed: true, subscriptionTier: "pro", status: "active", graceUntil: null });
    expect((await server.runtime.db.select().from(profiles).where(eq(profiles.id, quinnId)))[0]!.subscriptionTier).toBe("pro");
  });
});
