// An administrator's tier change that also ends the payment at the provider (issue 16), end to end:
// Stripe's SDK against the sandbox's provider, a creator who paid through its hosted checkout. With
// `cancelAtProvider` the provider's subscription ends with its paid period, our stored subscription
// says so, the tier drops and the audit entry names the subscription; the provider's own event about
// the change does not undo it. Without the flag the provider is not touched; the flag where there is
// no payment to end, or towards a paid tier, is refused and changes nothing.
import { adminRoutes, adminUserRoutes as routes } from "@unleak/contracts";
import { notifications, profiles, subscriptions } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { TEST_CARDS } from "@unleak/sandbox";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { payFor, providerSettled, startBillingServer } from "../testing/billing";
import type { TestBrowser, TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("a tier change that ends the payment at the provider on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let close: () => Promise<void>;
  let admin: TestBrowser;

  beforeAll(async () => {
    database = await create();
    ({ server, close } = await startBillingServer(database, { ADMIN_EMAILS: "tier-admin@example.test" }));
    [admin] = await server.signedInAdmin("tier-admin@example.test", "Ada Admin");
  });
  afterAll(async () => {
    await close?.();
    await database?.dispose();
  });

  const changeTier = (userId: string, body: unknown) => admin.request(`/api/admin/users/${userId}/tier`, { method: "PUT", json: body });
  const tierOf = async (userId: string) => (await server.runtime.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!.subscriptionTier;
  const storedOf = async (userId: string) => (await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  const auditOf = async (userId: string) => (await answerOf(adminRoutes.auditLog, await admin.request(`/api/admin/audit-log?userId=${userId}`), 200)).entries;
  const atProvider = (subscriptionId: string) => server.runtime.billing!.stripe.subscriptions.retrieve(subscriptionId);
  const deliveries = () => server.runtime.sandbox!.stripe.deliveries();

  /** A creator who paid for Creator Pro at the provider's checkout: her id and subscription id. */
  async function payingCreator(email: string): Promise<[string, string]> {
    const [browser, userId] = await server.signedInBrowser(email);
    await payFor(server, browser, "pro", TEST_CARDS.pays);
    expect(await tierOf(userId)).toBe("pro");
    return [userId, (await storedOf(userId))!.subscriptionId!];
  }

  it("ends the subscription with its paid period at the provider, stores it, lowers the tier and records both", async () => {
    const [userId, subscriptionId] = await payingCreator("tier-paying@example.test");
    const sent = deliveries().length;
    const page = await answerOf(routes.changeTier, await changeTier(userId, { tier: "standard", reason: "Refund agreed", cancelAtProvider: true }), 200);
    expect(page.profile.tier).toBe("standard");
    expect(page.subscription).toMatchObject({ plan: "pro", status: "active", cancelAtPeriodEnd: true });

    const provided = await atProvider(subscriptionId);
    expect(provided).toMatchObject({ status: "active", cancel_at_period_end: true, cancel_at: provided.items.data[0]!.current_period_end });
    expect(await storedOf(userId)).toMatchObject({ subscriptionId, status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: new Date(provided.items.data[0]!.current_period_end * 1000) });
    expect(await tierOf(userId)).toBe("standard");
    const entries = await auditOf(userId);
    expect(entries.map(({ action, reason, details }) => ({ action, reason, details }))).toEqual([
      { action: "user.tier", reason: "Refund agreed", details: { from: "pro", to: "standard", cancelledAtProvider: true, subscriptionId } },
    ]);

    // The provider tells of the change too; applying it keeps what the administrator decided.
    await providerSettled(server, sent + 1);
    expect(deliveries().slice(sent).map((delivery) => delivery.type)).toEqual(["customer.subscription.updated"]);
    expect(await tierOf(userId)).toBe("standard");
    expect(await storedOf(userId)).toMatchObject({ cancelAtPeriodEnd: true, status: "active" });
    // She is told once that the plan ends with its period.
    const titles = (await server.runtime.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);
    expect(titles.filter((title) => title.startsWith("Your plan ends on"))).toHaveLength(1);
  });

  it("leaves the provider untouched without the flag", async () => {
    const [userId, subscriptionId] = await payingCreator("tier-untouched@example.test");
    const sent = deliveries().length;
    const page = await answerOf(routes.changeTier, await changeTier(userId, { tier: "standard", reason: "Comp ended" }), 200);
    expect(page.profile.tier).toBe("standard");
    expect(page.subscription).toMatchObject({ status: "active", cancelAtPeriodEnd: false });
    expect(await atProvider(subscriptionId)).toMatchObject({ status: "active", cancel_at_period_end: false, cancel_at: null });
    expect(await storedOf(userId)).toMatchObject({ cancelAtPeriodEnd: false });
    expect(deliveries()).toHaveLength(sent);
    expect((await auditOf(userId)).map((entry) => entry.details)).toEqual([{ from: "pro", to: "standard" }]);
  });

  it("refuses the flag where there is no payment to end or towards a paid tier, and changes nothing", async () => {
    const [, nobodyPays] = await server.signedInBrowser("tier-unpaid@example.test");
    await server.runtime.db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, nobodyPays));
    const refused = await answerOf(routes.changeTier, await changeTier(nobodyPays, { tier: "standard", reason: "Refund agreed", cancelAtProvider: true }), 404);
    expect(refused.error).toMatchObject({ code: "NO_SUBSCRIPTION" });
    expect(await tierOf(nobodyPays)).toBe("pro");
    expect(await auditOf(nobodyPays)).toEqual([]);

    const [userId, subscriptionId] = await payingCreator("tier-paid-tier@example.test");
    for (const tier of ["elite", "pro", "admin"]) {
      const invalid = await answerOf(routes.changeTier, await changeTier(userId, { tier, reason: "Upgrade", cancelAtProvider: true }), 422);
      expect(invalid.error.code, tier).toBe("VALIDATION_FAILED");
    }
    expect((await answerOf(routes.changeTier, await changeTier(userId, { tier: "basic", reason: "Refund", cancelAtProvider: "yes" }), 422)).error.code).toBe("VALIDATION_FAILED");
    expect(await atProvider(subscriptionId)).toMatchObject({ cancel_at_period_end: false });
    expect(await tierOf(userId)).toBe("pro");

    // Ending already (the user cancelled in the portal): nothing left to end at the provider.
    await server.runtime.billing!.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    await server.runtime.db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, userId));
    expect((await answerOf(routes.changeTier, await changeTier(userId, { tier: "basic", reason: "Refund", cancelAtProvider: true }), 404)).error.code).toBe("NO_SUBSCRIPTION");
    expect(await tierOf(userId)).toBe("pro");
    expect(await auditOf(userId)).toEqual([]);
  });
});
