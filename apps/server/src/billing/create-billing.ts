// The payment provider for this deployment (issue 15, ADR 033): Stripe's official SDK with the
// configured secret key, or, in the sandbox, the same SDK pointed at the sandbox's Stripe-compatible
// service (its host and port; `*.localhost` resolved to loopback), where the webhook endpoint is
// registered through the API at start-up, as one would in Stripe's dashboard, and its signing
// secret taken from the answer. The customer portal gets a configuration of our own (found again by
// its metadata, or created once): Stripe opens no portal without one, and its dashboard default
// would not know which plans a creator may switch between. Without a key outside the sandbox,
// payments are unavailable (503).
import dns from "node:dns";
import http from "node:http";
import type { BillingServices, Clock } from "@unleak/core";
import type { Sandbox } from "@unleak/sandbox";
import Stripe from "stripe";
import type { Config } from "../config";
import type { Mailer } from "@unleak/core";
import type { TranslatorFor } from "@unleak/core/mail/translate";

/** The events Unleak applies (the rest are acknowledged and ignored). */
export const BILLING_EVENTS = [
  "checkout.session.completed",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
  // A refund reverses a referral commission (issue 19): Stripe sends the refunded charge.
  "charge.refunded",
] as const;

/** The portal's features: switch among the three plans at once, change the card, cancel at the period end, see invoices. */
function portalFeatures(products: Array<{ product: string; prices: string[] }>): Stripe.BillingPortal.ConfigurationCreateParams.Features {
  return {
    subscription_update: { enabled: true, default_allowed_updates: ["price"], products, proration_behavior: "create_prorations" },
    subscription_cancel: { enabled: true, mode: "at_period_end" },
    payment_method_update: { enabled: true },
    invoice_history: { enabled: true },
    customer_update: { enabled: false },
  };
}

/**
 * Finds the portal configuration made for these prices (by its metadata), or creates it; a change
 * of prices makes a new one. The configuration must list each price with its product, so the
 * prices are read first.
 */
async function portalConfigurationFor(stripe: Stripe, prices: string[]): Promise<string> {
  const signature = prices.join(",");
  for await (const configuration of stripe.billingPortal.configurations.list({ active: true, limit: 100 })) {
    if (configuration.metadata?.unleak_plans === signature) return configuration.id;
  }
  const products = new Map<string, string[]>();
  for (const priceId of prices) {
    const price = await stripe.prices.retrieve(priceId);
    const product = typeof price.product === "string" ? price.product : price.product.id;
    products.set(product, [...(products.get(product) ?? []), priceId]);
  }
  const created = await stripe.billingPortal.configurations.create({
    features: portalFeatures([...products].map(([product, list]) => ({ product, prices: list }))),
    metadata: { unleak_plans: signature },
  });
  return created.id;
}

/** Runs `make` once and keeps its answer; a failure is forgotten so that the next call tries again. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= make().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/** Resolves every `*.localhost` name to loopback, the rest as usual: how the sandbox's hosts are reached. */
function loopbackLookup(hostname: string, options: dns.LookupOptions, callback: (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void): void {
  if (!hostname.endsWith(".localhost")) return void dns.lookup(hostname, options, callback as never);
  if (options.all) callback(null, [{ address: "127.0.0.1", family: 4 }]);
  else callback(null, "127.0.0.1", 4);
}

/** The sandbox's payment provider when another process runs the sandbox on `port` (SANDBOX_PORT). */
export function sandboxStripe(port: number) {
  return { host: "stripe.localhost", port, origin: `http://stripe.localhost:${port}` };
}

export function createBilling({ config, sandbox, mailer, translatorFor, clock }: { config: Config; sandbox: { services: Pick<Sandbox["services"], "stripe"> } | null; mailer: Mailer; translatorFor: TranslatorFor; clock: Clock }): BillingServices | null {
  const { billing } = config;
  const target = config.sandbox.enabled ? sandbox?.services.stripe : null;
  if (config.sandbox.enabled && !target) {
    console.warn("[billing] the sandbox's payment provider is not running in this process: payments are unavailable here");
    return null;
  }
  const secretKey = billing.secretKey ?? (target ? "sk_test_unleak_sandbox" : null);
  if (!secretKey) return null;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 8000,
    ...(target ? { host: target.host, port: target.port, protocol: "http" as const, httpClient: Stripe.createNodeHttpClient(new http.Agent({ keepAlive: true, lookup: loopbackLookup as never })) } : {}),
  });
  const configuredSecret = billing.webhookSecret;
  const webhookSecret = configuredSecret
    ? () => Promise.resolve(configuredSecret)
    : once(async () => (await stripe.webhookEndpoints.create({ url: billing.webhookUrl ?? `${config.baseUrl}/api/billing/webhook`, enabled_events: [...BILLING_EVENTS] })).secret!);
  // In the sandbox the endpoint must exist before the first payment's events go out.
  if (!configuredSecret) void webhookSecret().catch((error: Error) => console.warn(`[billing] webhook endpoint not registered yet: ${error.message}`));
  const portalConfiguration = once(() => portalConfigurationFor(stripe, Object.values(billing.prices)));
  return { stripe, prices: billing.prices, webhookSecret, portalConfiguration, graceDays: billing.graceDays, appUrl: config.baseUrl, mailer, translatorFor, clock, affiliates: config.affiliates };
}
