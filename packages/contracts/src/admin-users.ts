// The admin panel's users (issue 16): the search with its filters, one user's page (profile, plan
// and payment, authorisation, figures, sessions, logins, bans, why they are an administrator), and
// the actions on an account, each recorded in the audit log with its reason.
import { z } from "zod";
import { authorisationSchema } from "./authorisation";
import { paidTiers } from "./billing";
import { defineRoute, json, jsonBody } from "./route";
import { safeText } from "./safe-input";
import { plans, subscriptionTiers, userRoles } from "./words";

/** An account's state in one word: suspended, e-mail (or phone) never confirmed, or neither. A suspension outranks the rest. */
export const adminUserStatuses = ["active", "banned", "unverified"] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

export const ADMIN_REASON_MAX = 500;
export const ADMIN_NOTES_MAX = 2000;

const reason = safeText().trim().min(1).max(ADMIN_REASON_MAX).meta({ description: "Why, for the audit log (1 to 500 characters)" });
const optionalReason = safeText().trim().max(ADMIN_REASON_MAX).optional().meta({ description: "Why, for the audit log (optional)" });
const isoTime = (description = "ISO time") => z.string().meta({ description });

export const adminUserFiltersSchema = z
  .object({
    q: safeText().trim().max(200).optional().meta({ description: "Part of the e-mail, the name, a stage name or the phone number" }),
    tier: z.enum(subscriptionTiers).optional(),
    status: z.enum(adminUserStatuses).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type AdminUserFilters = z.output<typeof adminUserFiltersSchema>;

export const adminUserRowSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    phoneNumber: z.string().nullable().meta({ description: "A phone account's number (its e-mail is then a placeholder, never shown)" }),
    name: z.string().meta({ description: "The account's name" }),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    stageNames: z.array(z.string()),
    tier: z.enum(subscriptionTiers),
    status: z.enum(adminUserStatuses),
    isAdmin: z.boolean(),
    createdAt: isoTime(),
  })
  .meta({ id: "AdminUserRow" });
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserPageSchema = z
  .object({ users: z.array(adminUserRowSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: "AdminUserPage" });
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

export const adminUserBanSchema = z
  .object({
    id: z.uuid(),
    active: z.boolean(),
    bannedAt: isoTime(),
    reason: z.string().nullable(),
    adminNotes: z.string().nullable(),
    bannedByEmail: z.string().nullable().meta({ description: "The administrator who suspended the account, while their account exists" }),
  })
  .meta({ id: "AdminUserBan" });
export type AdminUserBan = z.infer<typeof adminUserBanSchema>;

export const adminUserDetailSchema = z
  .object({
    user: z.object({
      id: z.string(),
      email: z.string(),
      phoneNumber: z.string().nullable(),
      name: z.string(),
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
      role: z.string().nullable().meta({ description: "better-auth's role: `admin`, `user` or null" }),
      createdAt: isoTime(),
    }),
    profile: z.object({
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      stageNames: z.array(z.string()),
      country: z.string().nullable(),
      language: z.string().nullable(),
      tier: z.enum(subscriptionTiers),
      selectedPlan: z.enum(plans).nullable().meta({ description: "The plan picked at onboarding, before any payment" }),
      identityVerified: z.boolean().meta({ description: "The profile says so, or the latest identity verification is approved" }),
    }),
    status: z.enum(adminUserStatuses),
    admin: z.object({
      isAdmin: z.boolean(),
      byRole: z.boolean().meta({ description: "The account's role is admin" }),
      byAdminEmails: z.boolean().meta({ description: "A verified address in ADMIN_EMAILS: an administrator whatever the role" }),
    }),
    subscription: z
      .object({
        plan: z.enum(plans).nullable(),
        status: z.string().nullable().meta({ description: "The payment provider's status: active, past_due, canceled ..." }),
        currentPeriodEnd: isoTime().nullable(),
        cancelAtPeriodEnd: z.boolean(),
        graceUntil: isoTime().nullable(),
      })
      .nullable()
      .meta({ description: "The payment provider's subscription as last stored; null when the user never went to checkout" }),
    authorisation: authorisationSchema,
    figures: z.object({
      scans: z.object({ total: z.number().int(), lastAt: isoTime("When the newest scan started (ISO time)").nullable() }),
      leaks: z.object({
        total: z.number().int().meta({ description: "Leaks listed (not whitelisted by the creator)" }),
        open: z.number().int().meta({ description: "Listed leaks neither removed nor delisted" }),
        removed: z.number().int().meta({ description: "Removed at the source (a delisting is not a removal)" }),
      }),
      noticesSent: z.number().int(),
    }),
    sessions: z.array(z.object({ id: z.string(), createdAt: isoTime(), expiresAt: isoTime(), ipAddress: z.string().nullable(), userAgent: z.string().nullable() })),
    logins: z
      .array(z.object({ id: z.uuid(), kind: z.enum(["sign_in", "session_restored"]), createdAt: isoTime(), ipAddress: z.string().nullable(), userAgent: z.string().nullable() }))
      .meta({ description: "The newest 20 sign-ins" }),
    activeBan: adminUserBanSchema.nullable(),
    bans: z.array(adminUserBanSchema).meta({ description: "Every suspension, newest first" }),
  })
  .meta({ id: "AdminUserDetail" });
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Tiers nobody pays for (spec §5's paid tiers left out): only a change to one of them may also end the payment. */
export const unpaidTiers = subscriptionTiers.filter((tier) => !(paidTiers as readonly string[]).includes(tier));
/** The provider's statuses of a subscription that still charges (past_due: it retries). */
export const chargingStatuses = ["active", "trialing", "past_due"] as const;

/** A subscription the tier change may end with its paid period: it still charges and is not ending already. */
export function endsAtProviderOnRequest(subscription: { status: string | null; cancelAtPeriodEnd: boolean } | null): boolean {
  return !!subscription?.status && (chargingStatuses as readonly string[]).includes(subscription.status) && !subscription.cancelAtPeriodEnd;
}

export const changeTierSchema = z
  .object({
    tier: z.enum(subscriptionTiers),
    reason,
    cancelAtProvider: z.boolean().optional().meta({ description: "Also cancel the payment at the provider at the end of the paid period (only with an unpaid tier: standard or basic)" }),
  })
  .strict()
  .refine((body) => !body.cancelAtProvider || (unpaidTiers as readonly string[]).includes(body.tier), { path: ["cancelAtProvider"], message: "only with an unpaid tier" });
export type ChangeTier = z.input<typeof changeTierSchema>;
export const setRoleSchema = z.object({ role: z.enum(userRoles), reason }).strict();
export type SetRole = z.input<typeof setRoleSchema>;
export const banSchema = z
  .object({ reason, adminNotes: safeText().trim().max(ADMIN_NOTES_MAX).optional().meta({ description: "For administrators; the user reads them on the suspension screen" }) })
  .strict();
export type Ban = z.input<typeof banSchema>;
export const liftBanSchema = z.object({ reason }).strict();
export type LiftBan = z.input<typeof liftBanSchema>;
export const optionalReasonSchema = z.object({ reason: optionalReason }).strict();
export type OptionalReason = z.input<typeof optionalReasonSchema>;

const params = z.object({ id: safeText().min(1).max(100).meta({ description: "The user's id" }) });
const tags = ["Admin"];
const recorded = "Administrators only; recorded in the audit log with the reason. An unknown user answers 404.";
const detail = json(adminUserDetailSchema, "The user's page after the change");

export const adminUserRoutes = {
  search: defineRoute({
    method: "get",
    path: "/admin/users",
    access: "admin",
    summary: "Searches accounts by e-mail, name, stage name or phone number, with filters",
    tags,
    request: { query: adminUserFiltersSchema },
    responses: { 200: json(adminUserPageSchema, "One page of accounts, newest first, and the total") },
  }),
  get: defineRoute({
    method: "get",
    path: "/admin/users/{id}",
    access: "admin",
    summary: "One account: profile, plan and payment, authorisation, figures, sessions, logins, bans",
    tags,
    request: { params },
    responses: { 200: json(adminUserDetailSchema, "The user's page") },
  }),
  changeTier: defineRoute({
    method: "put",
    path: "/admin/users/{id}/tier",
    access: "admin",
    summary: "Sets the account's tier; the payment provider is not changed unless asked, so its next event may set the tier again",
    description: `${recorded} With \`cancelAtProvider\` (an unpaid tier only), the provider first sets the subscription to end with its paid period; a user without a running, not yet ending subscription answers 404 NO_SUBSCRIPTION, a provider that fails or is not configured 503 PAYMENTS_UNAVAILABLE, and then nothing is changed.`,
    tags,
    request: { params, body: jsonBody(changeTierSchema) },
    responses: { 200: detail },
  }),
  setRole: defineRoute({
    method: "put",
    path: "/admin/users/{id}/role",
    access: "admin",
    summary: "Grants (admin) or removes (user) the administrator role",
    description: `${recorded} Nobody removes their own role (403); the role already set answers 409. An address in ADMIN_EMAILS stays an administrator whatever the role.`,
    tags,
    request: { params, body: jsonBody(setRoleSchema) },
    responses: { 200: detail },
  }),
  revokeSessions: defineRoute({
    method: "post",
    path: "/admin/users/{id}/sessions/revoke",
    access: "admin",
    summary: "Signs the account out everywhere (ends all its sessions)",
    description: recorded,
    tags,
    request: { params, body: jsonBody(optionalReasonSchema) },
    responses: { 200: detail },
  }),
  resendVerification: defineRoute({
    method: "post",
    path: "/admin/users/{id}/verification-email",
    access: "admin",
    summary: "Sends the e-mail verification link again",
    description: `${recorded} An address already verified, or a phone account's placeholder, answers 409.`,
    tags,
    request: { params, body: jsonBody(optionalReasonSchema) },
    responses: { 200: detail },
  }),
  ban: defineRoute({
    method: "post",
    path: "/admin/users/{id}/ban",
    access: "admin",
    summary: "Suspends the account and tells the user by e-mail",
    description: `${recorded} Nobody suspends their own account (403); an account already suspended answers 409.`,
    tags,
    request: { params, body: jsonBody(banSchema) },
    responses: { 200: detail },
  }),
  unban: defineRoute({
    method: "post",
    path: "/admin/users/{id}/unban",
    access: "admin",
    summary: "Lifts the account's suspension and tells the user by e-mail",
    description: `${recorded} An account that is not suspended answers 409 NOT_SUSPENDED.`,
    tags,
    request: { params, body: jsonBody(liftBanSchema) },
    responses: { 200: detail },
  }),
};
