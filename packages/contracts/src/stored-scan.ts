// What a scan row keeps in its jsonb columns (packages/db types `scans.subject`, `scans.result`,
// `scans.damage` and `instant_scan_results.result` from these): who was looked for, the summary of
// what was found, and the estimated damage. Read back without casts (issue 10).
import { z } from "zod";
import { leakEvidenceSchema } from "./leaks";
import { evidenceStrengths, leakKinds, matchQualities } from "./words";

/** An instant scan looks for the names typed in; a creator's scan reads its account when it runs. */
export const storedScanSubjectSchema = z.union([z.object({ names: z.array(z.string()) }), z.object({ fromAccount: z.literal(true) })]);
export type StoredScanSubject = z.infer<typeof storedScanSubjectSchema>;

const countsByQuality = z.object({ exact: z.number(), high: z.number(), good: z.number() });
const countsByEvidence = z.record(z.enum(evidenceStrengths), z.number());

/** A leak as stored: also kept in an instant scan's result until an account adopts it. */
export const storedLeakSchema = z.object({
  url: z.string(),
  siteId: z.string(),
  siteName: z.string(),
  category: z.string(),
  title: z.string(),
  kind: z.enum(leakKinds),
  quality: z.enum(matchQualities),
  matchedReferenceId: z.string().nullable(),
  distance: z.number().nullable(),
  evidence: leakEvidenceSchema,
  thumbnailKey: z.string().nullable(),
});
export type StoredLeak = z.infer<typeof storedLeakSchema>;

export const scanPlatformSchema = z.object({ siteId: z.string(), siteName: z.string(), category: z.string(), leaks: z.number() });

/** The stored summary of a finished scan (scans.result). */
export const storedScanSummarySchema = z.object({
  leakCount: z.number(),
  newLeaks: z.number().optional(),
  sitesScanned: z.number(),
  siteErrors: z.number(),
  /** The scanner's grades, picture and name alike: kept for stored summaries, not for display. */
  byQuality: countsByQuality,
  /** Picture matches by quality and name mentions apart (ADR 017); absent from older summaries. */
  byEvidence: countsByEvidence.optional(),
  platforms: z.array(scanPlatformSchema),
  samples: z.array(
    z.object({
      url: z.string(),
      siteName: z.string(),
      category: z.string(),
      title: z.string(),
      kind: z.enum(leakKinds),
      quality: z.enum(matchQualities),
      thumbnailKey: z.string().nullable(),
      blurredThumbnailKey: z.string().nullable(),
    }),
  ),
  /** An instant scan's every leak, for the account that adopts it; never shown as such. */
  findings: z.array(storedLeakSchema).optional(),
});
export type StoredScanSummary = z.infer<typeof storedScanSummarySchema>;

/** The damage model's estimate and every assumption behind it (docs/damage-model.md). */
export const damageEstimateSchema = z
  .object({
    monthlyLoss: z.number(),
    currency: z.literal("EUR"),
    estimatedMonthlyViews: z.number(),
    leaksCounted: z.number(),
    assumptions: z.object({
      monthlyViewsPerLeak: z.record(z.string(), z.number()).meta({ description: "Views a leaked page gets in a month, by site category" }),
      conversionRate: z.number(),
      pricePerMonth: z.number(),
      qualityWeight: countsByQuality,
      nameOnlyWeight: z.number(),
    }),
  })
  .meta({ id: "DamageEstimate" });
export type DamageEstimate = z.infer<typeof damageEstimateSchema>;

export { countsByEvidence as evidenceCountsSchema, countsByQuality as qualityCountsSchema };
