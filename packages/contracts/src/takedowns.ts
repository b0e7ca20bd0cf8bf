// Takedowns I (issue 12): requesting removal of leaks, the notices composed from a request (where
// each goes, on what legal basis and why), their text, PDF, log and the replies hosts sent back,
// the creator's automatic-filing setting, and the replies no notice could be found for (admins).
import { z } from "zod";
import { defineRoute, empty, errorResponseSchema, json, jsonBody } from "./route";
import { idSchema } from "./safe-input";
import { authorisationSteps } from "./authorisation";
import { leakSchema } from "./leaks";
import { actedBySchema } from "./scans";
import { counterNoticeDecisions, leakStatuses, legalBases, noticeChannels, noticeEventKinds, noticeStatuses, recipientKinds, replyKinds, routeReasons, waveActions, waveReasons } from "./words";

/** At most this many leaks in one request. */
export const MAX_LEAKS_PER_REQUEST = 500;

/** Why a leak is not filed: whitelisted by the creator's verdict, already filed to that recipient in this wave, or not the caller's. */
export const skipReasons = ["whitelisted", "already_filed", "not_found"] as const;
export type SkipReason = (typeof skipReasons)[number];

export const routeReasonSchema = z
  .object({ code: z.enum(routeReasons), params: z.record(z.string(), z.string()).meta({ description: "The facts behind the choice (network owner, looked-up address, CDN name)" }) })
  .meta({ id: "RouteReason" });
export type RouteReasonDetail = z.infer<typeof routeReasonSchema>;

/** Where one notice for a leak goes, on what basis and why. */
export const plannedRouteSchema = z
  .object({
    recipientKind: z.enum(recipientKinds),
    recipientName: z.string(),
    channel: z.enum(noticeChannels),
    address: z.string().meta({ description: "The e-mail address, or the web form's URL" }),
    basis: z.enum(legalBases),
    language: z.string(),
    reason: routeReasonSchema,
  })
  .meta({ id: "PlannedRoute" });
export type PlannedRoute = z.infer<typeof plannedRouteSchema>;

export const leakIdsSchema = z.object({ leakIds: z.array(idSchema).min(1).max(MAX_LEAKS_PER_REQUEST) }).strict();
export type LeakIds = z.infer<typeof leakIdsSchema>;

const skippedSchema = z.object({ leakId: z.string(), reason: z.enum(skipReasons) });

export const removalPreviewSchema = z
  .object({
    leaks: z.array(z.object({ leakId: z.string(), routes: z.array(plannedRouteSchema) })),
    skipped: z.array(skippedSchema),
    authorisation: z.object({ allowed: z.boolean(), missing: z.array(z.enum(authorisationSteps)) }),
  })
  .meta({ id: "RemovalPreview" });
export type RemovalPreview = z.infer<typeof removalPreviewSchema>;

export const removalRequestSchema = z
  .object({ requestId: z.string(), queued: z.array(z.string()), skipped: z.array(skippedSchema) })
  .meta({ id: "RemovalRequest" });
export type RemovalRequestAnswer = z.infer<typeof removalRequestSchema>;

/** The leaks the Request Removal page offers: not yet filed, not whitelisted; the confirmation rule per leak. */
export const removalCandidatesSchema = z
  .object({
    leaks: z.array(leakSchema.extend({ needsConfirmation: z.boolean().meta({ description: "Name-only and good matches are never filed without the creator's confirmation" }) })),
    authorisation: z.object({ allowed: z.boolean(), missing: z.array(z.enum(authorisationSteps)) }),
    autoTakedown: z.boolean(),
  })
  .meta({ id: "RemovalCandidates" });
export type RemovalCandidates = z.infer<typeof removalCandidatesSchema>;

export const noticeSummarySchema = z
  .object({
    id: z.string(),
    reference: z.string(),
    status: z.enum(noticeStatuses),
    basis: z.enum(legalBases),
    recipientKind: z.enum(recipientKinds),
    recipientName: z.string(),
    channel: z.enum(noticeChannels),
    address: z.string(),
    siteId: z.string().nullable(),
    wave: z.number().int(),
    urlCount: z.number().int(),
    ticket: z.string().nullable(),
    rejectionReason: z.string().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    repliedAt: z.string().nullable(),
    /** Requested for the creator by her agency (issue 17). */
    actedBy: actedBySchema.nullable().optional(),
  })
  .meta({ id: "NoticeSummary" });
export type NoticeSummary = z.infer<typeof noticeSummarySchema>;

