// A leak's removal checks as rounds (issue 13): a page check and the media checks stored with it (at
// the same time) judged together by the engine's `leakVerdict`, so that a file still served vetoes
// its page's removal. What confirmation and escalation read; older rounds have a page check only.
import { type Database, removalChecks } from "@unleak/db";
import { leakVerdict, type RecheckResult, type RemovalOutcome } from "@unleak/takedown";
import { and, asc, eq, inArray } from "drizzle-orm";

export async function readRemovalHistory(db: Database, leakId: string): Promise<RecheckResult[]> {
  const rows = await db
    .select({ target: removalChecks.target, at: removalChecks.checkedAt, outcome: removalChecks.outcome, reason: removalChecks.reason })
    .from(removalChecks)
    .where(and(eq(removalChecks.leakId, leakId), inArray(removalChecks.target, ["page", "media"])))
    .orderBy(asc(removalChecks.checkedAt));
  const media = new Map<number, Array<{ outcome: RemovalOutcome; reason: string }>>();
  for (const row of rows) {
    if (row.target !== "media") continue;
    const round = media.get(row.at.getTime()) ?? [];
    round.push({ outcome: row.outcome as RemovalOutcome, reason: row.reason });
    media.set(row.at.getTime(), round);
  }
  return rows
    .filter((row) => row.target === "page")
    .map((row) => ({ at: row.at, outcome: leakVerdict({ outcome: row.outcome as RemovalOutcome, reason: row.reason }, media.get(row.at.getTime()) ?? []).outcome }));
}
