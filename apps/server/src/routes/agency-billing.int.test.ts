// An agency's seats end to end (issue 17): Stripe's SDK against the sandbox's provider, its hosted
// checkout driven as a browser would, its signed webhooks delivered over HTTP. Checked: only the
// owner pays (a manager, a viewer and a creator are refused), checkout charges one seat per active
// creator, the webhook stores the agency's subscription (not a creator's), the roster's creators get
// the seat's plan as their tier (the better of it and their own), the seats follow the roster at
// the provider when a creator joins or leaves, the billing page lists the invoices, and the portal
// opens for the owner only.
import { agencyInsightRoutes, billingRoutes } from "@unleak/contracts";
import { followRosterChange } from "@unleak/core";
import { agencies, agencyCreators, agencyMembers, agencySubscriptions, profiles, subscriptions } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { TEST_CARDS } from "@unleak/sandbox";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { checkNow, hosted, payFor, providerSettled, startBillingServer } from "../testing/billing";
import type { TestBrowser, TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("agency billing on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let close: () => Promise<void>;
  let agencyId: string;
  let owner: TestBrowser, manager: TestBrowser, viewer: TestBrowser;
  let ownerId: string;
  const creators: Record<"nova" | "ada" | "ivy", { browser: TestBrowser; id: string }> = {} as never;

  beforeAll(async () => {
    database = await create();
    ({ server, close } = await startBillingServer(database));
    const { db } = server.runtime;
    let managerId: string, viewerId: string;
    [owner, ownerId] = await server.signedInBrowser("seats-owner@example.test");
    [manager, managerId] = await server.signedInBrowser("seats-manager@example.test");
    [viewer, viewerId] = await server.signedInBrowser("seats-viewer@example.test");
    for (const name of ["nova", "ada", "ivy"] as const) {
      const [browser, id] = await server.signedInBrowser(`seats-${name}@example.test`);
      creators[name] = { browser, id };
    }
    const [agency] = await db.insert(agencies).values({ name: "Seat Agency", contactName: "Owner", contactEmail: "seats-owner@example.test" }).returning({ id: agencies.id });
    agencyId = agency!.id;
    await db.insert(agencyMembers).values([
      { agencyId, userId: ownerId, role: "owner" },
      { agencyId, userId: managerId, role: "manager" },
      { agencyId, userId: viewerId, role: "viewer" },
    ]);
  });
  afterAll(async () => {
    await close?.();
    await database?.dispose();
  });

  const join = async (name: keyof typeof creators) => {
    await server.runtime.db.insert(agencyCreators).values({ agencyId, creatorId: creators[name].id, inviteEmail: `seats-${name}@example.test`, status: "active", acceptedAt: new Date() });
    return followRosterChange({ db: server.runtime.db, services: server.runtime.billing, clock: server.runtime.clock, agencyId, creatorId: creators[name].id, change: "joined" });
  };
  const leave = async (name: keyof typeof creators) => {
    await server.runtime.db
      .update(agencyCreators)
      .set({ status: "left", endedAt: new Date() })
      .where(and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.creatorId, creators[name].id)));
    return followRosterChange({ db: server.runtime.db, services: server.runtime.billing, clock: server.runtime.clock, agencyId, creatorId: creators[name].id, change: "left" });
  };
  const tierOf = async (name: keyof typeof creators) => (await server.runtime.db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, creators[name].id)))[0]!.tier;
  const stored = async () => (await server.runtime.db.select().from(agencySubscriptions).where(eq(agencySubscriptions.agencyId, agencyId)))[0];
  const billingOf = async (browser: TestBrowser) => answerOf(agencyInsightRoutes.billing, await browser.request("/api/agency/billing"), 200);

  it("lets only the owner pay; checkout charges a seat per active creator and the webhook stores the agency's subscription", async () => {
    // Nova pays her own Starter first: her tier is the better of it and the seat.
    await payFor(server, creators.nova.browser, "starter", TEST_CARDS.pays);
    expect(await tierOf("nova")).toBe("basic");
    // Before any payment, joining changes no tier and syncs nothing.
    expect(await join("nova")).toBeNull();
    expect(await join("ada")).toBeNull();
    expect(await tierOf("ada")).toBe("standard");

    for (const refused of [manager, viewer, creators.ivy.browser]) expect((await refused.request("/api/agency/billing/checkout", { json: { plan: "pro" } })).status).toBe(403);
    expect((await server.browser().request("/api/agency/billing/checkout", { json: { plan: "pro" } })).status).toBe(401);
    expect((await creators.ivy.browser.request("/api/agency/billing")).status).toBe(403);
    expect(await billingOf(viewer)).toEqual({ plan: null, seats: 0, activeCreators: 2, status: null, seatsActive: false, currentPeriodEnd: null, cancelAtPeriodEnd: false, invoices: [] });

    const { url } = await answerOf(agencyInsightRoutes.checkout, await owner.request("/api/agency/billing/checkout", { json: { plan: "pro" } }), 200);
    const page = await hosted(url);
    expect(page.body).toContain("€199.00 per month × 2 = €398.00 per month");
    expect(page.body).toContain("http://localhost:3999/agency/billing?checkout=cancelled");
    const sent = server.runtime.sandbox!.stripe.deliveries().length;
    const paid = await hosted(url, { card: TEST_CARDS.pays });
    expect(paid.status).toBe(303);
    expect(paid.location).toBe("http://localhost:3999/agency/billing?checkout=success");
    await providerSettled(server, sent + 3);

    expect(await stored()).toMatchObject({ plan: "pro", seats: 2, status: "active", cancelAtPeriodEnd: false });
    // An agency's payment is not a creator's subscription.
    expect(await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, ownerId))).toEqual([]);
    expect(await tierOf("nova")).toBe("pro");
    expect(await tierOf("ada")).toBe("pro");
    expect(await checkNow(creators.ada.browser)).toMatchObject({ subscribed: true, subscriptionTier: "pro", plan: null });

    const billing = await billingOf(viewer);
    expect(billing).toMatchObject({ plan: "pro", seats: 2, activeCreators: 2, status: "active", seatsActive: true, cancelAtPeriodEnd: false });
    expect(new Date(billing.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 25 * 86_400_000);
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({ status: "paid", amountDue: 39_800, amountPaid: 39_800, currency: "eur" });
    // A second checkout would charge twice.
    expect((await owner.request("/api/agency/billing/checkout", { json: { plan: "elite" } })).status).toBe(409);
  });

  it("follows the roster: a creator who joins raises the seats at the provider and gets the plan; one who leaves gives it back", async () => {
    const subscriptionId = (await stored())!.subscriptionId!;
    const stripe = server.runtime.billing!.stripe;
    expect(await tierOf("ivy")).toBe("standard");
    const sent = server.runtime.sandbox!.stripe.deliveries().length;
    expect(await join("ivy")).toBe(3);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]!.quantity).toBe(3);
    expect((await stored())!.seats).toBe(3);
    expect(await tierOf("ivy")).toBe("pro");
    // The provider's event about the change arrives and is applied: the seats stay.
    await providerSettled(server, sent + 1);
    expect((await stored())!.seats).toBe(3);
    expect((await billingOf(owner)).activeCreators).toBe(3);
    // The next invoice charges the seats as they are then: 3 × €199.
    await server.runtime.sandbox!.stripe.renew(subscriptionId);
    await expect.poll(async () => (await billingOf(owner)).invoices.map((invoice) => invoice.amountDue), { timeout: 15_000, interval: 200 }).toEqual([59_700, 39_800]);
    await providerSettled(server);

    // Nova leaves: her own Starter is what she has again; the seats drop to two.
    expect(await leave("nova")).toBe(2);
    expect((await stripe.subscriptions.retrieve(subscriptionId)).items.data[0]!.quantity).toBe(2);
    expect(await tierOf("nova")).toBe("basic");
    expect(await tierOf("ada")).toBe("pro");
    await providerSettled(server);
    expect((await stored())!.seats).toBe(2);

    // A late deletion event (delivered after the fact, or replayed) changes nothing: the provider is asked afresh.
    const payload = JSON.stringify({ id: "evt_agency_late", object: "event", type: "customer.subscription.deleted", created: Math.floor(Date.now() / 1000) - 3600, data: { object: { id: subscriptionId, object: "subscription", status: "canceled" } } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: await server.runtime.billing!.webhookSecret() });
    for (let i = 0; i < 2; i += 1) {
      const response = await server.browser().request("/api/billing/webhook", { method: "POST", body: payload, headers: { "content-type": "application/json", "stripe-signature": header } });
      expect(response.status).toBe(200);
    }
    expect(await stored()).toMatchObject({ status: "active", seats: 2, plan: "pro" });
    expect(await tierOf("ada")).toBe("pro");
  });

  it("opens the portal for the owner only", async () => {
    for (const refused of [manager, viewer, creators.ada.browser]) expect((await refused.request("/api/agency/billing/portal", { json: {} })).status).toBe(403);
    const { url } = await answerOf(agencyInsightRoutes.portal, await owner.request("/api/agency/billing/portal", { json: {} }), 200);
    const portal = await hosted(url);
    expect(portal.body).toContain("Current plan: Creator Pro");
    expect(portal.body).toContain("http://localhost:3999/agency/billing");
    // The creator's own billing routes stay her own: the owner has no subscription of her own.
    expect((await owner.request("/api/billing/portal", { json: {} })).status).toBe(404);
    expect(await answerOf(billingRoutes.checkSubscription, await owner.request("/api/billing/check-subscription", { json: {} }), 200)).toMatchObject({ subscribed: false });
  });
});
