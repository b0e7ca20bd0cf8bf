// Agencies (issue 17): an account applies from /agency/apply, an administrator approves (the
// applicant becomes the new agency's owner) or rejects with a reason; the agency's members read
// its overview, the owner keeps its company details and its team (invited by e-mail, with a role).
// The roster of creators and the analytics and billing have contracts of their own.
import { z } from "zod";
import { defineRoute, empty, errorResponseSchema, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { agencyApplicationStatuses, agencyRoles, agencyRosterSizes } from "./words";

export const AGENCY_NAME_MAX = 120;
export const AGENCY_MESSAGE_MAX = 2000;
export const AGENCY_DECISION_REASON_MAX = 500;
/** How long a team invitation's link works. */
export const AGENCY_INVITATION_DAYS = 7;

const isoTime = z.string().meta({ description: "ISO time" });

const emailSchema = z.string().trim().pipe(z.email().max(254));
const nameSchema = safeText().trim().min(1).max(AGENCY_NAME_MAX);
/** A web address; "agency.example" is read as https://agency.example. */
export const websiteSchema = safeText()
  .trim()
  .min(1)
  .max(200)
  .transform((value) => (/^https?:\/\//i.test(value) ? value : `https://${value}`))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain }));

/** What an agency sends from /agency/apply. */
export const agencyApplicationBodySchema = z
  .object({
    companyName: nameSchema,
    website: websiteSchema.optional(),
    contactName: nameSchema,
    contactEmail: emailSchema,
    rosterSize: z.enum(agencyRosterSizes),
    message: safeText().trim().max(AGENCY_MESSAGE_MAX).optional(),
  })
  .strict();
export type AgencyApplicationBody = z.input<typeof agencyApplicationBodySchema>;
export type AgencyApplicationFields = z.output<typeof agencyApplicationBodySchema>;

/** The applicant's own view of their application. */
export const myAgencyApplicationSchema = z
  .object({
    id: z.uuid(),
    companyName: z.string(),
    status: z.enum(agencyApplicationStatuses),
    decisionReason: z.string().nullable().meta({ description: "The administrator's reason, once decided" }),
    createdAt: isoTime,
    decidedAt: z.string().nullable(),
  })
  .meta({ id: "MyAgencyApplication" });
export type MyAgencyApplication = z.infer<typeof myAgencyApplicationSchema>;

export const myAgencyApplicationAnswerSchema = z
  .object({ application: myAgencyApplicationSchema.nullable().meta({ description: "The latest application, null when there is none" }) })
  .meta({ id: "MyAgencyApplicationAnswer" });

/** One application as administrators read it. */
export const adminAgencyApplicationSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(agencyApplicationStatuses),
    applicant: z.object({ id: z.string(), email: z.string().meta({ description: "The account's e-mail" }) }),
    companyName: z.string(),
    website: z.string().nullable(),
    contactName: z.string(),
    contactEmail: z.string(),
    rosterSize: z.enum(agencyRosterSizes),
    message: z.string().nullable(),
    createdAt: isoTime,
    decisionReason: z.string().nullable(),
    decidedBy: z.object({ id: z.string(), email: z.string().nullable() }).nullable(),
    decidedAt: z.string().nullable(),
    agencyId: z.uuid().nullable().meta({ description: "The agency the approval created" }),
  })
  .meta({ id: "AdminAgencyApplication" });
export type AdminAgencyApplication = z.infer<typeof adminAgencyApplicationSchema>;

export const agencyApplicationQueueSchema = z.object({ applications: z.array(adminAgencyApplicationSchema) }).meta({ id: "AgencyApplicationQueue" });
export type AgencyApplicationQueue = z.infer<typeof agencyApplicationQueueSchema>;

export const agencyApplicationQueueQuerySchema = z.object({ status: z.enum(agencyApplicationStatuses).default("pending") }).strict();

export const agencyDecisions = ["approve", "reject"] as const;
export type AgencyDecision = (typeof agencyDecisions)[number];

export const agencyDecisionBodySchema = z
  .object({
    decision: z.enum(agencyDecisions),
    reason: safeText().trim().max(AGENCY_DECISION_REASON_MAX).optional().meta({ description: "Required to reject; the applicant reads it in the e-mail" }),
  })
  .strict()
  .superRefine(({ decision, reason }, context) => {
    if (decision === "reject" && !reason) context.addIssue({ code: "custom", path: ["reason"], message: "required" });
  });
export type AgencyDecisionBody = z.input<typeof agencyDecisionBodySchema>;

export const agencyDecisionSchema = z
  .object({ id: z.uuid(), status: z.enum(agencyApplicationStatuses), decisionReason: z.string().nullable(), decidedAt: isoTime, agencyId: z.uuid().nullable() })
  .meta({ id: "AgencyDecision" });
export type AgencyDecisionResult = z.infer<typeof agencyDecisionSchema>;

/** The company details an agency keeps (shown on the notices it files for its creators). */
export const agencyDetailsSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    website: z.string().nullable(),
    contactName: z.string(),
    contactEmail: z.string(),
    phone: z.string().nullable(),
    address: z.string().nullable(),
    createdAt: isoTime,
  })
  .meta({ id: "AgencyDetails" });
