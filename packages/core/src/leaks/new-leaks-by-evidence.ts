// What a scan newly found, split by evidence, so that an alert never calls a name mention a copy of
// the creator's pictures (ADR 017).
import { type Database, leaks, scans } from "@unleak/db";
import { and, eq, gte, isNull, sql } from "drizzle-orm";

/** Leaks first seen by this scan (since its first attempt began): with a picture match, and name mentions only. */
export async function newLeaksByEvidence({ db, scanId }: { db: Database; scanId: string }): Promise<{ pictures: number; names: number }> {
  const [scan] = await db.select({ startedAt: scans.startedAt }).from(scans).where(eq(scans.id, scanId));
  if (!scan?.startedAt) return { pictures: 0, names: 0 };
  const [counts] = await db
    .select({
      pictures: sql<number>`count(*) filter (where ${leaks.kind} = 'picture')::int`,
      names: sql<number>`count(*) filter (where ${leaks.kind} = 'name')::int`,
    })
    .from(leaks)
    .where(and(eq(leaks.scanId, scanId), gte(leaks.firstSeenAt, scan.startedAt), isNull(leaks.disposition)));
  return { pictures: Number(counts?.pictures ?? 0), names: Number(counts?.names ?? 0) };
}
