// The affiliate programme and the earning hub (issue 19, ADR on attribution and payouts): the
// programme's terms (from configuration), a user's referral link with its counts and balance, the
// commission history, payout requests, and the administrators' payout queue.
import { z } from "zod";
import { defineRoute, errorResponseSchema, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { commissionStatuses, payoutMethods, payoutStatuses } from "./words";

/** The query parameter of a referral link (`<APP_URL>/?ref=<code>`, any landing page). */
export const REFERRAL_QUERY_PARAMETER = "ref";
/** The first-party attribution cookie: HttpOnly, SameSite=Lax, AFFILIATE_COOKIE_DAYS long. */
export const REFERRAL_COOKIE = "unleak_ref";
/** Referral codes: lower-case letters and digits, as made by the server. */
export const referralCodeSchema = z.string().regex(/^[a-z0-9]{6,32}$/);
export const PAYOUT_NOTE_MAX = 1000;
export const COMMISSION_PAGE_SIZE = 20;

const isoTime = z.string().meta({ description: "ISO time" });
const cents = z.number().int().meta({ description: "An amount in cents (minor units)" });

/** The programme's terms, every figure from the server's configuration. */
export const affiliateProgrammeSchema = z
  .object({
    commissionRatePercent: z.number().meta({ description: "Share of each paid invoice of a referred account (AFFILIATE_COMMISSION_RATE)" }),
    holdDays: z.number().int().meta({ description: "Days a commission stays pending: the refund window (AFFILIATE_HOLD_DAYS)" }),
    cookieDays: z.number().int().meta({ description: "How long a referral link's visit is remembered (AFFILIATE_COOKIE_DAYS)" }),
    payoutMinimumCents: cents,
    payoutMethods: z.array(z.enum(payoutMethods)),
    currency: z.string().meta({ description: "ISO 4217, lower case" }),
  })
  .meta({ id: "AffiliateProgramme" });
export type AffiliateProgramme = z.infer<typeof affiliateProgrammeSchema>;

/** The caller's earning hub: link, counts and balance. */
export const earningHubSchema = z
  .object({
    code: z.string(),
    link: z.string().meta({ description: "The referral link to share" }),
    clicks: z.number().int().meta({ description: "Visits through the link, one per visitor and day" }),
    signUps: z.number().int(),
    payingReferrals: z.number().int().meta({ description: "Referred accounts that paid at least one invoice" }),
    pendingCents: cents.meta({ description: "Commissions still in the refund window" }),
    availableCents: cents.meta({ description: "What a payout may be requested for now (reversals after a payout are deducted)" }),
    paidCents: cents,
    currency: z.string(),
    programme: affiliateProgrammeSchema,
  })
  .meta({ id: "EarningHub" });
export type EarningHub = z.infer<typeof earningHubSchema>;

export const commissionSchema = z
  .object({
    id: z.uuid(),
    invoiceAmountCents: cents,
    amountCents: cents,
    currency: z.string(),
    rateBasisPoints: z.number().int(),
    status: z.enum(commissionStatuses),
    availableAt: isoTime,
    createdAt: isoTime,
    reversedAt: isoTime.nullable(),
  })
  .meta({ id: "Commission" });
export type Commission = z.infer<typeof commissionSchema>;

export const commissionPageSchema = z
  .object({ commissions: z.array(commissionSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: "CommissionPage" });
export type CommissionPage = z.infer<typeof commissionPageSchema>;
export const commissionQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }).strict();

/** IBAN: two letters, two check digits, up to 30 letters or digits; the mod-97 check is the server's. */
export const ibanSchema = z
  .string()
  .transform((value) => value.replaceAll(/\s+/g, "").toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/, { message: "invalid_iban" }))
  .refine(isValidIban, { message: "invalid_iban" });

/** ISO 13616's check: the country and check digits moved to the end, letters as numbers, mod 97 is 1. */
export function isValidIban(iban: string): boolean {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const character of moved) {
    const value = /[A-Z]/.test(character) ? character.charCodeAt(0) - 55 : Number(character);
    rest = Number(`${rest}${value}`) % 97;
  }
  return rest === 1;
}

export const payoutRequestBodySchema = z.discriminatedUnion("method", [
  z.object({ method: z.literal("bank_transfer"), details: z.object({ iban: ibanSchema, holder: safeText().trim().min(2).max(140) }).strict() }).strict(),
  z.object({ method: z.literal("paypal"), details: z.object({ email: z.string().trim().pipe(z.email().max(254)) }).strict() }).strict(),
]);
export type PayoutRequestBody = z.input<typeof payoutRequestBodySchema>;

