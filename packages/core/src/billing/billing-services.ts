// What billing needs from outside (issue 15): the payment provider's client (Stripe's SDK, pointed
// at the sandbox's Stripe-compatible service offline), the price of each plan there, the webhook
// signing secret, the customer portal's configuration, the grace period of a failed renewal, the
// clock it runs on, and how to tell the creator.
import type { Plan } from "@unleak/contracts";
import type { AffiliateTerms } from "../affiliates/affiliate-terms";
import type Stripe from "stripe";
import type { Clock } from "../clock/clock";
import type { Mailer } from "../mail/mailer";
import type { TranslatorFor } from "../mail/translate";

export interface BillingServices {
  stripe: Stripe;
  /** The provider's price id of each plan. */
  prices: Record<Plan, string>;
  /** Resolves the webhook signing secret (configured, or given by the provider when the endpoint was registered). */
  webhookSecret: () => Promise<string>;
  /** Resolves the provider's customer-portal configuration that lets a creator switch among the plans. */
  portalConfiguration: () => Promise<string>;
  graceDays: number;
  /** The core clock: grace periods start and end on it. */
  clock: Clock;
  /** The web app's origin, for the pages the provider sends the user back to. */
  appUrl: string;
  mailer: Mailer;
  translatorFor: TranslatorFor;
  /** The affiliate programme's terms (issue 19): a referred account's paid invoice earns a commission. */
  affiliates?: AffiliateTerms;
}
