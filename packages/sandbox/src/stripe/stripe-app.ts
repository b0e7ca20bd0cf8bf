// The payment provider of the sandbox world: a Stripe-compatible service for exactly the endpoints
// Unleak calls (customers, prices, Checkout sessions for a quantity of a price, the billing portal
// and its configurations, subscriptions read and updated, invoices listed, invoice payments and refunds (payments.ts), webhook endpoints),
// speaking Stripe's protocol (form-encoded requests with bracketed keys, bearer secret keys, Stripe's
// object and error shapes, API version 2026-10-28: the paid period on the subscription item), with a
// hosted checkout page where a test card pays or is declined, a hosted portal that offers what its
// configuration allows (switch among the configured prices at once, card, cancel at period end,
// invoices) and, like Stripe, opens only with a saved configuration, renewals and payment retries
// on the sandbox clock, and events delivered to every
// registered webhook endpoint signed the way Stripe signs them (`Stripe-Signature: t=..,v1=..`), so
// that the real SDK and the real verification code run against it (ADR 033).
import { createHmac, randomBytes } from "node:crypto";
import { Hono } from "hono";
import qs from "qs";
import type { Scheduler, SandboxClock } from "../clock/sandbox-clock";
import { documentShell, escapeHtml as e } from "../web/html";
import { type Invoice, invoiceNumber, invoiceObject, listInvoices } from "./invoices";
import { payInvoice, paymentRoutes } from "./payments";
import { updateSubscription } from "./subscription-update";

/** Stripe's test cards: one pays, one is declined at checkout, one pays now and fails at renewal. */
export const TEST_CARDS = { pays: "4242424242424242", declined: "4000000000000002", failsLater: "4000000000000341" } as const;

/** The prices the sandbox knows, named as Unleak's configuration names them by default. */
export const SANDBOX_PRICES = [
  { id: "price_starter_monthly", product: "prod_starter", name: "Starter", unitAmount: 9900 },
  { id: "price_pro_monthly", product: "prod_creator_pro", name: "Creator Pro", unitAmount: 19900 },
  { id: "price_elite_monthly", product: "prod_top_tier_creator", name: "Top Tier Creator", unitAmount: 34900 },
] as const;

type Price = (typeof SANDBOX_PRICES)[number];
type Json = Record<string, unknown>;

interface Customer {
  id: string;
  email: string | null;
  metadata: Record<string, string>;
  card: string | null;
}
interface CheckoutSession {
  id: string;
  customer: string;
  price: Price;
  /** The line item's quantity: 1 for a creator, one seat per creator for an agency (issue 17). */
  quantity: number;
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  status: "open" | "complete" | "expired";
  subscription: string | null;
  created: number;
}
interface Subscription {
  id: string;
  itemId: string;
  customer: string;
  price: Price;
  quantity: number;
  status: "active" | "past_due" | "canceled" | "unpaid";
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  metadata: Record<string, string>;
  created: number;
}
/** What a billing-portal configuration lets the customer do (Stripe's `features`, the parts the sandbox plays). */
interface PortalConfiguration {
  id: string;
  /** The prices a subscription may switch among; none: no plan switch. */
  switchPrices: string[];
  prorationBehavior: string;
  cancelMode: "at_period_end" | "immediately" | null;
  paymentMethodUpdate: boolean;
  invoiceHistory: boolean;
  metadata: Record<string, string>;
  created: number;
  json: Json;
}
interface Endpoint {
  id: string;
  url: string;
  secret: string;
  enabledEvents: string[];
}

/** A delivered event, for tests and the demo. */
export interface StripeDelivery {
  eventId: string;
  type: string;
  url: string;
  status: number | null;
  attempts: number;
}

export interface StripeSandbox {
  app: Hono;
  /** Every event delivery so far, oldest first. */
  deliveries(): StripeDelivery[];
  /** Runs the subscription's renewal now (as its period end would): pays with the card on file or fails. */
  renew(subscriptionId: string): Promise<void>;
  close(): void;
}

