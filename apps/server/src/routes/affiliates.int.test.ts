// The affiliate programme end to end (issue 19): a referral link's visit sets the signed first-party
// cookie and counts one click a day, the first click wins, a sign-up through it becomes a referral
// (never one's own code), a payment in the sandbox's Stripe checkout earns a pending commission
// through the real webhook, a replayed invoice changes nothing, a refund through Stripe's refunds
// API reverses the commission, and a payout is requested (minimum, IBAN check), approved, paid and
// mailed.
import { affiliateRoutes, REFERRAL_COOKIE } from "@unleak/contracts";
import { recordReferral } from "@unleak/core/affiliates/record-referral";
import { commissions, mailOutbox, referrals, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { TEST_CARDS } from "@unleak/sandbox";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { payFor, providerSettled, startBillingServer } from "../testing/billing";
import { type TestBrowser, type TestServer, testPassword } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("the affiliate programme on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let close: () => Promise<void>;

  beforeAll(async () => {
    database = await create();
    ({ server, close } = await startBillingServer(database, { ADMIN_EMAILS: "aff-admin@example.test" }));
  });
  afterAll(async () => {
    await close?.();
    await database?.dispose();
  });

  const hubOf = async (browser: TestBrowser) => answerOf(affiliateRoutes.hub, await browser.request("/api/affiliates/me"), 200);
  const commissionsOf = (affiliateUserId: string) => server.runtime.db.select().from(commissions).where(eq(commissions.affiliateUserId, affiliateUserId));

  /** Signs up in `browser` (keeping its referral cookie), verifies the address, signs in. */
  async function signUpIn(browser: TestBrowser, email: string): Promise<string> {
    expect((await browser.request("/api/auth/sign-up/email", { json: { email, password: testPassword, name: email.split("@")[0] } })).status).toBe(200);
    await server.runtime.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const response = await browser.request("/api/auth/sign-in/email", { json: { email, password: testPassword } });
    return ((await response.json()) as { user: { id: string } }).user.id;
  }

  it("attributes a sign-up to the first referral link clicked, counts clicks once a day, ignores one's own code", async () => {
    const [ada, adaId] = await server.signedInBrowser("aff-ada@example.test");
    const [bea] = await server.signedInBrowser("aff-bea@example.test");
    const adaHub = await hubOf(ada);
    expect(adaHub.link).toBe(`http://localhost:3999/?ref=${adaHub.code}`);
    expect(adaHub).toMatchObject({ clicks: 0, signUps: 0, payingReferrals: 0, pendingCents: 0, availableCents: 0, currency: "eur" });
    expect(adaHub.programme).toEqual({ commissionRatePercent: 20, holdDays: 14, cookieDays: 30, payoutMinimumCents: 5000, payoutMethods: ["bank_transfer", "paypal"], currency: "eur" });
    const beaCode = (await hubOf(bea)).code;

    const visitor = server.browser();
    const first = await visitor.request(`/pricing?ref=${adaHub.code}`);
    const setCookie = first.headers.getSetCookie().find((line) => line.startsWith(`${REFERRAL_COOKIE}=`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=2592000/);
    const cookie = visitor.cookies.get(REFERRAL_COOKIE)!;
    expect(cookie.startsWith(`${adaHub.code}.`)).toBe(true);
    // The same visitor again the same day: one click. Another affiliate's link: counted, but the cookie stays.
    await visitor.request(`/?ref=${adaHub.code}`);
    const second = await visitor.request(`/?ref=${beaCode}`);
    expect(second.headers.getSetCookie().some((line) => line.startsWith(`${REFERRAL_COOKIE}=`))).toBe(false);
    expect(visitor.cookies.get(REFERRAL_COOKIE)).toBe(cookie);
    // An unknown code sets nothing; a forged cookie for another code is not honoured.
    const stranger = server.browser();
    await stranger.request("/?ref=nosuchcode123");
    expect(stranger.cookies.has(REFERRAL_COOKIE)).toBe(false);

    const referredId = await signUpIn(visitor, "aff-referred-1@example.test");
    const [row] = await server.runtime.db.select().from(referrals).where(eq(referrals.referredUserId, referredId));
    expect(row).toMatchObject({ affiliateUserId: adaId });
    expect((await hubOf(ada)).clicks).toBe(1);
    expect((await hubOf(ada)).signUps).toBe(1);
    expect((await hubOf(bea)).clicks).toBe(1);
    expect((await hubOf(bea)).signUps).toBe(0);

    // Her own code: no referral of herself (the database refuses it too).
    expect(await recordReferral({ db: server.runtime.db, userId: adaId, cookie, secret: server.runtime.config.authSecret, cookieDays: 30, now: new Date() })).toBe(false);
    const forged = `${beaCode}.${cookie.split(".").slice(1).join(".")}`;
    const forgedVisitor = server.browser();
    forgedVisitor.cookies.set(REFERRAL_COOKIE, forged);
    const forgedId = await signUpIn(forgedVisitor, "aff-forged@example.test");
    expect(await server.runtime.db.select().from(referrals).where(eq(referrals.referredUserId, forgedId))).toEqual([]);
  });

  it("earns a pending commission from a paid invoice, ignores a replay, reverses it on a refund, and pays out above the minimum", async () => {
    const [cleo, cleoId] = await server.signedInBrowser("aff-cleo@example.test");
    const { code } = await hubOf(cleo);
    const visitor = server.browser();
    await visitor.request(`/?ref=${code}`);
    await signUpIn(visitor, "aff-referred-2@example.test");

    await payFor(server, visitor, "pro", TEST_CARDS.pays);
    await expect.poll(async () => (await commissionsOf(cleoId)).length, { timeout: 15_000 }).toBe(1);
    const [commission] = await commissionsOf(cleoId);
    expect(commission).toMatchObject({ invoiceAmountCents: 19900, amountCents: 3980, rateBasisPoints: 2000, currency: "eur", status: "pending" });
    expect(commission!.chargeId).toMatch(/^pi_/);
    expect(commission!.availableAt.getTime() - commission!.createdAt.getTime()).toBeGreaterThan(13 * 86_400_000);
    expect(await hubOf(cleo)).toMatchObject({ signUps: 1, payingReferrals: 1, pendingCents: 3980, availableCents: 0 });
    const page = await answerOf(affiliateRoutes.commissions, await cleo.request("/api/affiliates/commissions"), 200);
    expect(page).toMatchObject({ total: 1, page: 1, commissions: [{ amountCents: 3980, status: "pending" }] });

    // The provider delivers the paid invoice again (a new event of the same invoice): nothing changes.
    const billing = server.runtime.billing!;
    const invoice = await billing.stripe.invoices.retrieve(commission!.invoiceId).catch(async () => (await billing.stripe.invoices.list({ limit: 100 })).data.find((one) => one.id === commission!.invoiceId)!);
    const payload = JSON.stringify({ id: "evt_affiliate_replay", object: "event", type: "invoice.paid", created: Math.floor(Date.now() / 1000), data: { object: invoice } });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: await billing.webhookSecret() });
    const replay = await server.browser().request("/api/billing/webhook", { method: "POST", body: payload, headers: { "content-type": "application/json", "stripe-signature": header } });
    expect(replay.status).toBe(200);
    expect(await commissionsOf(cleoId)).toHaveLength(1);

    // A payout needs the minimum: nothing is available yet.
    const bank = { method: "bank_transfer", details: { iban: "DE89 3704 0044 0532 0130 00", holder: "Cleo Affiliate" } };
    const below = await cleo.request("/api/affiliates/payouts", { json: bank });
    expect(below.status).toBe(422);
    expect(await below.json()).toMatchObject({ error: { code: "PAYOUT_BELOW_MINIMUM" } });

    // A refund through Stripe's refunds API: the sandbox sends charge.refunded and the commission is reversed.
    const sent = server.runtime.sandbox!.stripe.deliveries().length;
    const refund = await billing.stripe.refunds.create({ payment_intent: commission!.chargeId! });
    expect(refund).toMatchObject({ object: "refund", amount: 19900, status: "succeeded" });
    // Only `charge.refunded` is among the events the endpoint asked for.
    await providerSettled(server, sent + 1);
    await expect.poll(async () => (await commissionsOf(cleoId))[0]!.status, { timeout: 10_000 }).toBe("reversed");
    expect(await hubOf(cleo)).toMatchObject({ pendingCents: 0, availableCents: 0 });

    // A second referral pays the top plan; once its hold period has passed, a payout is asked for and paid.
    const visitor2 = server.browser();
    await visitor2.request(`/?ref=${code}`);
    await signUpIn(visitor2, "aff-referred-3@example.test");
    await payFor(server, visitor2, "elite", TEST_CARDS.pays);
    await expect.poll(async () => (await commissionsOf(cleoId)).length, { timeout: 15_000 }).toBe(2);
    await server.runtime.db.update(commissions).set({ availableAt: new Date(Date.now() - 1000) }).where(eq(commissions.status, "pending"));
    expect(await hubOf(cleo)).toMatchObject({ pendingCents: 0, availableCents: 6980, payingReferrals: 2 });

    const badIban = await cleo.request("/api/affiliates/payouts", { json: { ...bank, details: { ...bank.details, iban: "DE00 3704 0044 0532 0130 00" } } });
    expect(badIban.status).toBe(422);
    const [admin] = await server.signedInAdmin("aff-admin@example.test");
    // A rejected request frees its commissions and tells her why.
    const first = await answerOf(affiliateRoutes.requestPayout, await cleo.request("/api/affiliates/payouts", { json: { method: "paypal", details: { email: "cleo-pay@example.test" } } }), 201);
    expect(await hubOf(cleo)).toMatchObject({ availableCents: 0 });
    expect(await answerOf(affiliateRoutes.decide, await admin.request(`/api/admin/payouts/${first.id}/decision`, { json: { decision: "reject", note: "Please use a bank account." } }), 200)).toMatchObject({ status: "rejected" });
    expect(await hubOf(cleo)).toMatchObject({ availableCents: 6980 });
    const rejectedMail = (await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "aff-cleo@example.test"))).find((mail) => mail.subject === "Your payout request was not approved");
    expect(rejectedMail?.text).toContain("Please use a bank account.");

    const payout = await answerOf(affiliateRoutes.requestPayout, await cleo.request("/api/affiliates/payouts", { json: bank }), 201);
    expect(payout).toMatchObject({ amountCents: 6980, method: "bank_transfer", status: "requested", details: { iban: "DE89370400440532013000" } });
    expect((await cleo.request("/api/affiliates/payouts", { json: bank })).status).toBe(422);
    expect(await hubOf(cleo)).toMatchObject({ availableCents: 0 });

    const queue = await answerOf(affiliateRoutes.queue, await admin.request("/api/admin/payouts"), 200);
    expect(queue.payouts.find((one) => one.id === payout.id)).toMatchObject({ user: { email: "aff-cleo@example.test" }, commissions: 1, reversedCents: 0 });
    // Paid before approved: out of order.
    expect((await admin.request(`/api/admin/payouts/${payout.id}/decision`, { json: { decision: "paid" } })).status).toBe(409);
    expect((await admin.request(`/api/admin/payouts/${payout.id}/decision`, { json: { decision: "reject" } })).status).toBe(422);
    expect(await answerOf(affiliateRoutes.decide, await admin.request(`/api/admin/payouts/${payout.id}/decision`, { json: { decision: "approve" } }), 200)).toMatchObject({ status: "approved" });
    expect(await answerOf(affiliateRoutes.decide, await admin.request(`/api/admin/payouts/${payout.id}/decision`, { json: { decision: "paid" } }), 200)).toMatchObject({ status: "paid" });
    expect((await commissionsOf(cleoId)).map((one) => one.status).sort()).toEqual(["paid", "reversed"]);
    expect(await hubOf(cleo)).toMatchObject({ availableCents: 0, paidCents: 6980 });
    const mails = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "aff-cleo@example.test"));
    expect(mails.map((mail) => mail.subject)).toContain("Your payout of €69.80 has been paid");
    const mine = await answerOf(affiliateRoutes.payouts, await cleo.request("/api/affiliates/payouts"), 200);
    expect(mine.payouts).toMatchObject([{ id: payout.id, status: "paid" }, { id: first.id, status: "rejected", note: "Please use a bank account." }]);
  });
});
