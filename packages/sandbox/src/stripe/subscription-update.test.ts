// The sandbox's "Update a subscription" as Stripe's SDK calls it (a bearer key, a form-encoded body):
// a paid subscription set to end with its period answers Stripe's subscription object and sends
// `customer.subscription.updated` with what changed; an update that changes nothing sends nothing;
// an item's quantity (an agency's seats) changes and the next invoice charges it; what Stripe
// refuses, the sandbox refuses the same way.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScheduler, realClock } from "../clock/sandbox-clock";
import { createStripeSandbox, SANDBOX_PRICES, TEST_CARDS } from "./stripe-app";
import { updateSubscription } from "./subscription-update";

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const scheduler = createScheduler(realClock);
const stripe = createStripeSandbox({ clock: realClock, scheduler, origin: () => "http://stripe.localhost" });
const received: Json[] = [];
let receiver: Server;

/** A call as the SDK makes it. */
async function api(path: string, form?: Record<string, string>, key = "sk_test_unleak") {
  const response = await stripe.app.request(`http://stripe.localhost${path}`, {
    method: form ? "POST" : "GET",
    headers: { authorization: `Bearer ${key}`, ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    body: form ? new URLSearchParams(form).toString() : undefined,
  });
  return { status: response.status, body: (await response.json()) as Json };
}

/** A customer who paid for `quantity` of Creator Pro at the hosted checkout: answers the subscription's id. */
async function paidSubscription(quantity = 1): Promise<string> {
  const customer = (await api("/v1/customers", { email: "nova@example.test" })).body.id as string;
  const session = (await api("/v1/checkout/sessions", { mode: "subscription", customer, "line_items[0][price]": SANDBOX_PRICES[1].id, "line_items[0][quantity]": String(quantity), success_url: "http://app.test/ok", cancel_url: "http://app.test/no" })).body;
  const paid = await stripe.app.request(`http://stripe.localhost/c/pay/${session.id}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: new URLSearchParams({ card: TEST_CARDS.pays }).toString() });
  expect(paid.status).toBe(303);
  return (await api(`/v1/checkout/sessions/${session.id}`)).body.subscription as string;
}

const eventsFor = (subscriptionId: string, type = "customer.subscription.updated") => received.filter((event) => event.type === type && event.data.object.id === subscriptionId);

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      received.push(JSON.parse(body) as Json);
      response.end("{}");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  expect((await api("/v1/webhook_endpoints", { url: `http://127.0.0.1:${port}/webhook`, "enabled_events[0]": "*" })).status).toBe(200);
});
afterAll(async () => {
  stripe.close();
  scheduler.clear();
  await new Promise((resolve) => receiver.close(resolve));
});

describe("POST /v1/subscriptions/:id", () => {
  it("ends a paid subscription with its period, tells the webhook what changed, and renews it again", async () => {
    const id = await paidSubscription();
    const before = (await api(`/v1/subscriptions/${id}`)).body;
    expect(before).toMatchObject({ object: "subscription", status: "active", cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    const periodEnd = before.items.data[0].current_period_end as number;

    const ended = await api(`/v1/subscriptions/${id}`, { cancel_at_period_end: "true" });
    expect(ended.status).toBe(200);
    expect(ended.body).toMatchObject({ id, object: "subscription", status: "active", cancel_at_period_end: true, cancel_at: periodEnd });
    expect(ended.body.canceled_at).toBeGreaterThan(0);
    expect((await api(`/v1/subscriptions/${id}`)).body.cancel_at_period_end).toBe(true);
    await expect.poll(() => eventsFor(id).length).toBe(1);
    expect(eventsFor(id)[0]!.data).toEqual({ object: ended.body, previous_attributes: { cancel_at_period_end: false, cancel_at: null, canceled_at: null } });

    // Asked again: nothing changes, so no event.
    expect((await api(`/v1/subscriptions/${id}`, { cancel_at_period_end: "true" })).body.cancel_at_period_end).toBe(true);
    const renewed = await api(`/v1/subscriptions/${id}`, { cancel_at_period_end: "false" });
    expect(renewed.body).toMatchObject({ cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    await expect.poll(() => eventsFor(id).length).toBe(2);
    expect(eventsFor(id)[1]!.data.previous_attributes).toEqual({ cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: ended.body.canceled_at });
  });

  it("ends the subscription at its period end, after which it refuses to change", async () => {
    const id = await paidSubscription();
    await api(`/v1/subscriptions/${id}`, { cancel_at_period_end: "true" });
    await stripe.renew(id);
    expect((await api(`/v1/subscriptions/${id}`)).body.status).toBe("canceled");
    await expect.poll(() => eventsFor(id, "customer.subscription.deleted").length).toBe(1);
    const refused = await api(`/v1/subscriptions/${id}`, { cancel_at_period_end: "false" });
    expect(refused).toEqual({ status: 400, body: { error: { type: "invalid_request_error", message: "A canceled subscription can only update its cancellation_details and metadata.", param: "cancel_at_period_end" } } });
  });

  it("refuses what Stripe refuses: an unknown subscription, a bad boolean, no key, and a parameter the sandbox does not play", async () => {
    const id = await paidSubscription();
    expect(await api("/v1/subscriptions/sub_missing", { cancel_at_period_end: "true" })).toMatchObject({ status: 404, body: { error: { param: "id", message: "No such subscription: 'sub_missing'" } } });
    expect(await api(`/v1/subscriptions/${id}`, { cancel_at_period_end: "yes" })).toMatchObject({ status: 400, body: { error: { param: "cancel_at_period_end", message: "Invalid boolean: yes" } } });
    expect(await api(`/v1/subscriptions/${id}`, { cancel_at_period_end: "true" }, "not-a-key")).toMatchObject({ status: 401 });
    const item = (await api(`/v1/subscriptions/${id}`)).body.items.data[0].id as string;
    expect(await api(`/v1/subscriptions/${id}`, { "items[0][id]": item, "items[0][price]": SANDBOX_PRICES[2].id })).toMatchObject({ status: 400, body: { error: { param: "items[0][price]" } } });
    expect(await api(`/v1/subscriptions/${id}`, { "items[0][quantity]": "2" })).toMatchObject({ status: 400, body: { error: { param: "items[0][id]" } } });
    expect(await api(`/v1/subscriptions/${id}`, { "items[0][id]": "si_other", "items[0][quantity]": "2" })).toMatchObject({ status: 400, body: { error: { param: "items[0][id]", message: "No such subscription item: 'si_other'" } } });
    expect(await api(`/v1/subscriptions/${id}`, { "items[0][id]": item, "items[0][quantity]": "two" })).toMatchObject({ status: 400, body: { error: { param: "items[0][quantity]", message: "Invalid integer: two" } } });
    expect(await api(`/v1/subscriptions/${id}`, { "items[0][id]": item, "items[0][quantity]": "2", proration_behavior: "always_invoice" })).toMatchObject({ status: 400, body: { error: { param: "proration_behavior" } } });
    // Nothing of it changed the subscription.
    expect((await api(`/v1/subscriptions/${id}`)).body).toMatchObject({ cancel_at_period_end: false, items: { data: [{ price: { id: SANDBOX_PRICES[1].id }, quantity: 1 }] } });
  });

  it("changes an item's quantity with prorations, tells the webhook the items before, and charges the new quantity at renewal", async () => {
    const id = await paidSubscription(2);
    const before = (await api(`/v1/subscriptions/${id}`)).body;
    const item = before.items.data[0];
    expect(item).toMatchObject({ object: "subscription_item", quantity: 2 });
    const updated = await api(`/v1/subscriptions/${id}`, { "items[0][id]": item.id, "items[0][quantity]": "3", proration_behavior: "create_prorations" });
    expect(updated.status).toBe(200);
    expect(updated.body.items.data[0]).toMatchObject({ id: item.id, quantity: 3, price: { id: SANDBOX_PRICES[1].id } });
    await expect.poll(() => eventsFor(id).length).toBe(1);
    expect(eventsFor(id)[0]!.data).toEqual({ object: updated.body, previous_attributes: { items: before.items } });
    // The same quantity again changes nothing and sends nothing.
    expect((await api(`/v1/subscriptions/${id}`, { "items[0][id]": item.id, "items[0][quantity]": "3", proration_behavior: "none" })).status).toBe(200);

    await stripe.renew(id);
    const invoices = (await api(`/v1/invoices?customer=${before.customer}`)).body;
    expect(invoices).toMatchObject({ object: "list", has_more: false });
    // Newest first: the renewal at 3 × €199, then the checkout at 2 × €199.
    expect(invoices.data.map((invoice: Json) => [invoice.amount_due, invoice.status])).toEqual([
      [59_700, "paid"],
      [39_800, "paid"],
    ]);
    expect(invoices.data[1]).toMatchObject({ object: "invoice", customer: before.customer, currency: "eur", amount_paid: 39_800, parent: { subscription_details: { subscription: id } } });
    expect(invoices.data[1].number).toMatch(/^[0-9A-F]{8}-0001$/);
  });
});

describe("GET /v1/invoices", () => {
  it("lists a customer's invoices newest first, a page at a time, and refuses what it does not play", async () => {
    const id = await paidSubscription();
    const customer = (await api(`/v1/subscriptions/${id}`)).body.customer as string;
    await stripe.renew(id);
    await stripe.renew(id);
    const all = (await api(`/v1/invoices?customer=${customer}`)).body.data as Json[];
    expect(all).toHaveLength(3);
    expect(all.every((invoice) => invoice.customer === customer && invoice.amount_due === SANDBOX_PRICES[1].unitAmount)).toBe(true);
    const first = (await api(`/v1/invoices?customer=${customer}&limit=2`)).body;
    expect(first.data.map((invoice: Json) => invoice.id)).toEqual(all.slice(0, 2).map((invoice) => invoice.id));
    expect(first.has_more).toBe(true);
    const next = (await api(`/v1/invoices?customer=${customer}&limit=2&starting_after=${first.data[1].id}`)).body;
    expect(next).toMatchObject({ has_more: false, data: [{ id: all[2]!.id }] });
    expect((await api(`/v1/invoices?subscription=${id}`)).body.data).toHaveLength(3);
    expect((await api("/v1/invoices?customer=cus_nobody")).body.data).toEqual([]);
    expect(await api(`/v1/invoices?customer=${customer}&limit=0`)).toMatchObject({ status: 400, body: { error: { param: "limit" } } });
    expect(await api(`/v1/invoices?customer=${customer}&status=paid`)).toMatchObject({ status: 400, body: { error: { param: "status" } } });
    expect(await api(`/v1/invoices?customer=${customer}`, undefined, "not-a-key")).toMatchObject({ status: 401 });
  });
});

describe("POST /v1/checkout/sessions", () => {
  it("wants a positive quantity, as Stripe does", async () => {
    const customer = (await api("/v1/customers", { email: "ada@example.test" })).body.id as string;
    const session = (quantity?: string) =>
      api("/v1/checkout/sessions", { mode: "subscription", customer, "line_items[0][price]": SANDBOX_PRICES[0].id, ...(quantity === undefined ? {} : { "line_items[0][quantity]": quantity }), success_url: "http://app.test/ok", cancel_url: "http://app.test/no" });
    expect(await session()).toMatchObject({ status: 400, body: { error: { param: "line_items[0][quantity]" } } });
    expect(await session("0")).toMatchObject({ status: 400, body: { error: { param: "line_items[0][quantity]" } } });
    const seats = await session("4");
    expect(seats.status).toBe(200);
    const page = await (await stripe.app.request(seats.body.url)).text();
    expect(page).toContain("€99.00 per month × 4 = €396.00 per month");
  });
});

describe("updateSubscription", () => {
  const subscription = () => ({ status: "active", periodEnd: 2_000, itemId: "si_1", quantity: 2, cancelAtPeriodEnd: false, canceledAt: null, metadata: { userId: "nova", plan: "pro" } });

  it("sets, unsets and clears metadata as Stripe does", () => {
    const sub = subscription();
    expect(updateSubscription(sub, { metadata: { plan: "", note: "comp" } }, 1_000)).toEqual({ previousAttributes: { metadata: { userId: "nova", plan: "pro" } } });
    expect(sub.metadata).toEqual({ userId: "nova", note: "comp" });
    updateSubscription(sub, { metadata: "" }, 1_000);
    expect(sub.metadata).toEqual({});
  });

  it("changes nothing when one parameter is refused", () => {
    const sub = subscription();
    expect(updateSubscription(sub, { cancel_at_period_end: "true", metadata: { plan: ["x"] } }, 1_000)).toEqual({ refused: { message: "Invalid string", param: "metadata[plan]" } });
    expect(sub).toEqual(subscription());
    expect(updateSubscription(sub, { cancel_at_period_end: "true", items: [{ id: "si_1", quantity: "-1" }] }, 1_000)).toEqual({ refused: { message: "Invalid integer: -1", param: "items[0][quantity]" } });
    expect(sub).toEqual(subscription());
  });

  it("sets the item's quantity and reports the items before", () => {
    const sub = subscription();
    expect(updateSubscription(sub, { items: [{ id: "si_1", quantity: "5" }], proration_behavior: "create_prorations" }, 1_000)).toEqual({ previousAttributes: { items: { id: "si_1", quantity: 2 } } });
    expect(sub.quantity).toBe(5);
    expect(updateSubscription({ ...sub, status: "canceled" }, { items: [{ id: "si_1", quantity: "1" }] }, 1_000)).toMatchObject({ refused: { param: "items" } });
  });
});
