// What a leak's evidence shows, kept apart by kind so that no wording claims more than it is: a
// picture match has a quality (exact, high, good), a PDQ distance and the reference it matched; a
// name mention has only the confidence of the name match and no picture evidence (ADR 017).
import { leaks } from "@unleak/db";
import { sql } from "drizzle-orm";

export type MatchQuality = "exact" | "high" | "good";

export interface PictureMatch {
  quality: MatchQuality;
  /** PDQ bits between the found picture and the reference (0-256), when measured. */
  distance: number | null;
  referenceId: string | null;
}

export interface NameMatch {
  /** How closely the page's name matches one of the creator's names; says nothing about pictures. */
  confidence: MatchQuality;
}

/** The strength filter of the leak list: a picture quality, or name mentions only. */
export const evidenceStrengths = ["exact", "high", "good", "name"] as const;
export type EvidenceStrength = (typeof evidenceStrengths)[number];

type EvidenceColumns = { kind: "picture" | "name"; quality: MatchQuality; distance: number | null; matchedReferenceId: string | null };

export function leakMatchOf(leak: EvidenceColumns): { pictureMatch: PictureMatch | null; nameMatch: NameMatch | null } {
  if (leak.kind === "picture") return { pictureMatch: { quality: leak.quality, distance: leak.distance, referenceId: leak.matchedReferenceId }, nameMatch: null };
  return { pictureMatch: null, nameMatch: { confidence: leak.quality } };
}

const RANK: Record<EvidenceStrength, number> = { exact: 0, high: 1, good: 2, name: 3 };

export function evidenceStrengthOf(leak: Pick<EvidenceColumns, "kind" | "quality">): EvidenceStrength {
  return leak.kind === "picture" ? leak.quality : "name";
}

/** Strongest evidence first: picture exact, high, good, then name mentions. */
export function byEvidenceStrength(a: Pick<EvidenceColumns, "kind" | "quality">, b: Pick<EvidenceColumns, "kind" | "quality">): number {
  return RANK[evidenceStrengthOf(a)] - RANK[evidenceStrengthOf(b)];
}

/** The same order in SQL, for lists sorted by the database. */
export const evidenceRank = sql<number>`case when ${leaks.kind} = 'name' then 3 when ${leaks.quality} = 'exact' then 0 when ${leaks.quality} = 'high' then 1 else 2 end`;