export type AgencyDetails = z.infer<typeof agencyDetailsSchema>;

/** The agency area's overview: the agency, the caller's role, and its tiles' counts. */
export const agencyOverviewSchema = z
  .object({
    agency: agencyDetailsSchema,
    role: z.enum(agencyRoles),
    counts: z.object({
      activeCreators: z.number().int().meta({ description: "Creators active on the roster" }),
      pendingInvitations: z.number().int().meta({ description: "Creators invited who have not accepted yet (unexpired)" }),
      teamMembers: z.number().int(),
    }),
  })
  .meta({ id: "AgencyOverview" });
export type AgencyOverview = z.infer<typeof agencyOverviewSchema>;

const optionalText = (max: number) => safeText().trim().max(max).nullable().optional();

/** The owner's change of the company details: only the fields sent change; null clears an optional one. */
export const updateAgencyBodySchema = z
  .object({
    name: nameSchema.optional(),
    website: z.union([websiteSchema, z.null()]).optional(),
    contactName: nameSchema.optional(),
    contactEmail: emailSchema.optional(),
    phone: optionalText(40),
    address: optionalText(500),
  })
  .strict();
export type UpdateAgencyBody = z.input<typeof updateAgencyBodySchema>;
export type AgencyDetailsChange = z.output<typeof updateAgencyBodySchema>;

export const agencyMemberSchema = z
  .object({ id: z.uuid(), userId: z.string(), email: z.string(), name: z.string().nullable(), role: z.enum(agencyRoles), joinedAt: isoTime })
  .meta({ id: "AgencyMember" });
export type AgencyMember = z.infer<typeof agencyMemberSchema>;

export const agencyInvitationSchema = z
  .object({ id: z.uuid(), email: z.string(), role: z.enum(agencyRoles), expiresAt: isoTime, createdAt: isoTime })
  .meta({ id: "AgencyMemberInvitation" });
export type AgencyInvitation = z.infer<typeof agencyInvitationSchema>;

export const agencyTeamSchema = z
  .object({ members: z.array(agencyMemberSchema), invitations: z.array(agencyInvitationSchema).meta({ description: "Invitations neither accepted nor expired" }) })
  .meta({ id: "AgencyTeam" });
export type AgencyTeam = z.infer<typeof agencyTeamSchema>;

export const inviteAgencyMemberBodySchema = z.object({ email: emailSchema, role: z.enum(agencyRoles) }).strict();
export type InviteAgencyMemberBody = z.input<typeof inviteAgencyMemberBodySchema>;

/** The token of the mailed link (`/agency/join?token=…`). */
export const joinAgencyBodySchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/) }).strict();

export const joinedAgencySchema = z.object({ id: z.uuid(), name: z.string(), role: z.enum(agencyRoles) }).meta({ id: "JoinedAgency" });

export const changeAgencyMemberBodySchema = z.object({ role: z.enum(agencyRoles) }).strict();

const memberParams = z.object({ id: idSchema });

