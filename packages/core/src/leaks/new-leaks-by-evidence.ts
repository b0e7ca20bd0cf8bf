// What a scan newly found, split by evidence, so that an alert never calls a name mention a copy of
// the creator's pictures (ADR 017).
import { type Database, leaks, scans } from "@unleak/db";
import { and, eq, gte, isNull, sql } from "drizzle-orm";

/**
 * Leaks first seen by this scan (since its first attempt began), or by the shared crawl (a creator's
 * leaks without a scan first seen since the crawl began, issue 20): with a picture match, and name mentions only.
 */
export async function newLeaksByEvidence({ db, ...found }: { db: Database } & ({ scanId: string } | { userId: string; since: Date })): Promise<{ pictures: number; names: number }> {
  let by;
  if ("scanId" in found) {
    const [scan] = await db.select({ startedAt: scans.startedAt }).from(scans).where(eq(scans.id, found.scanId));
    if (!scan?.startedAt) return { pictures: 0, names: 0 };
    by = and(eq(leaks.scanId, found.scanId), gte(leaks.firstSeenAt, scan.startedAt));
  } else {
    by = and(eq(leaks.userId, found.userId), isNull(leaks.scanId), gte(leaks.firstSeenAt, found.since));
  }
  const [counts] = await db
    .select({
      pictures: sql<number>`count(*) filter (where ${leaks.kind} = 'picture')::int`,
      names: sql<number>`count(*) filter (where ${leaks.kind} = 'name')::int`,
    })
    .from(leaks)
    .where(and(by, isNull(leaks.disposition)));
  return { pictures: Number(counts?.pictures ?? 0), names: Number(counts?.names ?? 0) };
}
