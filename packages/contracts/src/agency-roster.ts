// An agency's roster of creators (issue 17): invitations by e-mail (accepted through the mailed
// link by the creator's own account), the roster with each creator's numbers, and one creator's
// leaks, scans, references and notices, read and acted on by the agency through the creator's own
// functions. The creator's side: the agency she is managed by, and leaving it.
import { z } from "zod";
import { authorisationStatuses, authorisationSteps, identityStepStatuses } from "./authorisation";
import { fakeProfileFiltersSchema, fakeProfilePageSchema } from "./fake-profiles";
import { leakFiltersSchema, leakPageSchema } from "./leaks";
import { defineRoute, empty, errorResponseSchema, json, jsonBody, multipartBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { scanListSchema, scanStartedSchema } from "./scans";
import { referenceListSchema, referenceUploadSchema } from "./references";
import { leakIdsSchema, noticeFiltersSchema, noticePageSchema, removalRequestSchema } from "./takedowns";
import { subscriptionTiers } from "./words";

/** How long a creator's invitation link works. */
export const CREATOR_INVITATION_DAYS = 14;

const isoTime = z.string().meta({ description: "ISO time" });

export const inviteCreatorBodySchema = z.object({ email: z.string().trim().pipe(z.email().max(254)) }).strict();
export type InviteCreatorBody = z.input<typeof inviteCreatorBodySchema>;

/** Where a creator's authorisation stands for this agency. */
export const rosterAuthorisationSchema = z
  .object({
    status: z.enum(authorisationStatuses).meta({ description: "Her own status (spec §4): a valid letter and an approved identity" }),
    letterNamesAgency: z.boolean().meta({ description: "Whether her valid letter names this agency, which it must for the agency to request removals" }),
    identity: z.enum(identityStepStatuses),
    missing: z.array(z.enum(authorisationSteps)).meta({ description: "What is missing before this agency may request removals for her: a letter naming it, an approved identity" }),
  })
  .meta({ id: "RosterAuthorisation" });
export type RosterAuthorisation = z.infer<typeof rosterAuthorisationSchema>;

export const rosterCreatorSchema = z
  .object({
    id: z.uuid().meta({ description: "The roster entry (the invitation)" }),
    creatorId: z.string().nullable().meta({ description: "Her account, once she accepted; null while invited" }),
    status: z.enum(["invited", "active"]),
    name: z.string().nullable(),
    email: z.string().meta({ description: "Her account's e-mail once active, the invited address before" }),
    invitedAt: isoTime,
    expiresAt: z.string().nullable(),
    expired: z.boolean().meta({ description: "An invitation whose link no longer works (resend it)" }),
    acceptedAt: z.string().nullable(),
    leaks: z.object({
      found: z.number().int(),
      removalRequested: z.number().int(),
      removed: z.number().int().meta({ description: "Removed at the source (delisted only is not removed)" }),
    }),
    authorisation: rosterAuthorisationSchema.nullable().meta({ description: "Null while invited" }),
    lastScanAt: z.string().nullable(),
    tier: z.enum(subscriptionTiers).nullable().meta({ description: "Her plan (her seat); null while invited" }),
  })
  .meta({ id: "RosterCreator" });
export type RosterCreator = z.infer<typeof rosterCreatorSchema>;

export const rosterSchema = z.object({ creators: z.array(rosterCreatorSchema) }).meta({ id: "Roster" });
export type Roster = z.infer<typeof rosterSchema>;

/** What the invitation page shows before anyone signs in. */
export const creatorInvitationSchema = z
  .object({ agencyName: z.string(), email: z.string().meta({ description: "The invited address, masked (n***@example.com)" }), expiresAt: isoTime })
  .meta({ id: "CreatorInvitation" });
export type CreatorInvitation = z.infer<typeof creatorInvitationSchema>;

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/);
export const acceptInvitationBodySchema = z.object({ token: tokenSchema }).strict();

export const acceptedInvitationSchema = z
  .object({
    agency: z.object({ id: z.uuid(), name: z.string() }),
    missing: z.array(z.enum(authorisationSteps)).meta({ description: "What she still has to do before the agency may request removals: sign a letter naming it, have her identity approved" }),
  })
  .meta({ id: "AcceptedInvitation" });
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

export const myAgencySchema = z
  .object({ agency: z.object({ id: z.uuid(), name: z.string(), since: isoTime }).nullable().meta({ description: "The agency whose roster she is active on" }) })
  .meta({ id: "MyAgency" });
