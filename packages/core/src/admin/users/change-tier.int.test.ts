// A tier change that also ends the payment at the provider (issue 16), in core with a provider that
// answers as told: the provider is asked first and only when the change can happen; what it answers
// is stored, then the tier and the audit entry follow together. A provider that is missing, fails or
// refuses leaves the tier, the stored subscription and the audit log as they were.
import { adminAuditLog, type Database, profiles, subscriptions } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BillingServices } from "../../billing/billing-services";
import { createClock } from "../../clock/clock";
import { seedCreator } from "../../testing/seed";
import { changeTier } from "./change-tier";

const kinds = await testDatabaseKinds();
const admin = { kind: "admin" as const, userId: "ada" };
const PERIOD_END = Math.floor(new Date("2027-01-01T00:00:00Z").getTime() / 1000);

/** What the provider does with an update: answer the subscription, or throw as the SDK would. */
type Provider = (id: string, params: Stripe.SubscriptionUpdateParams) => Stripe.Subscription;

function billingWith(provider: Provider) {
  const calls: Array<[string, Stripe.SubscriptionUpdateParams]> = [];
  const stripe = {
    subscriptions: {
      update: async (id: string, params: Stripe.SubscriptionUpdateParams) => {
        calls.push([id, params]);
        return provider(id, params);
      },
    },
  } as unknown as Stripe;
  const services: BillingServices = {
    stripe,
    prices: { starter: "price_starter", pro: "price_pro", elite: "price_elite" },
    webhookSecret: async () => "whsec_test",
    portalConfiguration: async () => "bpc_test",
    graceDays: 7,
    clock: createClock(),
    appUrl: "http://app.test",
    mailer: { send: async () => "mail", deliver: async () => {}, mode: "outbox" } as unknown as BillingServices["mailer"],
    translatorFor: () => (key) => key,
  };
  return { services, calls };
}

/** The provider's answer: Creator Pro, set to end with its period. */
const endingWithPeriod: Provider = (id) =>
  ({ id, object: "subscription", customer: "cus_nova", status: "active", cancel_at_period_end: true, metadata: { userId: "nova" }, items: { data: [{ price: { id: "price_pro" }, current_period_end: PERIOD_END }] } }) as unknown as Stripe.Subscription;
const unreachable: Provider = () => {
  throw Object.assign(new Error("An error occurred with our connection to Stripe."), { type: "StripeConnectionError" });
};
const refusing: Provider = () => {
  throw Object.assign(new Error("A canceled subscription can only update its cancellation_details and metadata."), { type: "StripeInvalidRequestError", statusCode: 400 });
};

describe.each(kinds)("changing the tier and ending the payment at the provider on $kind", ({ create }) => {
  let database: TestDatabase;
  let db: Database;
  const tierOf = async (id: string) => (await db.select().from(profiles).where(eq(profiles.id, id)))[0]!.subscriptionTier;
  const rowOf = async (id: string) => (await db.select().from(subscriptions).where(eq(subscriptions.userId, id)))[0];
  const auditOf = (id: string) => db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, id));
  /** A creator on Creator Pro whose subscription charges (or as `row` says). */
  async function payingCreator(id: string, row: Partial<typeof subscriptions.$inferInsert> = {}) {
    await seedCreator(db, { id, email: `${id}@example.test` });
    await db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, id));
    await db.insert(subscriptions).values({ userId: id, customerId: `cus_${id}`, subscriptionId: `sub_${id}`, plan: "pro", status: "active", currentPeriodEnd: new Date(PERIOD_END * 1000), ...row });
  }

  beforeAll(async () => {
    database = await create();
    db = database.handle.db;
    await seedCreator(db, { id: "ada", email: "ada@example.test", name: "Ada Admin" });
  });
  afterAll(async () => database?.dispose());

  it("asks the provider first, stores its answer, then changes the tier with the audit entry", async () => {
    await payingCreator("nova", { customerId: "cus_nova" });
    const { services, calls } = billingWith(endingWithPeriod);
    await changeTier({ db, actor: admin, userId: "nova", tier: "standard", reason: "Refund agreed", cancelAtProvider: true, billing: services });
    expect(calls).toEqual([["sub_nova", { cancel_at_period_end: true }]]);
    expect(await rowOf("nova")).toMatchObject({ subscriptionId: "sub_nova", status: "active", plan: "pro", cancelAtPeriodEnd: true });
    expect(await tierOf("nova")).toBe("standard");
    const entries = await auditOf("nova");
    expect(entries.map((entry) => [entry.action, entry.reason, entry.details])).toEqual([["user.tier", "Refund agreed", { from: "pro", to: "standard", cancelledAtProvider: true, subscriptionId: "sub_nova" }]]);
  });

  it("changes nothing when the provider cannot be reached, refuses, or is not configured", async () => {
    for (const [id, billing, code] of [
      ["ivy", billingWith(unreachable), "PAYMENTS_UNAVAILABLE"],
      ["ian", billingWith(refusing), "NO_SUBSCRIPTION"],
      ["ida", null, "PAYMENTS_UNAVAILABLE"],
    ] as const) {
      await payingCreator(id);
      const before = await rowOf(id);
      await expect(changeTier({ db, actor: admin, userId: id, tier: "basic", reason: "Refund agreed", cancelAtProvider: true, billing: billing?.services ?? null }), id).rejects.toMatchObject({ code });
      expect(billing?.calls.length ?? 1, id).toBe(1);
      expect(await tierOf(id), id).toBe("pro");
      expect(await rowOf(id), id).toEqual(before);
      expect(await auditOf(id), id).toEqual([]);
    }
  });

  it("never asks the provider for a change that will not happen or a payment that does not run", async () => {
    const { services, calls } = billingWith(endingWithPeriod);
    await seedCreator(db, { id: "una", email: "una@example.test" });
    await db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, "una"));
    // Checkout started, never paid: a customer, no subscription.
    await seedCreator(db, { id: "uma", email: "uma@example.test" });
    await db.update(profiles).set({ subscriptionTier: "pro" }).where(eq(profiles.id, "uma"));
    await db.insert(subscriptions).values({ userId: "uma", customerId: "cus_uma" });
    await payingCreator("eve", { cancelAtPeriodEnd: true });
    await payingCreator("cal", { status: "canceled" });
    for (const id of ["una", "uma", "eve", "cal"]) {
      await expect(changeTier({ db, actor: admin, userId: id, tier: "standard", reason: "Refund", cancelAtProvider: true, billing: services }), id).rejects.toMatchObject({ code: "NO_SUBSCRIPTION" });
      expect(await tierOf(id), id).toBe("pro");
    }
    await payingCreator("sam");
    await expect(changeTier({ db, actor: admin, userId: "sam", tier: "pro", reason: "Same", cancelAtProvider: true, billing: services })).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(changeTier({ db, actor: admin, userId: "nobody", tier: "standard", reason: "Ghost", cancelAtProvider: true, billing: services })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(changeTier({ db, actor: { kind: "creator", userId: "sam" }, userId: "sam", tier: "standard", reason: "Me", cancelAtProvider: true, billing: services })).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect(calls).toEqual([]);
    // Without the flag the provider is not asked, whatever the subscription.
    await changeTier({ db, actor: admin, userId: "sam", tier: "standard", reason: "Comp ended", billing: services });
    expect(calls).toEqual([]);
    expect(await rowOf("sam")).toMatchObject({ cancelAtPeriodEnd: false, status: "active" });
    expect((await auditOf("sam")).map((entry) => entry.details)).toEqual([{ from: "pro", to: "standard" }]);
  });
});
