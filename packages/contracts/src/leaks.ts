// A creator's leaks: the filtered list, one leak's evidence beside the reference it matched, and
// the creator's verdict on a leak and its undoing. Only ever the owner's own rows.
import { z } from "zod";
import { defineRoute, json, jsonBody } from "./route";
import { idSchema, queryDateSchema, safeText } from "./safe-input";
import { evidenceStrengths, leakDispositions, leakKinds, leakStatuses, matchQualities, referenceKinds, videoMatchMethods } from "./words";

/** What the page showed when the leak was found: kept in the `leaks.evidence` column. */
export const leakEvidenceSchema = z.object({
  url: z.string(),
  title: z.string(),
  fetchedAt: z.string(),
  httpStatus: z.number().int(),
  /** The matched picture's own address (kept since issue 12; absent on older leaks and name mentions). */
  mediaUrls: z.array(z.string()).optional(),
  /** A leaked video matched to one of the creator's reference videos (issue 14): which, where in it, how, and the leaked picture or clip that matched. */
  videoMatch: z
    .object({
      videoId: z.string(),
      sourceName: z.string().nullable(),
      timeMs: z.number().int().min(0),
      method: z.enum(videoMatchMethods),
      /** The leak's own picture or clip that matched (poster, sprite tile, preview clip). */
      mediaUrl: z.string(),
      /** For a preview frame or a signature: where in the leaked clip the matching frame is. */
      leakTimeMs: z.number().int().min(0).nullable(),
      /** For a preview sprite: which of its tiles matched, row by row from 0. */
      tile: z.number().int().min(0).optional(),
    })
    .optional(),
});
export type LeakEvidence = z.infer<typeof leakEvidenceSchema>;

/** A picture match: its quality, the PDQ bits to the reference (0-256) when measured, the reference. */
export const pictureMatchSchema = z.object({ quality: z.enum(matchQualities), distance: z.number().nullable(), referenceId: z.string().nullable() });
export type PictureMatch = z.infer<typeof pictureMatchSchema>;

/** How closely the page's name matches one of the creator's names; says nothing about pictures (ADR 017). */
export const nameMatchSchema = z.object({ confidence: z.enum(matchQualities) });
export type NameMatch = z.infer<typeof nameMatchSchema>;

export const leakSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    siteId: z.string(),
    siteName: z.string(),
    category: z.string(),
    title: z.string(),
    kind: z.enum(leakKinds),
    /** Null for a name mention: no picture of the creator's matched. */
    pictureMatch: pictureMatchSchema.nullable(),
    /** Null for a picture match (its name evidence is not recorded). */
    nameMatch: nameMatchSchema.nullable(),
    status: z.enum(leakStatuses),
    disposition: z.enum(leakDispositions).nullable(),
    thumbnailUrl: z.string().nullable().meta({ description: "A signed URL, valid 5 minutes" }),
    firstSeenAt: z.string(),
    lastSeenAt: z.string(),
  })
  .meta({ id: "Leak" });
export type Leak = z.infer<typeof leakSchema>;

export const leakPageSchema = z.object({ leaks: z.array(leakSchema), page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }).meta({ id: "LeakPage" });
export type LeakPage = z.infer<typeof leakPageSchema>;

export const leakDetailSchema = leakSchema
  .extend({
    evidence: leakEvidenceSchema,
    matchedReference: z.object({ id: z.string(), kind: z.enum(referenceKinds), sourceName: z.string().nullable(), url: z.string() }).nullable(),
    /**
     * A leaked video matched by its signature has no matched reference frame: the creator's video at
     * the matched time (taken when the leak was found), else her sampled frame nearest to it; null
     * when there is neither. Absent for every other leak.
     */
    matchedVideoFrame: z.object({ timeMs: z.number().int().min(0), url: z.string().meta({ description: "A signed URL, valid 5 minutes" }) }).nullable().optional(),
  })
  .meta({ id: "LeakDetail" });
export type LeakDetail = z.infer<typeof leakDetailSchema>;

/** The list's filters: `quality` is a picture match's quality, or "name" for name mentions only. */
export const leakFiltersSchema = z
  .object({
    site: safeText().max(100).optional(),
    quality: z.enum(evidenceStrengths).optional(),
    status: z.enum(leakStatuses).optional(),
    from: queryDateSchema.optional().meta({ description: "First seen on or after (ISO day or time)" }),
    to: queryDateSchema.optional().meta({ description: "First seen on or before (ISO day or time)" }),
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  })
  .strict();
export type LeakFilters = z.output<typeof leakFiltersSchema>;

export const leakVerdictSchema = z.object({ disposition: z.enum(leakDispositions) }).strict();

const leakIdParams = z.object({ id: idSchema });
const tags = ["Leaks"];

export const leakRoutes = {
  list: defineRoute({
    method: "get",
    path: "/leaks",
    access: "signed-in",
    summary: "The caller's leaks, strongest evidence first, one page at a time",
    tags,
    request: { query: leakFiltersSchema },
    responses: { 200: json(leakPageSchema, "One page of leaks and the total") },
  }),
  get: defineRoute({
    method: "get",
    path: "/leaks/{id}",
    access: "signed-in",
    summary: "One leak's evidence and the reference it matched",
    tags,
    request: { params: leakIdParams },
    responses: { 200: json(leakDetailSchema, "The leak") },
  }),
  judge: defineRoute({
    method: "patch",
    path: "/leaks/{id}",
    access: "signed-in",
    summary: "The creator's verdict: her own account, licensed or a false match; the URL is whitelisted",
    tags,
    request: { params: leakIdParams, body: jsonBody(leakVerdictSchema) },
    responses: { 200: json(z.object({ id: z.string(), disposition: z.enum(leakDispositions), status: z.literal("whitelisted") }), "The verdict kept") },
  }),
  restore: defineRoute({
    method: "post",
    path: "/leaks/{id}/restore",
    access: "signed-in",
    summary: "Undo the verdict: listed again, and its URL leaves the whitelist",
    tags,
    request: { params: leakIdParams },
    responses: { 200: json(z.object({ id: z.string(), disposition: z.null(), status: z.literal("new") }), "The leak, awaiting review again") },
  }),
};