export type MyAgency = z.infer<typeof myAgencySchema>;

const tags = ["Agencies"];
const creatorParams = z.object({ id: safeText().min(1).max(100).meta({ description: "The creator's user id" }) });
const memberOnly = "Members of the agency (403 otherwise); a creator not active on its roster is 404.";
const managersOnly = "The agency's owners and managers (403 for a viewer or a non-member); a creator not active on its roster is 404.";

export const agencyRosterRoutes = {
  list: defineRoute({
    method: "get",
    path: "/agency/creators",
    access: "signed-in",
    summary: "The agency's roster: every invited and active creator with her numbers",
    description: "Members of an agency only (403 otherwise).",
    tags,
    responses: { 200: json(rosterSchema, "The roster") },
  }),
  invite: defineRoute({
    method: "post",
    path: "/agency/creators",
    access: "signed-in",
    summary: `Invites a creator by e-mail; the mailed link works for ${CREATOR_INVITATION_DAYS} days`,
    description: "The agency's owners and managers (403 otherwise). An address with a pending invitation, or already active on the roster, is 409.",
    tags,
    request: { body: jsonBody(inviteCreatorBodySchema) },
    responses: { 201: json(rosterCreatorSchema, "Invited"), 409: json(errorResponseSchema, "CREATOR_ALREADY_INVITED") },
  }),
  resend: defineRoute({
    method: "post",
    path: "/agency/creator-invitations/{id}/resend",
    access: "signed-in",
    summary: "Mails a pending invitation again with a new link (the old one stops working)",
    description: "The agency's owners and managers (403 otherwise); only its own pending invitations (404 otherwise).",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 200: json(rosterCreatorSchema, "Sent again") },
  }),
  cancel: defineRoute({
    method: "delete",
    path: "/agency/creator-invitations/{id}",
    access: "signed-in",
    summary: "Cancels a pending invitation: its link stops working",
    description: "The agency's owners and managers (403 otherwise); only its own pending invitations (404 otherwise).",
    tags,
    request: { params: z.object({ id: idSchema }) },
    responses: { 204: empty("Cancelled") },
  }),
  remove: defineRoute({
    method: "delete",
    path: "/agency/creators/{id}",
    access: "signed-in",
    summary: "Takes an active creator off the roster: the agency no longer reaches her data",
    description: managersOnly,
    tags,
    request: { params: creatorParams },
    responses: { 204: empty("Removed") },
  }),
  get: defineRoute({
    method: "get",
    path: "/agency/creators/{id}",
    access: "signed-in",
    summary: "One creator of the roster: her numbers and authorisation",
    description: memberOnly,
    tags,
    request: { params: creatorParams },
    responses: { 200: json(rosterCreatorSchema, "The creator") },
  }),
  leaks: defineRoute({
    method: "get",
    path: "/agency/creators/{id}/leaks",
    access: "signed-in",
    summary: "The creator's leaks, strongest evidence first",
    description: memberOnly,
    tags,
    request: { params: creatorParams, query: leakFiltersSchema },
    responses: { 200: json(leakPageSchema, "One page of her leaks") },
  }),
  scans: defineRoute({
    method: "get",
    path: "/agency/creators/{id}/scans",
    access: "signed-in",
    summary: "The creator's scans, newest first, with who started each",
    description: memberOnly,
    tags,
    request: { params: creatorParams },
    responses: { 200: json(scanListSchema, "Her latest scans") },
  }),
  startScan: defineRoute({
    method: "post",
    path: "/agency/creators/{id}/scans",
    access: "signed-in",
    summary: "Runs a full scan for the creator (one at a time); it records the member who started it",
    description: managersOnly,
    tags,
    request: { params: creatorParams },
    responses: { 202: json(scanStartedSchema, "The scan is queued"), 409: json(errorResponseSchema, "SCAN_IN_PROGRESS") },
  }),
  references: defineRoute({
    method: "get",
    path: "/agency/creators/{id}/references",
    access: "signed-in",
    summary: "The creator's reference pictures and her plan's quota",
    description: memberOnly,
    tags,
    request: { params: creatorParams },
    responses: { 200: json(referenceListSchema, "Her references") },
  }),
  uploadReference: defineRoute({
    method: "post",
    path: "/agency/creators/{id}/references",
    access: "signed-in",
    summary: "Uploads reference pictures (or a video) for the creator, as POST /references does for one's own",
    description: managersOnly,
    tags,
    request: { params: creatorParams, body: multipartBody({ file: { type: "array", items: { type: "string", format: "binary" } } }) },
    responses: { 201: json(referenceUploadSchema, "The kept files and the refused ones with their reason") },
  }),
  notices: defineRoute({
    method: "get",
    path: "/agency/creators/{id}/notices",
    access: "signed-in",
    summary: "The creator's notices, newest first",
    description: memberOnly,
    tags,
    request: { params: creatorParams, query: noticeFiltersSchema },
    responses: { 200: json(noticePageSchema, "One page of her notices") },
  }),
  requestRemoval: defineRoute({
    method: "post",
    path: "/agency/creators/{id}/removal-requests",
    access: "signed-in",
    summary: "Requests removal of the creator's leaks for her; it records the member and the agency",
    description: `${managersOnly} Only while her valid Letter of Authorisation names the agency and her identity is approved (403 AUTHORISATION_REQUIRED).`,
    tags,
    request: { params: creatorParams, body: jsonBody(leakIdsSchema) },
    responses: {
      202: json(removalRequestSchema, "Queued"),
      403: json(errorResponseSchema, "AUTHORISATION_REQUIRED: her letter does not name the agency, or her identity is not approved (details.missing)"),
      422: json(errorResponseSchema, "Nothing left to file, or no stage name"),
    },
  }),
  fakeProfiles: defineRoute({
    method: "get",
    path: "/agency/creators/{id}/fake-profiles",
    access: "signed-in",
    summary: "The creator's candidate fake profiles, highest risk first",
    description: memberOnly,
    tags,
    request: { params: creatorParams, query: fakeProfileFiltersSchema },
    responses: { 200: json(fakeProfilePageSchema, "One page of her profiles and the total") },
  }),
  checkFakeProfiles: defineRoute({
    method: "post",
    path: "/agency/creators/{id}/fake-profiles/check",
    access: "signed-in",
    summary: "Looks for the creator's fake profiles now (one check at a time)",
    description: `${managersOnly} A check already running is 409 FAKE_PROFILE_CHECK_RUNNING.`,
    tags,
    request: { params: creatorParams },
    responses: { 202: json(z.object({ queued: z.literal(true) }), "The check is queued"), 409: json(errorResponseSchema, "FAKE_PROFILE_CHECK_RUNNING") },
  }),
  invitation: defineRoute({
    method: "get",
    path: "/agency-invitations/{token}",
    access: "public",
    summary: "A creator's invitation by its mailed token: the agency and the invited address (masked)",
    description: "Unknown or cancelled: 404; expired: 410 CREATOR_INVITATION_EXPIRED; already accepted: 410 CREATOR_INVITATION_USED.",
    tags,
    request: { params: z.object({ token: safeText().min(1).max(200) }) },
    responses: { 200: json(creatorInvitationSchema, "The invitation"), 410: json(errorResponseSchema, "Expired or used") },
  }),
  accept: defineRoute({
    method: "post",
    path: "/agency-invitations/accept",
    access: "signed-in",
    summary: "Accepts an invitation: the caller joins the agency's roster and the agency reaches her data",
    description:
      "The caller's verified e-mail must be the invited one (403 CREATOR_INVITATION_EMAIL_MISMATCH); a creator active with another agency is 409 CREATOR_HAS_AGENCY; unknown 404, expired or used 410.",
    tags,
    request: { body: jsonBody(acceptInvitationBodySchema) },
    responses: {
      200: json(acceptedInvitationSchema, "Accepted, with what she still has to do"),
      403: json(errorResponseSchema, "Signed in with another (or an unverified) address"),
      409: json(errorResponseSchema, "Already with another agency"),
      410: json(errorResponseSchema, "Expired or used"),
    },
  }),
  myAgency: defineRoute({
    method: "get",
    path: "/agency-membership",
    access: "signed-in",
    summary: "The agency the caller (a creator) is managed by, or null",
    tags,
    responses: { 200: json(myAgencySchema, "Her agency") },
  }),
  leave: defineRoute({
    method: "post",
    path: "/agency-membership/leave",
    access: "signed-in",
    summary: "The creator leaves her agency: from its next request on it reaches nothing of hers",
    description: "404 when she is on no agency's roster.",
    tags,
    responses: { 204: empty("Left") },
  }),
};