const API_VERSION = "2026-10-28.endive";
const MONTH_MS = 30 * 86_400_000;
/** Stripe retries a failed delivery for days; the sandbox a few times, quickly. */
const DELIVERY_RETRIES_MS = [500, 2000, 5000];

export function createStripeSandbox({ clock, scheduler, origin }: { clock: SandboxClock; scheduler: Scheduler; origin: () => string }): StripeSandbox {
  const customers = new Map<string, Customer>();
  const sessions = new Map<string, CheckoutSession>();
  const portals = new Map<string, { customer: string; returnUrl: string; configuration: PortalConfiguration }>();
  const configurations = new Map<string, PortalConfiguration>();
  const subscriptions = new Map<string, Subscription>();
  const invoices: Invoice[] = [];
  const endpoints = new Map<string, Endpoint>();
  const deliveries: StripeDelivery[] = [];
  let closed = false;
  const now = () => Math.floor(clock.now().getTime() / 1000);
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;

  const priceObject = (price: Price) => ({ id: price.id, object: "price", active: true, currency: "eur", unit_amount: price.unitAmount, recurring: { interval: "month", interval_count: 1 }, product: price.product, type: "recurring", livemode: false });
  const itemsObject = (sub: Pick<Subscription, "id" | "itemId" | "price" | "quantity" | "periodStart" | "periodEnd">) => ({
    object: "list",
    data: [{ id: sub.itemId, object: "subscription_item", price: priceObject(sub.price), quantity: sub.quantity, current_period_start: sub.periodStart, current_period_end: sub.periodEnd }],
    has_more: false,
    url: `/v1/subscription_items?subscription=${sub.id}`,
  });
  const subscriptionObject = (sub: Subscription) => ({
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    cancel_at: sub.cancelAtPeriodEnd ? sub.periodEnd : null,
    canceled_at: sub.canceledAt,
    created: sub.created,
    currency: "eur",
    livemode: false,
    metadata: sub.metadata,
    items: itemsObject(sub),
  });
  const customerObject = (customer: Customer) => ({
    id: customer.id,
    object: "customer",
    email: customer.email,
    metadata: customer.metadata,
    invoice_settings: { default_payment_method: customer.card ? `pm_card_${customer.card.slice(-4)}` : null },
    livemode: false,
  });
  const sessionObject = (session: CheckoutSession) => ({
    id: session.id,
    object: "checkout.session",
    mode: "subscription",
    customer: session.customer,
    client_reference_id: session.clientReferenceId,
    metadata: session.metadata,
    status: session.status,
    payment_status: session.status === "complete" ? "paid" : "unpaid",
    subscription: session.subscription,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: session.status === "open" ? `${origin()}/c/pay/${session.id}` : null,
    created: session.created,
    livemode: false,
  });

  async function deliver(event: Json, endpoint: Endpoint): Promise<void> {
    const payload = JSON.stringify(event);
    const record: StripeDelivery = { eventId: String(event.id), type: String(event.type), url: endpoint.url, status: null, attempts: 0 };
    deliveries.push(record);
    for (let attempt = 0; attempt <= DELIVERY_RETRIES_MS.length && !closed; attempt += 1) {
      record.attempts += 1;
      const timestamp = Math.floor(Date.now() / 1000);
      const signature = createHmac("sha256", endpoint.secret).update(`${timestamp}.${payload}`).digest("hex");
      try {
        const response = await fetch(endpoint.url, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": `t=${timestamp},v1=${signature}`, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" }, body: payload, signal: AbortSignal.timeout(10_000) });
        record.status = response.status;
        await response.body?.cancel();
        if (response.ok) return;
      } catch {
        record.status = null;
      }
      await new Promise((resolve) => setTimeout(resolve, DELIVERY_RETRIES_MS[attempt] ?? 0));
    }
  }

  /** Events go out in the order they happen, one after another per endpoint. */
  const queues = new Map<string, Promise<void>>();
  function emit(type: string, object: Json, previousAttributes?: Json): void {
    const data = previousAttributes ? { object, previous_attributes: previousAttributes } : { object };
    const event = { id: id("evt"), object: "event", api_version: API_VERSION, created: now(), type, livemode: false, pending_webhooks: endpoints.size, request: { id: null, idempotency_key: null }, data };
    for (const endpoint of endpoints.values()) {
      if (!endpoint.enabledEvents.includes("*") && !endpoint.enabledEvents.includes(type)) continue;
      const previous = queues.get(endpoint.id) ?? Promise.resolve();
      queues.set(endpoint.id, previous.then(() => deliver(event, endpoint)));
    }
  }

  function invoiceFor(sub: Subscription, paid: boolean): Invoice {
    const invoice: Invoice = {
      id: id("in"),
      number: invoiceNumber(invoices, sub.customer),
      customer: sub.customer,
      subscription: sub.id,
      amount: sub.price.unitAmount * sub.quantity,
      quantity: sub.quantity,
      status: paid ? "paid" : "open",
      periodStart: sub.periodStart,
      periodEnd: sub.periodEnd,
      created: now(),
    };
    if (paid) payInvoice(invoice, id, invoice.created);
    invoices.push(invoice);
    return invoice;
  }

  function scheduleRenewal(sub: Subscription): void {
    const periodEnd = sub.periodEnd;
    scheduler.at(new Date(periodEnd * 1000), () => {
      const current = subscriptions.get(sub.id);
      if (current && current.periodEnd === periodEnd && current.status !== "canceled") void renew(current.id);
    });
  }

  function cancelNow(sub: Subscription): void {
    sub.status = "canceled";
    sub.canceledAt = now();
    emit("customer.subscription.deleted", subscriptionObject(sub));
  }

  /**
   * Charges the card on file for an open invoice. Paid: the subscription is active. Declined: the
   * first failure leaves it past_due and retries a week later; a second leaves it unpaid, and a week
   * after that it is cancelled (Stripe's retry schedule, shortened).
   */
  function collect(sub: Subscription, invoice: Invoice): void {
    if (customers.get(sub.customer)?.card === TEST_CARDS.pays) {
      payInvoice(invoice, id, now());
      sub.status = "active";
      emit("invoice.paid", invoiceObject(invoice));
      emit("customer.subscription.updated", subscriptionObject(sub));
      return;
    }
    sub.status = sub.status === "past_due" ? "unpaid" : "past_due";
    emit("invoice.payment_failed", invoiceObject(invoice));
    emit("customer.subscription.updated", subscriptionObject(sub));
    const status = sub.status;
    scheduler.at(new Date(clock.now().getTime() + 7 * 86_400_000), () => {
      if (subscriptions.get(sub.id)?.status === status) void renew(sub.id);
    });
  }

  /** The subscription's next due moment: its renewal (or cancellation) at the period end, or the retry of its open invoice. */
  async function renew(subscriptionId: string): Promise<void> {
    const sub = subscriptions.get(subscriptionId);
    if (!sub || sub.status === "canceled") return;
    const open = invoices.findLast((invoice) => invoice.subscription === sub.id && invoice.status === "open");
    if (sub.status === "past_due" && open) return collect(sub, open);
    if (sub.cancelAtPeriodEnd || sub.status === "unpaid") return cancelNow(sub);
    // As at Stripe, the new period starts with its invoice, whether or not the invoice is paid.
    sub.periodStart = sub.periodEnd;
    sub.periodEnd = sub.periodStart + MONTH_MS / 1000;
    scheduleRenewal(sub);
    collect(sub, invoiceFor(sub, false));
  }

  const app = new Hono();
  const stripeError = (status: number, message: string, type = "invalid_request_error", param?: string) =>
    new Response(JSON.stringify({ error: { type, message, ...(param ? { param } : {}) } }), { status, headers: { "content-type": "application/json", "request-id": id("req") } });
  const ok = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json", "request-id": id("req"), "stripe-version": API_VERSION } });
  const form = async (request: Request) => qs.parse(await request.text()) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const record = (value: unknown): Record<string, string> => (value && typeof value === "object" ? Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => typeof v === "string")) as Record<string, string> : {});

  // The API: a test secret key as the bearer, as Stripe wants it.
  app.use("/v1/*", async (c, next) => {
    const key = /^Bearer (sk_test_\w+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    if (!key) return stripeError(401, "Invalid API Key provided.", "invalid_request_error");
    await next();
  });
  app.post("/v1/customers", async (c) => {
    const body = await form(c.req.raw);
    const customer: Customer = { id: id("cus"), email: text(body.email), metadata: record(body.metadata), card: null };
    customers.set(customer.id, customer);
    return ok({ ...customerObject(customer), created: now() });
  });
  app.post("/v1/checkout/sessions", async (c) => {
    const body = await form(c.req.raw);
    const items = Array.isArray(body.line_items) ? (body.line_items as Array<Record<string, unknown>>) : [];
    const price = SANDBOX_PRICES.find((p) => p.id === text(items[0]?.price));
    if (text(body.mode) !== "subscription") return stripeError(400, "Only mode=subscription is supported here.", "invalid_request_error", "mode");
    if (!price) return stripeError(400, `No such price: '${text(items[0]?.price) ?? ""}'`, "invalid_request_error", "line_items[0][price]");
    const quantity = text(items[0]?.quantity);
    if (quantity === null) return stripeError(400, "Missing required param: line_items[0][quantity].", "invalid_request_error", "line_items[0][quantity]");
    if (!/^\d{1,9}$/.test(quantity) || Number(quantity) < 1) return stripeError(400, `Invalid positive integer: ${quantity}`, "invalid_request_error", "line_items[0][quantity]");
    const customer = text(body.customer);
    if (!customer || !customers.has(customer)) return stripeError(400, `No such customer: '${customer ?? ""}'`, "invalid_request_error", "customer");
    const successUrl = text(body.success_url);
    const cancelUrl = text(body.cancel_url);
    if (!successUrl || !cancelUrl) return stripeError(400, "Missing required param: success_url.", "invalid_request_error", "success_url");
    const session: CheckoutSession = {
      id: id("cs_test"),
      customer,
      price,
      quantity: Number(quantity),
      successUrl,
      cancelUrl,
      clientReferenceId: text(body.client_reference_id),
      metadata: record(body.metadata),
      subscriptionMetadata: record((body.subscription_data as Record<string, unknown> | undefined)?.metadata),
      status: "open",
      subscription: null,
      created: now(),
    };
    sessions.set(session.id, session);
    return ok(sessionObject(session));
  });
  app.get("/v1/checkout/sessions/:id", (c) => {
    const session = sessions.get(c.req.param("id"));
    return session ? ok(sessionObject(session)) : stripeError(404, `No such checkout.session: '${c.req.param("id")}'`, "invalid_request_error", "id");
  });
  app.get("/v1/prices/:id", (c) => {
    const price = SANDBOX_PRICES.find((p) => p.id === c.req.param("id"));
    return price ? ok(priceObject(price)) : stripeError(404, `No such price: '${c.req.param("id")}'`, "invalid_request_error", "id");
  });
  app.post("/v1/billing_portal/configurations", async (c) => {
    const body = await form(c.req.raw);
    const features = (body.features ?? {}) as Record<string, Record<string, unknown> | undefined>;
    if (!body.features) return stripeError(400, "Missing required param: features.", "invalid_request_error", "features");
    const update = features.subscription_update;
    const updateEnabled = update?.enabled === "true";
    const products = Array.isArray(update?.products) ? (update.products as Array<Record<string, unknown>>) : [];
    const switchPrices: string[] = [];
    for (const [index, entry] of products.entries()) {
      const prices = Array.isArray(entry.prices) ? (entry.prices as unknown[]).filter((v): v is string => typeof v === "string") : [];
      for (const priceId of prices) {
        const price = SANDBOX_PRICES.find((p) => p.id === priceId);
        if (!price) return stripeError(400, `No such price: '${priceId}'`, "invalid_request_error", `features[subscription_update][products][${index}][prices]`);
        if (price.product !== text(entry.product)) return stripeError(400, `The price '${priceId}' does not belong to the product '${text(entry.product) ?? ""}'.`, "invalid_request_error", `features[subscription_update][products][${index}][product]`);
        switchPrices.push(priceId);
      }
    }
    const allowed = Array.isArray(update?.default_allowed_updates) ? (update.default_allowed_updates as unknown[]) : [];
    if (updateEnabled && (!allowed.includes("price") || switchPrices.length === 0)) {
      return stripeError(400, "To enable subscription updates, allow price updates and list the products and prices customers may switch to.", "invalid_request_error", "features[subscription_update]");
    }
    const cancel = features.subscription_cancel;
    const cancelMode = cancel?.enabled === "true" ? (text(cancel.mode) === "immediately" ? "immediately" : "at_period_end") : null;
    const configuration: PortalConfiguration = {
      id: id("bpc"),
      switchPrices: updateEnabled ? switchPrices : [],
      prorationBehavior: text(update?.proration_behavior) ?? "none",
      cancelMode,
      paymentMethodUpdate: features.payment_method_update?.enabled === "true",
      invoiceHistory: features.invoice_history?.enabled === "true",
      metadata: record(body.metadata),
      created: now(),
      json: {},
    };
    configuration.json = {
      id: configuration.id,
      object: "billing_portal.configuration",
      active: true,
      is_default: false,
      livemode: false,
      created: configuration.created,
      updated: configuration.created,
      default_return_url: text(body.default_return_url),
      metadata: configuration.metadata,
      business_profile: { headline: null, privacy_policy_url: null, terms_of_service_url: null },
      features: {
        customer_update: { enabled: false, allowed_updates: [] },
        invoice_history: { enabled: configuration.invoiceHistory },
        payment_method_update: { enabled: configuration.paymentMethodUpdate, payment_method_configuration: null },
        subscription_cancel: { enabled: cancelMode !== null, mode: cancelMode ?? "at_period_end", proration_behavior: "none", cancellation_reason: { enabled: false, options: [] } },
        subscription_update: {
          enabled: updateEnabled,
          default_allowed_updates: updateEnabled ? ["price"] : [],
          proration_behavior: configuration.prorationBehavior,
          products: products.map((entry) => ({ product: text(entry.product), prices: Array.isArray(entry.prices) ? entry.prices : [] })),
        },
      },
    };
    configurations.set(configuration.id, configuration);
    return ok(configuration.json);
  });
  app.get("/v1/billing_portal/configurations", () => {
    const data = [...configurations.values()].map((configuration) => configuration.json);
    return ok({ object: "list", data, has_more: false, url: "/v1/billing_portal/configurations" });
  });
  app.post("/v1/billing_portal/sessions", async (c) => {
    const body = await form(c.req.raw);
    const customer = text(body.customer);
    if (!customer || !customers.has(customer)) return stripeError(400, `No such customer: '${customer ?? ""}'`, "invalid_request_error", "customer");
    // Stripe has no default portal until its settings are saved in the dashboard: the sandbox has none.
    const configurationId = text(body.configuration);
    if (!configurationId) return stripeError(400, "No configuration provided and your test mode default configuration has not been created. Provide a configuration or create your default by saving your customer portal settings in test mode.", "invalid_request_error");
    const configuration = configurations.get(configurationId);
    if (!configuration) return stripeError(400, `No such configuration: '${configurationId}'`, "invalid_request_error", "configuration");
    const portalId = id("bps");
    const returnUrl = text(body.return_url) ?? origin();
    portals.set(portalId, { customer, returnUrl, configuration });
    return ok({ id: portalId, object: "billing_portal.session", configuration: configuration.id, customer, return_url: returnUrl, url: `${origin()}/p/session/${portalId}`, created: now(), livemode: false });
  });
  app.get("/v1/subscriptions/:id", (c) => {
    const sub = subscriptions.get(c.req.param("id"));
    return sub ? ok(subscriptionObject(sub)) : stripeError(404, `No such subscription: '${c.req.param("id")}'`, "invalid_request_error", "id");
  });
  app.post("/v1/subscriptions/:id", async (c) => {
    const sub = subscriptions.get(c.req.param("id"));
    if (!sub) return stripeError(404, `No such subscription: '${c.req.param("id")}'`, "invalid_request_error", "id");
    const update = updateSubscription(sub, await form(c.req.raw), now(), () => itemsObject(sub));
    if ("refused" in update) return stripeError(400, update.refused.message, "invalid_request_error", update.refused.param);
    // As at Stripe, an update that changes nothing sends no event.
    if (update.previousAttributes) emit("customer.subscription.updated", subscriptionObject(sub), update.previousAttributes);
    return ok(subscriptionObject(sub));
  });
  app.get("/v1/invoices", (c) => {
    const listed = listInvoices(invoices, qs.parse(new URL(c.req.url).search.slice(1)) as Record<string, unknown>);
    return "refused" in listed ? stripeError(400, listed.refused.message, "invalid_request_error", listed.refused.param) : ok(listed.list);
  });
  app.post("/v1/webhook_endpoints", async (c) => {
    const body = await form(c.req.raw);
    const url = text(body.url);
    if (!url || !/^https?:\/\//.test(url)) return stripeError(400, "Invalid URL: An explicit scheme (such as https) must be provided.", "invalid_request_error", "url");
    const enabledEvents = Array.isArray(body.enabled_events) ? (body.enabled_events as unknown[]).filter((v): v is string => typeof v === "string") : ["*"];
    // One endpoint per URL: a server that restarts registers again and gets the same secret.
    const existing = [...endpoints.values()].find((endpoint) => endpoint.url === url);
    const endpoint: Endpoint = existing ?? { id: id("we"), url, secret: `whsec_${randomBytes(24).toString("hex")}`, enabledEvents };
    endpoint.enabledEvents = enabledEvents;
    endpoints.set(endpoint.id, endpoint);
    return ok({ id: endpoint.id, object: "webhook_endpoint", url, enabled_events: enabledEvents, secret: endpoint.secret, status: "enabled", api_version: API_VERSION, livemode: false, created: now() });
  });
  // Invoice payments and refunds (issue 19).
  paymentRoutes(app, { invoices, id, now, emit, ok, stripeError, form });
  app.all("/v1/*", () => stripeError(404, "Unrecognized request URL. The Unleak sandbox plays only the endpoints Unleak calls."));

  // The hosted checkout page.
  const money = (cents: number) => `€${(cents / 100).toFixed(2)}`;
  /** "€199.00 per month", or for several: "€199.00 per month × 3 = €597.00 per month". */
  const pricing = (price: Price, quantity: number) => (quantity === 1 ? `${money(price.unitAmount)} per month` : `${money(price.unitAmount)} per month × ${quantity} = ${money(price.unitAmount * quantity)} per month`);
  const checkoutPage = (session: CheckoutSession, error: string | null) =>
    documentShell(
      "Stripe sandbox",
      `Pay ${session.price.name}`,
      `<main class="checkout"><h1>${e(session.price.name)} — ${pricing(session.price, session.quantity)}</h1>
<p>Subscribe to ${e(session.price.name)}${session.quantity === 1 ? "" : ` (quantity ${session.quantity})`}, billed monthly. Test cards: ${TEST_CARDS.pays} pays, ${TEST_CARDS.declined} is declined, ${TEST_CARDS.failsLater} pays now and fails at renewal.</p>
${error ? `<p role="alert" class="error">${e(error)}</p>` : ""}
<form method="post" action="/c/pay/${e(session.id)}"><label>Card number <input name="card" inputmode="numeric" autocomplete="cc-number" required></label>
<label>Expiry <input name="expiry" value="12 / 34"></label> <label>CVC <input name="cvc" value="123"></label>
<button type="submit">Pay</button></form>
<p><a href="${e(session.cancelUrl)}">Back to Unleak</a></p></main>`,
    );
  app.get("/c/pay/:id", (c) => {
    const session = sessions.get(c.req.param("id"));
    if (!session) return c.html(documentShell("Stripe sandbox", "Not found", "<p>This checkout page does not exist.</p>"), 404);
    if (session.status !== "open") return c.redirect(session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id), 303);
    return c.html(checkoutPage(session, null));
  });
  app.post("/c/pay/:id", async (c) => {
    const session = sessions.get(c.req.param("id"));
    if (!session || session.status !== "open") return c.html(documentShell("Stripe sandbox", "Not found", "<p>This checkout session is no longer open.</p>"), 404);
    const card = String((await c.req.parseBody()).card ?? "").replaceAll(/\s+/g, "");
    if (card === TEST_CARDS.declined) return c.html(checkoutPage(session, "Your card was declined."), 402);
    if (card !== TEST_CARDS.pays && card !== TEST_CARDS.failsLater) return c.html(checkoutPage(session, "Your card number is invalid."), 400);
    const customer = customers.get(session.customer)!;
    customer.card = card;
    const start = now();
    const sub: Subscription = { id: id("sub"), itemId: id("si"), customer: customer.id, price: session.price, quantity: session.quantity, status: "active", periodStart: start, periodEnd: start + MONTH_MS / 1000, cancelAtPeriodEnd: false, canceledAt: null, metadata: session.subscriptionMetadata, created: start };
    subscriptions.set(sub.id, sub);
    session.status = "complete";
    session.subscription = sub.id;
    const invoice = invoiceFor(sub, true);
    emit("checkout.session.completed", sessionObject(session));
    emit("customer.subscription.created", subscriptionObject(sub));
    emit("invoice.paid", invoiceObject(invoice));
    scheduleRenewal(sub);
    return c.redirect(session.successUrl.replace("{CHECKOUT_SESSION_ID}", session.id), 303);
  });

  // The hosted billing portal: it offers what the session's configuration allows, nothing more.
  const date = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const portalPage = (portalId: string, notice: string | null) => {
    const { customer: customerId, returnUrl, configuration } = portals.get(portalId)!;
    const current = [...subscriptions.values()].find((sub) => sub.customer === customerId && sub.status !== "canceled");
    const action = (path: string, label: string, fields: Record<string, string> = {}) =>
      `<form method="post" action="/p/session/${e(portalId)}/${path}">${Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${e(k)}" value="${e(v)}">`).join("")}<button type="submit">${e(label)}</button></form>`;
    const switches = current && configuration.switchPrices.includes(current.price.id) ? SANDBOX_PRICES.filter((p) => p.id !== current.price.id && configuration.switchPrices.includes(p.id)) : [];
    const cancelling = !current || configuration.cancelMode === null ? "" : current.cancelAtPeriodEnd ? action("renew", "Renew plan") : action("cancel", "Cancel plan");
    const state = !current
      ? "<p>No active plan.</p>"
      : `<h2>Current plan: ${e(current.price.name)}</h2><p>${pricing(current.price, current.quantity)} — ${
          current.cancelAtPeriodEnd ? `Cancels on ${date(current.periodEnd)}` : current.status === "past_due" ? `Payment failed — retrying` : `Renews on ${date(current.periodEnd)}`
        }</p>
