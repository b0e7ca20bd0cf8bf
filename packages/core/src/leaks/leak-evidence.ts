// What a leak's evidence shows, kept apart by kind so that no wording claims more than it is: a
// picture match has a quality (exact, high, good), a PDQ distance and the reference it matched; a
// name mention has only the confidence of the name match and no picture evidence (ADR 017).
import { type EvidenceStrength, evidenceStrengths, type LeakKind, type MatchQuality, type NameMatch, type PictureMatch } from "@unleak/contracts";
import { leaks } from "@unleak/db";
import { sql } from "drizzle-orm";

export type { MatchQuality, NameMatch, PictureMatch };

type EvidenceColumns = { kind: LeakKind; quality: MatchQuality; distance: number | null; matchedReferenceId: string | null };

export function leakMatchOf(leak: EvidenceColumns): { pictureMatch: PictureMatch | null; nameMatch: NameMatch | null } {
  if (leak.kind === "picture") return { pictureMatch: { quality: leak.quality, distance: leak.distance, referenceId: leak.matchedReferenceId }, nameMatch: null };
  return { pictureMatch: null, nameMatch: { confidence: leak.quality } };
}

export function evidenceStrengthOf(leak: Pick<EvidenceColumns, "kind" | "quality">): EvidenceStrength {
  return leak.kind === "picture" ? leak.quality : "name";
}

/** Strongest evidence first: picture exact, high, good, then name mentions. */
export function byEvidenceStrength(a: Pick<EvidenceColumns, "kind" | "quality">, b: Pick<EvidenceColumns, "kind" | "quality">): number {
  return evidenceStrengths.indexOf(evidenceStrengthOf(a)) - evidenceStrengths.indexOf(evidenceStrengthOf(b));
}

/** The same order in SQL, for lists sorted by the database. */
export const evidenceRank = sql<number>`case when ${leaks.kind} = 'name' then 3 when ${leaks.quality} = 'exact' then 0 when ${leaks.quality} = 'high' then 1 else 2 end`;
