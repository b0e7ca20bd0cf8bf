// What a removal check stored: the outcome, its reason and the evidence it was decided from. A zod
// schema so the pipeline can store a check as jsonb and read it back validated (issue 13).
import { z } from "zod";

export const REMOVAL_OUTCOMES = ["removed", "soft-404", "media-replaced", "restricted", "unknown", "up"] as const;
export const removalOutcomeSchema = z.enum(REMOVAL_OUTCOMES);
export type RemovalOutcome = z.infer<typeof removalOutcomeSchema>;

/** The copy of a fetched body kept in private storage (its first bytes): its fingerprint and size. */
export const bodyCopySchema = z.object({
  sha256: z.string(),
  bytes: z.number().int(),
  /** The body was longer than what was kept. */
  truncated: z.boolean(),
});
export type BodyCopy = z.infer<typeof bodyCopySchema>;

/** One fetched response as evidence: what was asked, what answered, and a fingerprint of the body. */
export const responseEvidenceSchema = z.object({
  requestedUrl: z.string(),
  finalUrl: z.string().nullable(),
  status: z.number().int().nullable(),
  /** Selected headers only: content-type, location, server, cf-ray, retry-after. */
  headers: z.record(z.string(), z.string()),
  bodySha256: z.string().nullable(),
  bodyBytes: z.number().int().nullable(),
  title: z.string().nullable(),
  fetchedAt: z.string(),
  /** Every URL that answered with a redirect, in order. */
  redirects: z.array(z.string()),
  /** Why nothing (or nothing usable) answered: a network error code or the fetcher's refusal. */
  error: z.string().optional(),
  /** The copy of the body kept by the pipeline, when it kept one. */
  copy: bodyCopySchema.optional(),
});
export type ResponseEvidence = z.infer<typeof responseEvidenceSchema>;

/** The random non-existent URL on the same host, fetched to learn the host's not-found page. */
export const probeEvidenceSchema = responseEvidenceSchema.extend({
  /** Whether the probe looks like the page (same status 200 and same title or a similar body). */
  similar: z.boolean(),
  similarity: z.number().nullable(),
});
export type ProbeEvidence = z.infer<typeof probeEvidenceSchema>;

export const mediaEvidenceSchema = z.object({
  url: z.string(),
  /** given: passed in by the caller; page: an <img> or og:image of the page. */
  source: z.enum(["given", "page"]),
  status: z.number().int().nullable(),
  sha256: z.string().nullable(),
  pdq: z.string().optional(),
  /** PDQ distance to the reference (the matcher's when it matched, else of the plain hashes). */
  distance: z.number().int().optional(),
  matched: z.boolean(),
  error: z.string().optional(),
});
export type MediaEvidence = z.infer<typeof mediaEvidenceSchema>;

export const removalCheckSchema = z.object({
  url: z.string(),
  outcome: removalOutcomeSchema,
  /** Short machine-readable cause, e.g. http-404, gone-domain, probe-match, not-found-wording, challenge. */
  reason: z.string(),
  evidence: z.object({
    page: responseEvidenceSchema,
    probe: probeEvidenceSchema.optional(),
    /** The not-found or removed wording found on the page, when that decided a soft 404. */
    wording: z.string().optional(),
    media: z.array(mediaEvidenceSchema).optional(),
  }),
  checkedAt: z.string(),
});
export type RemovalCheck = z.infer<typeof removalCheckSchema>;

/**
 * The leak's media file checked on its own (issue 13): a file still served from a CDN or a file host
 * keeps a leak up whatever its page answers. The same outcomes as a page.
 */
export const mediaFileCheckSchema = z.object({
  url: z.string(),
  outcome: removalOutcomeSchema,
  /** e.g. http-404, gone-domain, media-matches, media-no-match, media-served, not-found-wording, challenge. */
  reason: z.string(),
  evidence: z.object({
    response: responseEvidenceSchema,
    /** The served picture's PDQ hash, when it decoded as a picture. */
    pdq: z.string().optional(),
    /** PDQ distance to the reference (the matcher's when it matched, else of the plain hashes). */
    distance: z.number().int().optional(),
    /** Whether it matched the reference; absent when nothing was compared. */
    matched: z.boolean().optional(),
    /** The not-found wording of an HTML page served at the file's address. */
    wording: z.string().optional(),
  }),
  checkedAt: z.string(),
});
export type MediaFileCheck = z.infer<typeof mediaFileCheckSchema>;

/** Only these outcomes count as removed (after their confirming checks); restricted, unknown and up never do. */
export function isRemovedOutcome(outcome: RemovalOutcome): boolean {
  return outcome === "removed" || outcome === "soft-404" || outcome === "media-replaced";
}