export const noticeReplySchema = z
  .object({
    id: z.string(),
    kind: z.enum(replyKinds),
    from: z.string(),
    subject: z.string(),
    text: z.string().meta({ description: "The reply's text as it arrived (shown raw when it could not be read)" }),
    ticket: z.string().nullable(),
    reason: z.string().nullable(),
    receivedAt: z.string(),
  })
  .meta({ id: "NoticeReply" });
export type NoticeReply = z.infer<typeof noticeReplySchema>;

export const noticeEventSchema = z
  .object({ sequence: z.number().int(), kind: z.enum(noticeEventKinds), at: z.string(), detail: z.record(z.string(), z.unknown()), hash: z.string() })
  .meta({ id: "NoticeEvent" });

export const noticeDetailSchema = noticeSummarySchema
  .extend({
    subject: z.string(),
    body: z.string().meta({ description: "The notice's text exactly as sent" }),
    rawSha256: z.string(),
    language: z.string(),
    reason: routeReasonSchema,
    answer: z.string().nullable().meta({ description: "The mail server's or web form's answer to the sending" }),
    messageId: z.string().nullable(),
    items: z.array(z.object({ leakId: z.string().nullable(), pageUrl: z.string(), mediaUrls: z.array(z.string()) })),
    events: z.array(noticeEventSchema),
    replies: z.array(noticeReplySchema),
  })
  .meta({ id: "NoticeDetail" });
export type NoticeDetail = z.infer<typeof noticeDetailSchema>;

