// Plans and payment (issue 15): checkout and the customer portal at the payment provider (Stripe),
// its webhook, and the subscription check of spec §5 and §7.
import { z } from "zod";
import { defineRoute, json, jsonBody } from "./route";
import { plans, subscriptionTiers } from "./words";

/** Tiers a subscription check may answer: the profile's, and "top", which the spec's checks also report as paid. */
export const checkedTiers = [...subscriptionTiers, "top"] as const;
export type CheckedTier = (typeof checkedTiers)[number];

/** Tiers that count as paid whatever the payment provider says (spec §5): staff and the top plans. */
export const paidTiers = ["pro", "elite", "top", "admin"] as const satisfies readonly CheckedTier[];

/** The plans of spec §9: monthly prices in EUR, the tier each buys, and how many of her names and usernames its scans search (null: all). */
export const planCatalog = {
  starter: { monthlyPriceEur: 99, tier: "basic", searchedNames: 1 },
  pro: { monthlyPriceEur: 199, tier: "pro", searchedNames: null },
  elite: { monthlyPriceEur: 349, tier: "elite", searchedNames: null },
} as const satisfies Record<(typeof plans)[number], { monthlyPriceEur: number; tier: (typeof subscriptionTiers)[number]; searchedNames: number | null }>;

/** Where the checkout or the portal sends the user back. */
export const billingReturns = ["onboarding", "plans", "dashboard"] as const;

export const checkoutRequestSchema = z.object({ plan: z.enum(plans), returnTo: z.enum(billingReturns).optional() }).strict();
export const portalRequestSchema = z.object({ returnTo: z.enum(billingReturns).optional() }).strict();
export const redirectSchema = z.object({ url: z.url().meta({ description: "The provider's hosted page to open" }) }).meta({ id: "BillingRedirect" });

export const subscriptionStatusSchema = z
  .object({
    subscribed: z.boolean(),
    subscriptionTier: z.enum(checkedTiers),
    message: z.string(),
    hadSubscription: z.boolean().meta({ description: "The user paid for a plan before (the modal offers to renew)" }),
    plan: z.enum(plans).nullable(),
    status: z.string().nullable().meta({ description: "The provider's subscription status: active, past_due, canceled ..." }),
    cancelAtPeriodEnd: z.boolean(),
    currentPeriodEnd: z.string().nullable().meta({ description: "ISO time the paid period ends" }),
    graceUntil: z.string().nullable().meta({ description: "ISO time a failed renewal keeps the plan until" }),
  })
  .meta({ id: "SubscriptionStatus" });
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionCheckSchema = z.object({ forceRefresh: z.boolean().optional() }).strict();

const tags = ["Billing"];

export const billingRoutes = {
  checkout: defineRoute({
    method: "post",
    path: "/billing/checkout",
    access: "signed-in",
    summary: "Start paying for a plan: answers the provider's checkout page",
    tags,
    request: { body: jsonBody(checkoutRequestSchema) },
    responses: { 200: json(redirectSchema, "The checkout page") },
  }),
  portal: defineRoute({
    method: "post",
    path: "/billing/portal",
    access: "signed-in",
    summary: "Manage the subscription (change plan, card, cancel, invoices) at the provider's portal",
    tags,
    request: { body: jsonBody(portalRequestSchema) },
    responses: { 200: json(redirectSchema, "The portal page") },
  }),
  checkSubscription: defineRoute({
    method: "post",
    path: "/billing/check-subscription",
    access: "signed-in",
    summary: "The caller's subscription: paid or not, tier, plan and period",
    tags,
    request: { body: jsonBody(subscriptionCheckSchema) },
    responses: { 200: json(subscriptionStatusSchema, "The subscription") },
  }),
  webhook: defineRoute({
    method: "post",
    path: "/billing/webhook",
    access: "public",
    summary: "The payment provider's events, verified by their signature (Stripe-Signature)",
    tags,
    responses: { 200: json(z.object({ received: z.boolean() }), "Taken (a replayed event is taken and ignored)") },
  }),
};
