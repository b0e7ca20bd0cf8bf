// Fake profiles (issue 18): candidate profiles that impersonate a creator on the social and adult
// platforms of the site registry, each with its risk score, the reasons behind it and its evidence;
// the creator reports one as impersonation (through the takedown pipeline), or says it is not her or
// her own account. Only ever the owner's own rows.
import { z } from "zod";
import { defineRoute, json, jsonBody } from "./route";
import { idSchema, safeText } from "./safe-input";
import { fakeProfileReasonCodes, fakeProfileStatuses, fakeProfileVerdicts, leakStatuses, matchQualities } from "./words";

/** One reason, as the engine gave it: a code and the values its sentence names. */
export const fakeProfileReasonSchema = z
  .object({
    code: z.enum(fakeProfileReasonCodes),
    /** How much it adds to the score (0-1), or takes away for a fan page. */
    weight: z.number(),
    params: z.record(z.string(), z.union([z.string(), z.number()])),
  })
  .meta({ id: "FakeProfileReason" });
export type FakeProfileReason = z.infer<typeof fakeProfileReasonSchema>;

/** A picture of the profile that matched one of the creator's references. */
export const fakeProfilePictureSchema = z.object({
  role: z.enum(["avatar", "post"]),
  mediaUrl: z.string(),
  referenceId: z.string().nullable(),
  distance: z.number(),
  quality: z.enum(matchQualities),
});
export type FakeProfilePicture = z.infer<typeof fakeProfilePictureSchema>;

/** What the profile page showed when it was checked: kept in `fake_profiles.evidence`. */
export const fakeProfileEvidenceSchema = z.object({
  url: z.string(),
  fetchedAt: z.string(),
  httpStatus: z.number().int(),
  /** How it was found: the platform's people search, a username checked directly, or a scan's page. */
  foundBy: z.enum(["search", "username", "scan"]),
  avatarUrl: z.string().nullable(),
  pictures: z.array(fakeProfilePictureSchema),
});
export type FakeProfileEvidence = z.infer<typeof fakeProfileEvidenceSchema>;

/** The platform's channel for impersonation reports: Unleak files as her agent, or she files herself. */
export const impersonationChannelSchema = z.object({
  agentAccepted: z.boolean(),
  /** Where she files herself (the platform's form) when agents are not accepted. */
  selfReportUrl: z.string().nullable(),
  /** The platform asks for the person's own ID document. */
  requiresId: z.boolean(),
});

export const fakeProfileSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    siteId: z.string(),
    siteName: z.string(),
    handle: z.string(),
    displayName: z.string(),
    bio: z.string(),
    links: z.array(z.string()),
    /** 0-1: at or above `reportThreshold` it counts as high risk. */
    score: z.number(),
    reasons: z.array(fakeProfileReasonSchema),
    status: z.enum(fakeProfileStatuses),
    /** Once reported: the takedown case (a leak of kind "profile") and where it stands. */
    caseLeakId: z.string().nullable(),
    caseStatus: z.enum(leakStatuses).nullable(),
    channel: impersonationChannelSchema.nullable(),
    thumbnailUrl: z.string().nullable().meta({ description: "The matched picture as found, a signed URL valid 5 minutes" }),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
  })
  .meta({ id: "FakeProfile" });
export type FakeProfile = z.infer<typeof fakeProfileSchema>;

export const fakeProfileDetailSchema = fakeProfileSchema
  .extend({
    evidence: fakeProfileEvidenceSchema,
    /** Each matched picture beside the creator's reference it matched (signed URLs, 5 minutes). */
    pictures: z.array(
      fakeProfilePictureSchema.extend({ foundUrl: z.string().nullable(), referenceUrl: z.string().nullable() }),
    ),
    /** The fetched page as text, when kept. */
    pageCopyUrl: z.string().nullable(),
    /** A prepared report for a platform that takes reports from the person only. */
    preparedReport: z.object({ subject: z.string(), text: z.string(), formUrl: z.string().nullable(), requiresId: z.boolean() }).nullable(),
  })
  .meta({ id: "FakeProfileDetail" });
export type FakeProfileDetail = z.infer<typeof fakeProfileDetailSchema>;

export const fakeProfileFiltersSchema = z
  .object({
    site: safeText().max(100).optional(),
    status: z.enum(fakeProfileStatuses).optional(),
    /** Only those at or above the reporting threshold. */
    risk: z.enum(["high", "all"]).default("all"),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type FakeProfileFilters = z.output<typeof fakeProfileFiltersSchema>;

export const fakeProfilePageSchema = z
  .object({
    profiles: z.array(fakeProfileSchema),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** The score from which a profile is high risk (and the creator is told of it). */
    reportThreshold: z.number(),
    /** The platforms profiles are looked for on (for the filter). */
    sites: z.array(z.object({ id: z.string(), name: z.string() })),
    /** The last check: when it ran and whether one is running now. */
    lastCheckAt: z.string().nullable(),
    checkRunning: z.boolean(),
    /** When monitoring checks next, or null when her plan has no monitoring. */
    nextCheckAt: z.string().nullable(),
  })
  .meta({ id: "FakeProfilePage" });
export type FakeProfilePage = z.infer<typeof fakeProfilePageSchema>;

export const fakeProfileVerdictSchema = z.object({ verdict: z.enum(fakeProfileVerdicts) }).strict();

export const fakeProfileReportResultSchema = z
  .object({
    id: z.string(),
    status: z.enum(fakeProfileStatuses),
    /** The removal request filed as her agent, when the platform accepts one. */
    requestId: z.string().nullable(),
    caseLeakId: z.string().nullable(),
  })
  .meta({ id: "FakeProfileReportResult" });

const params = z.object({ id: idSchema });
const tags = ["Fake profiles"];

export const fakeProfileRoutes = {
  list: defineRoute({
    method: "get",
    path: "/fake-profiles",
    access: "signed-in",
    summary: "The caller's candidate fake profiles, highest risk first",
    tags,
    request: { query: fakeProfileFiltersSchema },
    responses: { 200: json(fakeProfilePageSchema, "One page of profiles and the total") },
  }),
  get: defineRoute({
    method: "get",
    path: "/fake-profiles/{id}",
    access: "signed-in",
    summary: "One candidate profile with its reasons and evidence",
    tags,
    request: { params },
    responses: { 200: json(fakeProfileDetailSchema, "The profile") },
  }),
  check: defineRoute({
    method: "post",
    path: "/fake-profiles/check",
    access: "signed-in",
    summary: "Look for fake profiles now (one check at a time)",
    tags,
    responses: { 202: json(z.object({ queued: z.literal(true) }), "The check is queued") },
  }),
  report: defineRoute({
    method: "post",
    path: "/fake-profiles/{id}/report",
    access: "signed-in",
    summary: "Report the profile as impersonation: filed as her agent where the platform accepts one, else a prepared report for her",
    tags,
    request: { params },
    responses: { 200: json(fakeProfileReportResultSchema, "Reported, or prepared for her to file") },
  }),
  judge: defineRoute({
    method: "post",
    path: "/fake-profiles/{id}/verdict",
    access: "signed-in",
    summary: "Not me, or my own account: the profile is never shown again",
    tags,
    request: { params, body: jsonBody(fakeProfileVerdictSchema) },
    responses: { 200: json(z.object({ id: z.string(), status: z.enum(fakeProfileStatuses) }), "The verdict kept") },
  }),
};
