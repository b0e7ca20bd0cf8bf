// The payment provider for this deployment (issue 15, ADR 033): Stripe's official SDK with the
// configured secret key, or, in the sandbox, the same SDK pointed at the sandbox's Stripe-compatible
// service (its host and port; `*.localhost` resolved to loopback), where the webhook endpoint is
// registered through the API at start-up, as one would in Stripe's dashboard, and its signing
// secret taken from the answer. Without a key outside the sandbox, payments are unavailable (503).
import dns from "node:dns";
import http from "node:http";
import type { BillingServices } from "@unleak/core";
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
] as const;

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

export function createBilling({ config, sandbox, mailer, translatorFor }: { config: Config; sandbox: { services: Pick<Sandbox["services"], "stripe"> } | null; mailer: Mailer; translatorFor: TranslatorFor }): BillingServices | null {
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
  let secret: Promise<string> | null = billing.webhookSecret ? Promise.resolve(billing.webhookSecret) : null;
  const webhookSecret = () => {
    secret ??= stripe.webhookEndpoints
      .create({ url: billing.webhookUrl ?? `${config.baseUrl}/api/billing/webhook`, enabled_events: [...BILLING_EVENTS] })
      .then((endpoint) => endpoint.secret!)
      .catch((error: unknown) => {
        secret = null;
        throw error;
      });
    return secret;
  };
  // In the sandbox the endpoint must exist before the first payment's events go out.
  if (!billing.webhookSecret) void webhookSecret().catch((error: Error) => console.warn(`[billing] webhook endpoint not registered yet: ${error.message}`));
  return { stripe, prices: billing.prices, webhookSecret, graceDays: billing.graceDays, appUrl: config.baseUrl, mailer, translatorFor };
}