${switches.map((p) => action("plan", `Switch to ${p.name}`, { price: p.id })).join("\n")}
${cancelling}`;
    const card = configuration.paymentMethodUpdate
      ? `<form method="post" action="/p/session/${e(portalId)}/card"><label>New card number <input name="card" inputmode="numeric"></label><button type="submit">Update card</button></form>`
      : "";
    const rows = invoices.filter((invoice) => invoice.customer === customerId).map((invoice) => `<tr><td>${e(invoice.id)}</td><td>${date(invoice.created)}</td><td>${money(invoice.amount)}</td><td>${invoice.status}</td></tr>`);
    const history = configuration.invoiceHistory ? `<h2>Invoices</h2><table class="invoices"><tr><th>Invoice</th><th>Date</th><th>Amount</th><th>Status</th></tr>${rows.join("")}</table>` : "";
    return documentShell(
      "Stripe sandbox",
      "Billing portal",
      `<main class="portal"><h1>Billing</h1>${notice ? `<p role="status">${e(notice)}</p>` : ""}${state}
${card}${history}
<p><a href="${e(returnUrl)}">Return to Unleak</a></p></main>`,
    );
  };
  app.get("/p/session/:id", (c) => {
    if (!portals.has(c.req.param("id"))) return c.html(documentShell("Stripe sandbox", "Not found", "<p>This portal session does not exist.</p>"), 404);
    return c.html(portalPage(c.req.param("id"), null));
  });
  app.post("/p/session/:id/:action", async (c) => {
    const portalId = c.req.param("id");
    const portal = portals.get(portalId);
    if (!portal) return c.html(documentShell("Stripe sandbox", "Not found", "<p>This portal session does not exist.</p>"), 404);
    const { configuration } = portal;
    const sub = [...subscriptions.values()].find((s) => s.customer === portal.customer && s.status !== "canceled");
    const body = await c.req.parseBody();
    const action = c.req.param("action");
    const refused = () => c.html(portalPage(portalId, "Nothing to change."), 400);
    if (action === "card") {
      if (!configuration.paymentMethodUpdate) return refused();
      const card = String(body.card ?? "").replaceAll(/\s+/g, "");
      if (card !== TEST_CARDS.pays && card !== TEST_CARDS.failsLater) return c.html(portalPage(portalId, "Your card was declined."), 402);
      const customer = customers.get(portal.customer)!;
      customer.card = card;
      emit("customer.updated", customerObject(customer));
      // Stripe pays the open invoice of a past-due subscription with the new default card at once.
      if (sub?.status === "past_due") await renew(sub.id);
      return c.html(portalPage(portalId, "Card updated."));
    }
    if (!sub) return refused();
    const price = SANDBOX_PRICES.find((p) => p.id === body.price);
    if (action === "cancel" && configuration.cancelMode === "at_period_end") sub.cancelAtPeriodEnd = true;
    else if (action === "cancel" && configuration.cancelMode === "immediately") {
      cancelNow(sub);
      return c.html(portalPage(portalId, "Your plan is cancelled."));
    } else if (action === "renew" && configuration.cancelMode !== null) sub.cancelAtPeriodEnd = false;
    // A switch applies at once; with create_prorations the difference would go on the next invoice,
    // which the sandbox does not compute (it charges the new price from the next period).
    else if (action === "plan" && price && configuration.switchPrices.includes(price.id) && configuration.switchPrices.includes(sub.price.id)) sub.price = price;
    else return refused();
    emit("customer.subscription.updated", subscriptionObject(sub));
    return c.html(portalPage(portalId, action === "cancel" ? "Your plan will be cancelled at the end of the period." : action === "renew" ? "Your plan renews again." : `Switched to ${price!.name}.`));
  });

  // For tests and the demo: run a renewal now, and see what was delivered.
  app.post("/_sandbox/subscriptions/:id/renew", async (c) => {
    if (!subscriptions.has(c.req.param("id"))) return c.json({ error: "no such subscription" }, 404);
    await renew(c.req.param("id"));
    return c.json(subscriptionObject(subscriptions.get(c.req.param("id"))!));
  });
  app.get("/_sandbox/deliveries", (c) => c.json(deliveries));

  return {
    app,
    deliveries: () => [...deliveries],
    renew,
    close: () => {
      closed = true;
    },
  };
}
