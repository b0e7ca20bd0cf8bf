// Scans: a creator's full scan, the history, one scan's state and result (what a visitor sees of
// it is a preview: blurred thumbnails, no page addresses), its live progress as server-sent events
// and the leak report PDF of a finished one (docs/api/scans.md).
import { z } from "zod";
import { defineRoute, empty, errorResponseSchema, json, jsonBody } from "./route";
import { idSchema } from "./safe-input";
import { scanStages } from "./scan-stages";
import { damageEstimateSchema, evidenceCountsSchema, qualityCountsSchema, scanPlatformSchema } from "./stored-scan";
import { leakKinds, matchQualities, scanKinds, scanScopes, scanStatuses } from "./words";

export const scanStartedSchema = z.object({ scanId: z.uuid() }).meta({ id: "ScanStarted" });

export const sampleLeakSchema = z.object({
  siteName: z.string(),
  category: z.string(),
  title: z.string(),
  kind: z.enum(leakKinds),
  quality: z.enum(matchQualities),
  /** The page's address: for the scan's owner only. */
  url: z.string().optional(),
  thumbnailUrl: z.string().nullable(),
  thumbnailBlurred: z.boolean(),
});
export type SampleLeak = z.infer<typeof sampleLeakSchema>;

export const scanResultSchema = z.object({
  leakCount: z.number(),
  newLeaks: z.number().optional(),
  sitesScanned: z.number(),
  byQuality: qualityCountsSchema,
  /** Picture matches by quality and name mentions apart; null for scans stored before it existed. */
  byEvidence: evidenceCountsSchema.nullable(),
  platforms: z.array(scanPlatformSchema),
  damage: damageEstimateSchema.nullable(),
  samples: z.array(sampleLeakSchema),
});
export type ScanResult = z.infer<typeof scanResultSchema>;

const scanState = {
  id: z.uuid(),
  kind: z.enum(scanKinds),
  scope: z.enum(scanScopes),
  status: z.enum(scanStatuses),
  stage: z.enum(scanStages),
  percent: z.number().int().min(0).max(100),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
};

const scanFailure = z.object({ code: z.literal("SCAN_FAILED"), message: z.string() });

/** Who acted for the owner when it was not she herself: her agency and its member (issue 17); null otherwise. */
export const actedBySchema = z.object({ agencyName: z.string(), memberEmail: z.string().nullable() }).meta({ id: "ActedBy" });
export type ActedBy = z.infer<typeof actedBySchema>;

export const scanSchema = z
  .object({
    ...scanState,
    startedAt: z.iso.datetime().nullable(),
    failed: z.boolean(),
    /** Once completed; null before and for a failed scan. */
    result: scanResultSchema.nullable(),
    /** Why a failed scan failed, translated; null otherwise. */
    error: scanFailure.nullable(),
    /** Started for the owner by her agency (issue 17). */
    actedBy: actedBySchema.nullable().optional(),
  })
  .meta({ id: "Scan" });
export type Scan = z.infer<typeof scanSchema>;

export const scanListItemSchema = z
  .object({ ...scanState, leakCount: z.number().nullable(), newLeaks: z.number().nullable(), actedBy: actedBySchema.nullable().optional() })
  .meta({ id: "ScanListItem" });
export type ScanListItem = z.infer<typeof scanListItemSchema>;
export const scanListSchema = z.object({ scans: z.array(scanListItemSchema) });

/** The data of each server-sent event (`progress`, `completed` or `failed`; `ping` has none). */
export const scanProgressEventSchema = z.object({
  status: z.enum(scanStatuses),
  stage: z.enum(scanStages),
  percent: z.number(),
  error: scanFailure.optional(),
});
export type ScanProgressEvent = z.infer<typeof scanProgressEventSchema>;

export const scanStartSchema = z.object({ scope: z.literal("full") }).strict();

const tags = ["Scans"];
const scanParams = z.object({ id: idSchema });

export const scanRoutes = {
  start: defineRoute({
    method: "post",
    path: "/scans",
    access: "signed-in",
    summary: "Start a full scan of the caller's account (one at a time)",
    tags,
    request: { body: jsonBody(scanStartSchema) },
    responses: { 202: json(scanStartedSchema, "The scan is queued"), 409: json(errorResponseSchema, "SCAN_IN_PROGRESS: a scan is already running") },
  }),
  list: defineRoute({ method: "get", path: "/scans", access: "signed-in", summary: "The caller's scans, newest first", tags, responses: { 200: json(scanListSchema, "The latest scans") } }),
  get: defineRoute({
    method: "get",
    path: "/scans/{id}",
    access: "public",
    summary: "One scan's state and result",
    description: "The owner's scan, or a visitor's own free scan (by its cookie): a preview for visitors.",
    tags,
    request: { params: scanParams },
    responses: { 200: json(scanSchema, "The scan") },
  }),
  events: defineRoute({
    method: "get",
    path: "/scans/{id}/events",
    access: "public",
    summary: "The scan's progress as server-sent events",
    description: "text/event-stream: the current state first, then `progress` events and a final `completed` or `failed` (data: ScanProgressEvent), with `ping` keep-alives.",
    tags,
    request: { params: scanParams },
    responses: { 200: empty("text/event-stream of the scan's progress") },
  }),
  reportPdf: defineRoute({
    method: "get",
    path: "/scans/{id}/report.pdf",
    access: "signed-in",
    summary: "The leak report PDF of one of the caller's finished scans",
    description: "application/pdf, as an attachment, in the request's language. An unfinished scan is a 409.",
    tags,
    request: { params: scanParams },
    responses: { 200: empty("application/pdf"), 409: json(errorResponseSchema, "The scan has not finished") },
  }),
};