export const agencyRoutes = {
  apply: defineRoute({
    method: "post",
    path: "/agency-applications",
    access: "signed-in",
    summary: "Apply as an agency",
    description: "One pending application per account (409 CONFLICT), and none from a member of an agency (409 CONFLICT).",
    tags: ["Agencies"],
    request: { body: jsonBody(agencyApplicationBodySchema) },
    responses: { 201: json(myAgencyApplicationSchema, "Received: pending until an administrator decides"), 409: json(errorResponseSchema, "Already pending, or already in an agency") },
  }),
  mine: defineRoute({
    method: "get",
    path: "/agency-applications/mine",
    access: "signed-in",
    summary: "The caller's latest agency application, with the decision once taken",
    tags: ["Agencies"],
    responses: { 200: json(myAgencyApplicationAnswerSchema, "The latest application, or null") },
  }),
  queue: defineRoute({
    method: "get",
    path: "/admin/agency-applications",
    access: "admin",
    summary: "Agency applications: the pending ones oldest first, or the decided ones newest first",
    tags: ["Admin"],
    request: { query: agencyApplicationQueueQuerySchema },
    responses: { 200: json(agencyApplicationQueueSchema, "The applications") },
  }),
  decide: defineRoute({
    method: "post",
    path: "/admin/agency-applications/{id}/decision",
    access: "admin",
    summary: "Approves an application (the agency is created with the applicant as its owner) or rejects it with a reason; the applicant is mailed",
    description: "Administrators, never on their own application (403); a decided application, or an applicant who joined an agency meanwhile, answers 409.",
    tags: ["Admin"],
    request: { params: z.object({ id: idSchema }), body: jsonBody(agencyDecisionBodySchema) },
    responses: { 200: json(agencyDecisionSchema, "The recorded decision"), 409: json(errorResponseSchema, "Already decided, or the applicant is already in an agency") },
  }),
  overview: defineRoute({
    method: "get",
    path: "/agency",
    access: "signed-in",
    summary: "The caller's agency: its details, the caller's role and the overview's counts",
    description: "Members of an agency only (403 otherwise).",
    tags: ["Agencies"],
    responses: { 200: json(agencyOverviewSchema, "The agency") },
  }),
  update: defineRoute({
    method: "patch",
    path: "/agency",
    access: "signed-in",
    summary: "Changes the agency's company details",
    description: "The agency's owners only (403 otherwise).",
    tags: ["Agencies"],
    request: { body: jsonBody(updateAgencyBodySchema) },
    responses: { 200: json(agencyDetailsSchema, "The details as stored") },
  }),
  team: defineRoute({
    method: "get",
    path: "/agency/members",
    access: "signed-in",
    summary: "The agency's team: its members with their roles, and the open invitations",
    description: "Members of an agency only (403 otherwise).",
    tags: ["Agencies"],
    responses: { 200: json(agencyTeamSchema, "The team") },
  }),
  invite: defineRoute({
    method: "post",
    path: "/agency/members/invitations",
    access: "signed-in",
    summary: `Invites someone to the team by e-mail with a role; the mailed link works for ${AGENCY_INVITATION_DAYS} days`,
    description: "The agency's owners only (403 otherwise); an address already on the team answers 409.",
    tags: ["Agencies"],
    request: { body: jsonBody(inviteAgencyMemberBodySchema) },
    responses: { 201: json(agencyInvitationSchema, "Invited (an earlier open invitation of the address is replaced)"), 409: json(errorResponseSchema, "Already a member") },
  }),
  join: defineRoute({
    method: "post",
    path: "/agency/members/join",
    access: "signed-in",
    summary: "Accepts a team invitation: the caller becomes a member with the invited role",
    description: "The caller's verified e-mail must be the invited one (403); an unknown, used or expired token is 404; an account already in an agency 409.",
    tags: ["Agencies"],
    request: { body: jsonBody(joinAgencyBodySchema) },
    responses: { 200: json(joinedAgencySchema, "Joined"), 409: json(errorResponseSchema, "Already in an agency") },
  }),
  changeMember: defineRoute({
    method: "patch",
    path: "/agency/members/{id}",
    access: "signed-in",
    summary: "Changes a team member's role",
    description: "The agency's owners only (403 otherwise); the last owner keeps the role (409).",
    tags: ["Agencies"],
    request: { params: memberParams, body: jsonBody(changeAgencyMemberBodySchema) },
    responses: { 200: json(agencyMemberSchema, "The member"), 409: json(errorResponseSchema, "The agency's last owner") },
  }),
  removeMember: defineRoute({
    method: "delete",
    path: "/agency/members/{id}",
    access: "signed-in",
    summary: "Removes a member from the team",
    description: "The agency's owners only (403 otherwise); the last owner stays (409).",
    tags: ["Agencies"],
    request: { params: memberParams },
    responses: { 204: empty("Removed"), 409: json(errorResponseSchema, "The agency's last owner") },
  }),
};
