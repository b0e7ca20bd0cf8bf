// A case's timeline (issue 13): everything that happened to one leak, oldest first: found (with the
// match's strength), each notice with its text exactly as sent, the hosts' replies, the removal checks
// with their evidence, the escalation waves, the creator's counter-notice decisions, the removal once
// confirmed, the hand-over, and re-uploads found later; beside it the case as it stands now.
import { z } from "zod";
import { defineRoute, json } from "./route";
import { idSchema } from "./safe-input";
import { leakTrackingSchema, removalCheckSummarySchema } from "./takedowns";
import { counterNoticeDecisions, evidenceStrengths, legalBases, noticeChannels, noticeStatuses, recipientKinds, replyKinds, waveActions, waveReasons } from "./words";

const at = z.string().meta({ description: "When it happened (ISO 8601)" });

const foundEntry = z.object({
  kind: z.literal("found"),
  at,
  siteName: z.string(),
  url: z.string(),
  evidence: z.enum(evidenceStrengths).meta({ description: "The picture match's quality, or name for a name mention only" }),
  distance: z.number().nullable(),
  parentLeakId: z.string().nullable().meta({ description: "A re-upload of content removed before: the case it continues" }),
});

const noticeEntry = z.object({
  kind: z.literal("notice"),
  at: at.meta({ description: "When it was sent, or composed while it is not sent yet" }),
  noticeId: z.string(),
  reference: z.string(),
  wave: z.number().int().min(0).max(4).meta({ description: "0 the first notice, 1 to 3 the escalation waves (W1 ... W3)" }),
  recipientKind: z.enum(recipientKinds),
  recipientName: z.string(),
  channel: z.enum(noticeChannels),
  address: z.string(),
  basis: z.enum(legalBases),
  status: z.enum(noticeStatuses),
  sentAt: z.string().nullable(),
  subject: z.string(),
  body: z.string().meta({ description: "The notice's text exactly as sent" }),
  rawSha256: z.string(),
});

const replyEntry = z.object({
  kind: z.literal("reply"),
  at,
  noticeId: z.string(),
  reference: z.string(),
  replyKind: z.enum(replyKinds),
  from: z.string(),
  excerpt: z.string().meta({ description: "The reply's first words; the whole reply is on the notice's page" }),
  ticket: z.string().nullable(),
});

const checkEntry = z.object({ kind: z.literal("check"), at, check: removalCheckSummarySchema });

const waveEntry = z.object({
  kind: z.literal("wave"),
  at,
  wave: z.number().int().min(1).max(3),
  action: z.enum(waveActions).nullable(),
  reason: z.enum(waveReasons).nullable(),
  recipients: z.array(z.string()),
});

const decisionEntry = z.object({ kind: z.literal("decision"), at, noticeId: z.string(), reference: z.string(), decision: z.enum(counterNoticeDecisions) });

const removedEntry = z.object({ kind: z.literal("removed"), at: at.meta({ description: "When the removal was first seen; a second check at least 24 h later confirmed it" }) });

const handedOverEntry = z.object({ kind: z.literal("handed_over"), at });

const reuploadEntry = z.object({ kind: z.literal("reupload"), at, leakId: z.string().meta({ description: "The child case opened for the copy" }), siteName: z.string(), url: z.string() });

export const leakTimelineEntrySchema = z
  .discriminatedUnion("kind", [foundEntry, noticeEntry, replyEntry, checkEntry, waveEntry, decisionEntry, removedEntry, handedOverEntry, reuploadEntry])
  .meta({ id: "LeakTimelineEntry" });
export type LeakTimelineEntry = z.infer<typeof leakTimelineEntrySchema>;

export const leakTimelineSchema = z
  .object({
    tracking: leakTrackingSchema.omit({ checks: true }).meta({ description: "The case as it stands now: status, next check, the escalation's next step" }),
    entries: z.array(leakTimelineEntrySchema).meta({ description: "Oldest first" }),
  })
  .meta({ id: "LeakTimeline" });
export type LeakTimeline = z.infer<typeof leakTimelineSchema>;

export const leakTimelineRoutes = {
  timeline: defineRoute({
    method: "get",
    path: "/leaks/{id}/timeline",
    access: "signed-in",
    summary: "One leak's case from discovery to its outcome, oldest first: notices as sent, replies, checks with their evidence, waves",
    tags: ["Takedowns"],
    request: { params: z.object({ id: idSchema }) },
    responses: { 200: json(leakTimelineSchema, "The case's timeline") },
  }),
};