export const payoutSchema = z
  .object({
    id: z.uuid(),
    amountCents: cents,
    currency: z.string(),
    method: z.enum(payoutMethods),
    details: z.record(z.string(), z.string()),
    status: z.enum(payoutStatuses),
    note: z.string().nullable(),
    createdAt: isoTime,
    decidedAt: isoTime.nullable(),
    paidAt: isoTime.nullable(),
  })
  .meta({ id: "Payout" });
export type Payout = z.infer<typeof payoutSchema>;
export const payoutListSchema = z.object({ payouts: z.array(payoutSchema) }).meta({ id: "PayoutList" });

export const adminPayoutSchema = payoutSchema
  .extend({
    user: z.object({ id: z.string(), email: z.string() }),
    commissions: z.number().int().meta({ description: "Commissions in the request" }),
    reversedCents: cents.meta({ description: "Commissions of the request reversed by refunds since (already deducted from the amount)" }),
  })
  .meta({ id: "AdminPayout" });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const payoutQueueSchema = z.object({ payouts: z.array(adminPayoutSchema) }).meta({ id: "PayoutQueue" });
export type PayoutQueue = z.infer<typeof payoutQueueSchema>;
export const payoutQueueQuerySchema = z.object({ status: z.enum(payoutStatuses).default("requested") }).strict();

/** approve: requested → approved; paid: approved → paid; reject (with a note): requested or approved → rejected. */
export const payoutDecisions = ["approve", "reject", "paid"] as const;
export type PayoutDecision = (typeof payoutDecisions)[number];
export const payoutDecisionBodySchema = z
  .object({ decision: z.enum(payoutDecisions), note: safeText().trim().min(1).max(PAYOUT_NOTE_MAX).optional() })
  .strict()
  .refine((body) => body.decision !== "reject" || !!body.note, { message: "note_required", path: ["note"] });
export type PayoutDecisionBody = z.infer<typeof payoutDecisionBodySchema>;

const tags = ["Affiliates"];

export const affiliateRoutes = {
  programme: defineRoute({
    method: "get",
    path: "/affiliates/programme",
    access: "public",
    summary: "The affiliate programme's terms: commission rate, hold period, cookie lifetime, payout minimum and methods",
    tags,
    responses: { 200: json(affiliateProgrammeSchema, "The terms, from configuration") },
  }),
  hub: defineRoute({
    method: "get",
    path: "/affiliates/me",
    access: "signed-in",
    summary: "The caller's earning hub: referral link (made on first call), clicks, sign-ups, paying referrals and balance",
    tags,
    responses: { 200: json(earningHubSchema, "The earning hub") },
  }),
  commissions: defineRoute({
    method: "get",
    path: "/affiliates/commissions",
    access: "signed-in",
    summary: "The caller's commissions, newest first, 20 a page",
    tags,
    request: { query: commissionQuerySchema },
    responses: { 200: json(commissionPageSchema, "One page of commissions") },
  }),
  payouts: defineRoute({
    method: "get",
    path: "/affiliates/payouts",
    access: "signed-in",
    summary: "The caller's payout requests, newest first",
    tags,
    responses: { 200: json(payoutListSchema, "The payout requests") },
  }),
  requestPayout: defineRoute({
    method: "post",
    path: "/affiliates/payouts",
    access: "signed-in",
    summary: "Requests a payout of the whole available balance",
    description: "422 PAYOUT_BELOW_MINIMUM under PAYOUT_MINIMUM_CENTS; 422 PAYOUT_METHOD_UNAVAILABLE for a method not in PAYOUT_METHODS.",
    tags,
    request: { body: jsonBody(payoutRequestBodySchema) },
    responses: { 201: json(payoutSchema, "The request, waiting for an administrator"), 422: json(errorResponseSchema, "Below the minimum, a method not offered, or invalid details") },
  }),
  queue: defineRoute({
    method: "get",
    path: "/admin/payouts",
    access: "admin",
    summary: "Payout requests of one status: open ones oldest first, decided ones newest first",
    tags: ["Admin"],
    request: { query: payoutQueueQuerySchema },
    responses: { 200: json(payoutQueueSchema, "The payout requests") },
  }),
  decide: defineRoute({
    method: "post",
    path: "/admin/payouts/{id}/decision",
    access: "admin",
    summary: "Approves, rejects (with a note) or marks paid a payout request; the affiliate is mailed when it is paid or rejected",
    description: "Never on one's own request (403); a step out of order answers 409.",
    tags: ["Admin"],
    request: { params: z.object({ id: idSchema }), body: jsonBody(payoutDecisionBodySchema) },
    responses: { 200: json(payoutSchema, "The payout as decided"), 409: json(errorResponseSchema, "Already decided, or not approved before being paid") },
  }),
};
