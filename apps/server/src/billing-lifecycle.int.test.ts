// What happens to a plan between the provider's events (issue 15): the grace period of a failed
// renewal ends on the core clock even though the provider sends nothing (the tier drops, the
// creator is told once, in her language), and two deliveries about one subscription processed at
// the same time leave the newer state stored, not the one fetched first.
import { createClock, endGracePeriods, receiveBillingEvent } from "@unleak/core";
import { mailOutbox, notifications, profiles, subscriptions } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { gracePeriodEndJob } from "@unleak/jobs";
import { SANDBOX_PRICES, TEST_CARDS } from "@unleak/sandbox";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkNow, hosted, payFor, portalOf, providerSettled, startBillingServer } from "./testing/billing";
import type { TestServer } from "./testing/test-server";

const kinds = await testDatabaseKinds();
const DAY = 86_400_000;

describe.each(kinds)("a plan between the provider's events on $kind", ({ create }) => {
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

  const tierOf = async (userId: string) => (await server.runtime.db.select().from(profiles).where(eq(profiles.id, userId)))[0]!.subscriptionTier;
  const subscriptionOf = async (userId: string) => (await server.runtime.db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0]!;
  const titlesOf = async (userId: string) => (await server.runtime.db.select().from(notifications).where(eq(notifications.userId, userId))).map((row) => row.title);
  const subjectsTo = async (to: string) => (await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).map((mail) => mail.subject);

  /** A creator whose renewal just failed: past due, in her grace period. */
  async function pastDue(email: string, language: string) {
    const [browser, userId] = await server.signedInBrowser(email);
    expect((await browser.request("/api/profile/language", { method: "PUT", json: { language } })).status).toBe(200);
    await payFor(server, browser, "pro", TEST_CARDS.failsLater);
    await server.runtime.sandbox!.stripe.renew((await subscriptionOf(userId)).subscriptionId!);
    await expect.poll(async () => (await checkNow(browser)).status, { timeout: 15_000, interval: 200 }).toBe("past_due");
    await providerSettled(server);
    return { browser, userId };
  }

  it("ends the grace period on the core clock: the tier drops, she is told once in her language", async () => {
    const { browser, userId } = await pastDue("grace-mara@example.test", "de");
    const billing = server.runtime.billing!;
    const { graceUntil } = await subscriptionOf(userId);
    expect(await tierOf(userId)).toBe("pro");

    // Before its end nothing happens.
    expect(await endGracePeriods({ db: server.runtime.db, services: billing })).toBe(0);
    expect(await tierOf(userId)).toBe("pro");

    // The core clock moves a day past the grace period; the provider still says past_due, so it ends.
    const clock = billing.clock;
    billing.clock = createClock({ realNow: () => graceUntil!.getTime() + DAY });
    try {
      expect(await endGracePeriods({ db: server.runtime.db, services: billing })).toBe(1);
      expect(await tierOf(userId)).toBe("standard");
      expect(await checkNow(browser)).toMatchObject({ subscribed: false, subscriptionTier: "standard", status: "past_due", hadSubscription: true });
      expect(await titlesOf(userId)).toContain("Ihr Schutz ist pausiert");
      expect(await subjectsTo("grace-mara@example.test")).toContain("Ihr Unleak-Schutz ist pausiert");

      // Idempotent: a second run finds nothing, and nothing is said twice.
      expect(await endGracePeriods({ db: server.runtime.db, services: billing })).toBe(0);
      expect((await titlesOf(userId)).filter((title) => title === "Ihr Schutz ist pausiert")).toHaveLength(1);
      expect((await subjectsTo("grace-mara@example.test")).filter((subject) => subject === "Ihr Unleak-Schutz ist pausiert")).toHaveLength(1);
    } finally {
      billing.clock = clock;
    }
  });

  it("runs as a scheduled job of the queue", async () => {
    const { userId } = await pastDue("grace-nele@example.test", "en");
    const schedules = (await server.runtime.queue.boss.getSchedules()).map((schedule) => [schedule.name, schedule.cron]);
    expect(schedules).toContainEqual([gracePeriodEndJob.name, "*/5 * * * *"]);
    // As if seven days had passed since the failed renewal (the job runs on the process's own clock).
    const weekAgo = new Date(Date.now() - 7 * DAY);
    await server.runtime.db.update(subscriptions).set({ graceUntil: new Date(Date.now() - 60_000), updatedAt: weekAgo }).where(eq(subscriptions.userId, userId));
    await server.runtime.queue.send(gracePeriodEndJob, { tick: true });
    await expect.poll(() => tierOf(userId), { timeout: 30_000, interval: 200 }).toBe("standard");
    await expect.poll(() => titlesOf(userId), { timeout: 10_000 }).toContain("Your protection is paused");
    expect(await subjectsTo("grace-nele@example.test")).toContain("Your Unleak protection is paused");
  });

  it("keeps the newer state when an older fetch of the same subscription finishes last", async () => {
    const [rio, rioId] = await server.signedInBrowser("race-rio@example.test");
    await payFor(server, rio, "pro", TEST_CARDS.pays);
    const { subscriptionId } = await subscriptionOf(rioId);
    const billing = server.runtime.billing!;
    const portal = await portalOf(rio);
    const elite = SANDBOX_PRICES[2];

    // A delivery whose fetch answers "pro" and is then held back while she switches to Top Tier
    // Creator in the portal and the provider's delivery of that switch is processed meanwhile.
    const held = Object.create(billing.stripe) as Stripe;
    held.subscriptions = Object.assign(Object.create(billing.stripe.subscriptions), {
      retrieve: async (id: string) => {
        const answer = await billing.stripe.subscriptions.retrieve(id);
        expect(answer.items.data[0]!.price.id).toBe(SANDBOX_PRICES[1].id);
        const sent = server.runtime.sandbox!.stripe.deliveries().length;
        expect((await hosted(`${portal}/plan`, { price: elite.id })).status).toBe(200);
        await providerSettled(server, sent + 1);
        expect(await tierOf(rioId)).toBe("elite");
        return answer;
      },
    });
    const event = { id: "evt_held_back", object: "event", type: "customer.subscription.updated", created: Math.floor(Date.now() / 1000), data: { object: { id: subscriptionId, object: "subscription" } } } as unknown as Stripe.Event;
    expect(await receiveBillingEvent({ db: server.runtime.db, services: { ...billing, stripe: held }, event })).toBe(true);
    // The late, older fetch did not overwrite the switch.
    expect(await tierOf(rioId)).toBe("elite");
    expect(await subscriptionOf(rioId)).toMatchObject({ plan: "elite", status: "active" });
    expect((await titlesOf(rioId)).filter((title) => title === "Your plan changed")).toHaveLength(1);

    // The same event delivered twice at the same time is applied once.
    const twice = { ...event, id: "evt_twice" } as Stripe.Event;
    const answers = await Promise.all([receiveBillingEvent({ db: server.runtime.db, services: billing, event: twice }), receiveBillingEvent({ db: server.runtime.db, services: billing, event: twice })]);
    expect(answers.sort()).toEqual([false, true]);
  });
});