export const noticeFiltersSchema = z
  .object({
    status: z.enum(noticeStatuses).optional(),
    leakId: idSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type NoticeFilters = z.output<typeof noticeFiltersSchema>;

export const noticePageSchema = z
  .object({ notices: z.array(noticeSummarySchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() })
  .meta({ id: "NoticePage" });
export type NoticePage = z.infer<typeof noticePageSchema>;

export const takedownSettingsSchema = z
  .object({
    autoTakedown: z.boolean().meta({ description: "Picture matches of quality exact or high are filed without asking" }),
    planDefault: z.boolean().meta({ description: "What the plan sets when the creator never chose (on for paid plans)" }),
    emailAlerts: z.boolean().meta({ description: "Besides the notification, an e-mail when content is removed or a case needs the creator (a counter-notice, a hand-over)" }),
  })
  .meta({ id: "TakedownSettings" });
export const takedownSettingsChangeSchema = z
  .object({ autoTakedown: z.boolean().optional(), emailAlerts: z.boolean().optional() })
  .strict()
  .refine((change) => change.autoTakedown !== undefined || change.emailAlerts !== undefined, "name a setting to change");
export type TakedownSettingsChange = z.infer<typeof takedownSettingsChangeSchema>;
export type TakedownSettings = z.infer<typeof takedownSettingsSchema>;

export const inboundReplySchema = noticeReplySchema.extend({ to: z.string(), raw: z.string() }).meta({ id: "InboundReply" });
export type InboundReply = z.infer<typeof inboundReplySchema>;

/** A reply threaded to its notice that the reply parser could not read: shown raw with the notice for an administrator. */
export const unparsedReplySchema = inboundReplySchema
  .extend({
    notice: z.object({ id: z.string(), reference: z.string(), recipientName: z.string(), address: z.string(), status: z.enum(noticeStatuses), creatorId: z.string(), creatorName: z.string().nullable() }),
  })
  .meta({ id: "UnparsedReply" });
export type UnparsedReply = z.infer<typeof unparsedReplySchema>;

/** One removal check of a leak (issue 13): what was fetched, what it showed, and what we concluded. */
export const removalCheckSummarySchema = z
  .object({
    id: z.string(),
    target: z.enum(["page", "media", "search"]).meta({ description: "page: the leak's page; media: its media file on its own address; search: a search engine's results" }),
    url: z.string(),
    outcome: z.string().meta({ description: "page: removed, soft-404, media-replaced, restricted, unknown, up; search: listed, not-listed, unknown" }),
    reason: z.string().meta({ description: "e.g. http-404, probe-match, not-found-wording, media-no-match, challenge" }),
    checkedAt: z.string(),
    httpStatus: z.number().int().nullable(),
    finalUrl: z.string().nullable(),
    bodySha256: z.string().nullable(),
    pageCopy: z
      .object({ sha256: z.string(), bytes: z.number().int(), truncated: z.boolean() })
      .nullable()
      .meta({ description: "The copy of the fetched page kept as evidence (its first bytes), served by GET /removal-checks/{id}/page-copy" }),
    verdict: z
      .object({ outcome: z.string(), reason: z.string() })
      .nullable()
      .meta({ description: "On a page check whose removal its media files vetoed: the round's outcome (e.g. up, media-still-served)" }),
    evidence: z.record(z.string(), z.unknown()).meta({ description: "Everything the check recorded (responses, probe, media hashes)" }),
  })
  .meta({ id: "RemovalCheck" });
export type RemovalCheckSummary = z.infer<typeof removalCheckSummarySchema>;

export const leakTrackingSchema = z
  .object({
    status: z.enum(leakStatuses),
    trackingSince: z.string().nullable().meta({ description: "When its first notice was sent" }),
    removedAt: z.string().nullable().meta({ description: "When its removal was first seen, once confirmed by a second check 24 h later" }),
    nextCheckAt: z.string().nullable(),
    /** A re-upload of content removed before: the leak whose case it continues. */
    parentLeakId: z.string().nullable(),
    /** When escalation ended and the case was handed over for a lawyer. */
    handedOverAt: z.string().nullable(),
    nextStep: z
      .object({
        wave: z.number().int().min(1).max(4),
        action: z.enum(waveActions),
        due: z.string().meta({ description: "When the wave is sent (or the case handed over); now when its rule's date has passed" }),
        reason: z.enum(waveReasons),
      })
      .nullable()
      .meta({ description: "The escalation's next wave, or null: removed, being confirmed, counter-noticed or handed over" }),
    checks: z.array(removalCheckSummarySchema),
  })
  .meta({ id: "LeakTracking" });
export type LeakTracking = z.infer<typeof leakTrackingSchema>;

/** A counter-notice (issue 13, 17 U.S.C. §512(g)) a host forwarded about one leak, its restore window and the creator's decision. */
export const counterNoticeSchema = z
  .object({
    leakId: z.string(),
    leakUrl: z.string(),
    leakTitle: z.string(),
    leakStatus: z.enum(leakStatuses),
    noticeId: z.string(),
    noticeReference: z.string(),
    reply: z.object({ id: z.string(), from: z.string(), subject: z.string(), text: z.string(), receivedAt: z.string() }),
    earliestRestore: z.string().meta({ description: "The host may put the content back from this day: 10 business days after it received the counter-notice" }),
    latestRestore: z.string().meta({ description: "The host puts it back by this day (14 business days) unless told a lawsuit was filed: the lawsuit's deadline" }),
    decision: z.object({ decision: z.enum(counterNoticeDecisions), at: z.string() }).nullable(),
    meaning: z.enum(["awaiting_decision", "let_go", "pursue"]).meta({ description: "What happens now: the creator decides; the content goes back up; a lawyer must file suit before latestRestore" }),
  })
  .meta({ id: "CounterNotice" });
export type CounterNotice = z.infer<typeof counterNoticeSchema>;
export const counterNoticeDecisionSchema = z.object({ decision: z.enum(counterNoticeDecisions) }).strict();

const tags = ["Takedowns"];
const noticeParams = z.object({ id: idSchema });
const gateClosed = json(errorResponseSchema, "The authorisation gate is closed (details.missing names the steps)");

export const takedownRoutes = {
  candidates: defineRoute({
    method: "get",
    path: "/removal-requests/candidates",
    access: "signed-in",
    summary: "The leaks the caller may request removal of, and whether Unleak may act for them",
    tags,
    responses: { 200: json(removalCandidatesSchema, "The candidates") },
  }),
  preview: defineRoute({
    method: "post",
    path: "/removal-requests/preview",
    access: "signed-in",
    summary: "Where each leak's notices would go, on what legal basis and why; nothing is sent",
    tags,
    request: { body: jsonBody(leakIdsSchema) },
    responses: { 200: json(removalPreviewSchema, "The routes per leak") },
  }),
  request: defineRoute({
    method: "post",
    path: "/removal-requests",
    access: "signed-in",
    summary: "Request removal of the given leaks: notices are composed and sent through the queue",
    description: "Only with the authorisation gate open (letter signed, identity approved). Whitelisted leaks are never filed.",
    tags,
    request: { body: jsonBody(leakIdsSchema) },
    responses: {
      202: json(removalRequestSchema, "Queued"),
      403: gateClosed,
      422: json(errorResponseSchema, "Nothing left to file (all whitelisted or already filed), or no stage name to name the creator by"),
    },
  }),
  list: defineRoute({
    method: "get",
    path: "/notices",
    access: "signed-in",
    summary: "The caller's notices, newest first",
    tags,
    request: { query: noticeFiltersSchema },
    responses: { 200: json(noticePageSchema, "One page of notices") },
  }),
  get: defineRoute({
    method: "get",
    path: "/notices/{id}",
    access: "signed-in",
    summary: "One notice: its text as sent, its URLs, its log and the replies",
    tags,
    request: { params: noticeParams },
    responses: { 200: json(noticeDetailSchema, "The notice") },
  }),
  document: defineRoute({
    method: "get",
    path: "/notices/{id}/document.pdf",
    access: "signed-in",
    summary: "The notice as a PDF",
    description: "application/pdf, as an attachment.",
    tags,
    request: { params: noticeParams },
    responses: { 200: empty("application/pdf") },
  }),
  checks: defineRoute({
    method: "get",
    path: "/leaks/{id}/checks",
    access: "signed-in",
    summary: "A leak's removal checks after its notices, newest first, with their evidence",
    tags,
    request: { params: noticeParams },
    responses: { 200: json(leakTrackingSchema, "Its tracking and checks") },
  }),
  pageCopy: defineRoute({
    method: "get",
    path: "/removal-checks/{id}/page-copy",
    access: "signed-in",
    summary: "The copy of the page a removal check fetched, as plain text to download",
    description: "text/plain, as an attachment: the first bytes of the page exactly as fetched, never rendered as HTML. Its SHA-256 is the check's pageCopy.sha256.",
    tags,
    request: { params: noticeParams },
    responses: { 200: empty("text/plain") },
  }),
  settings: defineRoute({
    method: "get",
    path: "/takedown-settings",
    access: "signed-in",
    summary: "Whether exact and high picture matches are filed automatically",
    tags,
    responses: { 200: json(takedownSettingsSchema, "The setting") },
  }),
  updateSettings: defineRoute({
    method: "patch",
    path: "/takedown-settings",
    access: "signed-in",
    summary: "Turn automatic filing of exact and high picture matches, or the e-mail alerts, on or off",
    tags,
    request: { body: jsonBody(takedownSettingsChangeSchema) },
    responses: { 200: json(takedownSettingsSchema, "The setting") },
  }),
  counterNotices: defineRoute({
    method: "get",
    path: "/counter-notices",
    access: "signed-in",
    summary: "The counter-notices hosts forwarded about the caller's leaks, with the §512(g) restore window and the decision",
    tags,
    responses: { 200: json(z.object({ counterNotices: z.array(counterNoticeSchema) }), "One entry per leak and notice") },
  }),
  decideCounterNotice: defineRoute({
    method: "post",
    path: "/counter-notices/{id}/decision",
    access: "signed-in",
    description: "`id` is the notice the counter-notice answers.",
    summary: "Let a counter-notice go (the content goes back up) or pursue it (handed over for a lawyer to sue before the latest restore date)",
    tags,
    request: { params: noticeParams, body: jsonBody(counterNoticeDecisionSchema) },
    responses: {
      200: json(z.object({ counterNotices: z.array(counterNoticeSchema) }), "The notice's counter-notice entries with the decision"),
      409: json(errorResponseSchema, "Already decided"),
      422: json(errorResponseSchema, "The notice has no counter-notice"),
    },
  }),
  inbound: defineRoute({
    method: "get",
    path: "/admin/inbound-replies",
    access: "admin",
    summary: "Replies no notice could be found for, and replies threaded to a notice but not understood; newest first, shown raw",
    tags: ["Admin"],
    responses: { 200: json(z.object({ replies: z.array(inboundReplySchema), unparsed: z.array(unparsedReplySchema) }), "The unthreaded replies and the unparsed ones with their notice") },
  }),
};

/** A case's evidence pack (issue 13): one ZIP per leak, its manifest signed with the service's Ed25519 key. */
export const evidenceRoutes = {
  pack: defineRoute({
    method: "get",
    path: "/leaks/{id}/evidence-pack.zip",
    access: "signed-in",
    summary: "The evidence pack of one leak: a PDF for people and a signed manifest of every file with its SHA-256",
    description:
      "application/zip, as an attachment, the PDF in the request's language. manifest.sig is the detached Ed25519 signature of manifest.json's exact bytes; verify it with GET /evidence-key.",
    tags,
    request: { params: noticeParams },
    responses: { 200: empty("application/zip") },
  }),
  key: defineRoute({
    method: "get",
    path: "/evidence-key",
    access: "public",
    summary: "The public key that evidence packs' manifests are signed with (Ed25519, SPKI PEM)",
    description: "application/x-pem-file.",
    tags,
    responses: { 200: empty("application/x-pem-file") },
  }),
};
