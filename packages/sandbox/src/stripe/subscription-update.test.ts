// The sandbox's "Update a subscription" as Stripe's SDK calls it (a bearer key, a form-encoded body):
// a paid subscription set to end with its period answers Stripe's subscription object and sends
// `customer.subscription.updated` with what changed; an update that changes nothing sends nothing;
// what Stripe refuses, the sandbox refuses the same way.
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

/** A customer who paid for Creator Pro at the hosted checkout: answers the subscription's id. */
async function paidSubscription(): Promise<string> {
  const customer = (await api("/v1/customers", { email: "nova@example.test" })).body.id as string;
  const session = (await api("/v1/checkout/sessions", { mode: "subscription", customer, "line_items[0][price]": SANDBOX_PRICES[1].id, "line_items[0][quantity]": "1", success_url: "http://app.test/ok", cancel_url: "http://app.test/no" })).body;
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
    expect(await api(`/v1/subscriptions/${id}`, { "items[0][price]": SANDBOX_PRICES[2].id })).toMatchObject({ status: 400, body: { error: { param: "items" } } });
    // Nothing of it changed the subscription.
    expect((await api(`/v1/subscriptions/${id}`)).body).toMatchObject({ cancel_at_period_end: false, items: { data: [{ price: { id: SANDBOX_PRICES[1].id } }] } });
  });
});

describe("updateSubscription", () => {
  const subscription = () => ({ status: "active", periodEnd: 2_000, cancelAtPeriodEnd: false, canceledAt: null, metadata: { userId: "nova", plan: "pro" } });

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
  });
});
