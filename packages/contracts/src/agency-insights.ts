// An agency's analytics and billing (issue 17). Analytics: the leaks of the creators active on its
// roster first seen in a period, counted weekly, per site and as an estimate of the monthly loss
// their confirmed removals prevent; the same per creator and site as a CSV. Billing: one seat per
// active creator at the payment provider, each seat buying a plan for its creator.
import { z } from "zod";
import { redirectSchema } from "./billing";
import { defineRoute, empty, json, jsonBody } from "./route";
import { calendarDateSchema } from "./safe-input";
import { plans } from "./words";

/** The longest period the analytics cover at once (a year, leap day included): 53 weekly bars at most. */
export const ANALYTICS_MAX_DAYS = 366;
/** The period when none is asked for: the last 90 days. */
export const ANALYTICS_DEFAULT_DAYS = 90;

const DAY_MS = 86_400_000;

export const agencyAnalyticsQuerySchema = z
  .object({
    from: calendarDateSchema.optional().meta({ description: "First day (UTC, YYYY-MM-DD), inclusive; default: 90 days before `to`" }),
    to: calendarDateSchema.optional().meta({ description: "Last day (UTC, YYYY-MM-DD), inclusive; default: today" }),
  })
  .strict()
  .refine(({ from, to }) => !from || !to || from <= to, { path: ["from"], message: "after_to" })
  .refine(({ from, to }) => !from || !to || (Date.parse(to) - Date.parse(from)) / DAY_MS < ANALYTICS_MAX_DAYS, { path: ["to"], message: "period_too_long" });
export type AgencyAnalyticsQuery = z.output<typeof agencyAnalyticsQuerySchema>;

const hours = z.number().nullable().meta({ description: "Median hours from the first notice sent to the removal confirmed; null when none was removed" });

/** The counts of one group of the period's leaks: every figure is over leaks first seen in the period, as of its last day. */
const leakFigures = {
  found: z.number().int().meta({ description: "Leaks first seen in the period (not whitelisted by the creator)" }),
  requested: z.number().int().meta({ description: "Of those, the ones whose removal was requested" }),
  removed: z.number().int().meta({ description: "Of those, removed at the source and confirmed by two checks at least 24 h apart by the period's end (delisted is never removed)" }),
  removalRate: z.number().nullable().meta({ description: "removed ÷ requested (0..1); null when nothing was requested" }),
  medianHoursToRemoval: hours,
};

export const agencyAnalyticsSiteSchema = z.object({ siteId: z.string(), siteName: z.string(), ...leakFigures });

export const agencyAnalyticsSchema = z
  .object({
    from: z.string().meta({ description: "First day, YYYY-MM-DD" }),
    to: z.string().meta({ description: "Last day, YYYY-MM-DD" }),
    creators: z.number().int().meta({ description: "Creators active on the roster, whose leaks are counted" }),
    totals: z.object(leakFigures),
    byWeek: z.array(
      z.object({
        week: z.string().meta({ description: "The week's Monday, YYYY-MM-DD (UTC)" }),
        found: z.number().int(),
        removed: z.number().int().meta({ description: "Removals confirmed that week" }),
      }),
    ),
    bySite: z.array(agencyAnalyticsSiteSchema).meta({ description: "The sites with leaks in the period, most found first, at most 20" }),
    lossPrevented: z
      .object({
        monthlyLoss: z.number().meta({ description: "The damage model's monthly loss of the leaks removed, summed over the creators" }),
        currency: z.literal("EUR"),
        leaksCounted: z.number().int().meta({ description: "The confirmed removals the estimate covers" }),
        estimatedMonthlyViews: z.number().int(),
      })
      .meta({ description: "Each creator's damage estimate (docs/damage-model.md, with the assumptions of her latest scan) for her leaks confirmed removed: a model, not a measurement" }),
  })
  .meta({ id: "AgencyAnalytics" });
export type AgencyAnalytics = z.infer<typeof agencyAnalyticsSchema>;

export const agencyInvoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string().nullable().meta({ description: "The provider's status: paid, open, uncollectible, void, draft" }),
  amountDue: z.number().int().meta({ description: "In cents" }),
  amountPaid: z.number().int().meta({ description: "In cents" }),
  currency: z.string(),
  createdAt: z.string().meta({ description: "ISO time" }),
  hostedUrl: z.string().nullable().meta({ description: "The provider's page of the invoice, when it has one" }),
});
export type AgencyInvoice = z.infer<typeof agencyInvoiceSchema>;

export const agencyBillingSchema = z
  .object({
    plan: z.enum(plans).nullable(),
    seats: z.number().int().meta({ description: "Seats paid for at the provider" }),
    activeCreators: z.number().int().meta({ description: "Creators active on the roster now: the seats follow them" }),
    status: z.string().nullable().meta({ description: "The provider's subscription status: active, past_due, canceled ..." }),
    seatsActive: z.boolean().meta({ description: "Whether the seats buy their plan for the roster's creators now" }),
    currentPeriodEnd: z.string().nullable().meta({ description: "ISO time the paid period ends" }),
    cancelAtPeriodEnd: z.boolean(),
    invoices: z.array(agencyInvoiceSchema).meta({ description: "The latest invoices, newest first" }),
  })
  .meta({ id: "AgencyBilling" });
export type AgencyBilling = z.infer<typeof agencyBillingSchema>;

export const agencyCheckoutRequestSchema = z.object({ plan: z.enum(plans) }).strict();

const tags = ["Agencies"];
const refusals = "Agency members only (a creator is refused 403).";

export const agencyInsightRoutes = {
  analytics: defineRoute({
    method: "get",
    path: "/agency/analytics",
    access: "signed-in",
    summary: "The agency's analytics: its active creators' leaks found and removed, weekly and per site, and the loss the removals prevent",
    description: refusals,
    tags,
    request: { query: agencyAnalyticsQuerySchema },
    responses: { 200: json(agencyAnalyticsSchema, "The analytics") },
  }),
  analyticsCsv: defineRoute({
    method: "get",
    path: "/agency/analytics.csv",
    access: "signed-in",
    summary: "The same analytics as a CSV attachment: one row per creator and site",
    description: `text/csv, with a header row in the request's language. ${refusals}`,
    tags,
    request: { query: agencyAnalyticsQuerySchema },
    responses: { 200: empty("text/csv") },
  }),
  billing: defineRoute({
    method: "get",
    path: "/agency/billing",
    access: "signed-in",
    summary: "The agency's seats: plan, seats paid, active creators, status, period and invoices",
    description: refusals,
    tags,
    responses: { 200: json(agencyBillingSchema, "The agency's billing") },
  }),
  checkout: defineRoute({
    method: "post",
    path: "/agency/billing/checkout",
    access: "signed-in",
    summary: "Start paying for seats of a plan, one per active creator: answers the provider's checkout page",
    description: "The agency's owner only.",
    tags,
    request: { body: jsonBody(agencyCheckoutRequestSchema) },
    responses: { 200: json(redirectSchema, "The checkout page") },
  }),
  portal: defineRoute({
    method: "post",
    path: "/agency/billing/portal",
    access: "signed-in",
    summary: "Manage the agency's subscription (plan, card, cancel, invoices) at the provider's portal",
    description: "The agency's owner only.",
    tags,
    request: { body: jsonBody(z.object({}).strict()) },
    responses: { 200: json(redirectSchema, "The portal page") },
  }),
};
