// The takedown part of a leak report (issue 13): the creator's numbers exactly as her dashboard counts
// them (takedown-numbers.ts), and per leak listed how far its removal got, with what backs it: the
// removal date and how many of our own checks saw the page gone since (ADR 028). Delisted and
// restricted stay what they are; neither is ever reported as removed.
import type { LeakStatus, TakedownNumbers } from "@unleak/contracts";
import { type Database, leaks, removalChecks } from "@unleak/db";
import { REMOVAL_OUTCOMES } from "@unleak/takedown";
import { isRemovedOutcome } from "@unleak/takedown/checks/index";
import { and, count, eq, gte, inArray } from "drizzle-orm";
import { getTakedownNumbers } from "../dashboard/takedown-numbers";

/** The creator's takedown numbers, as on the dashboard (`found`: the leaks on her list, not whitelisted). */
export type ReportTakedowns = TakedownNumbers;

/** One leak's removal as far as it got. */
export interface LeakTakedown {
  status: LeakStatus;
  /** When its first notice was sent (tracking started); null before one was. */
  noticeSentAt: Date | null;
  /** When the removal was first seen; set only once a second check 24 h later confirmed it. */
  removedAt: Date | null;
  /** Our page checks that found it removed since `removedAt`: two or more once confirmed. */
  confirmingChecks: number;
  /** When the case was handed over for legal action (wave 4, or a counter-notice pursued). */
  handedOverAt: Date | null;
}

type LeakColumns = Pick<typeof leaks.$inferSelect, "id" | "status" | "trackingSince" | "removedAt" | "handedOverAt">;

const removedOutcomes = REMOVAL_OUTCOMES.filter(isRemovedOutcome);

export async function loadReportTakedowns({ db, userId }: { db: Database; userId: string }): Promise<ReportTakedowns> {
  return getTakedownNumbers({ db, userId });
}

/** Each leak's takedown, by its id; the confirming checks counted in one query for all removed leaks. */
export async function leakTakedowns({ db, listed }: { db: Database; listed: LeakColumns[] }): Promise<Map<string, LeakTakedown>> {
  const removed = listed.filter((leak) => leak.status === "removed" && leak.removedAt).map((leak) => leak.id);
  const confirming = new Map<string, number>();
  for (let start = 0; start < removed.length; start += 5000) {
    const rows = await db
      .select({ leakId: removalChecks.leakId, checks: count() })
      .from(removalChecks)
      .innerJoin(leaks, eq(leaks.id, removalChecks.leakId))
      .where(
        and(
          inArray(removalChecks.leakId, removed.slice(start, start + 5000)),
          eq(removalChecks.target, "page"),
          inArray(removalChecks.outcome, removedOutcomes),
          gte(removalChecks.checkedAt, leaks.removedAt),
        ),
      )
      .groupBy(removalChecks.leakId);
    for (const row of rows) confirming.set(row.leakId, Number(row.checks));
  }
  return new Map(
    listed.map((leak) => [
      leak.id,
      { status: leak.status, noticeSentAt: leak.trackingSince, removedAt: leak.removedAt, confirmingChecks: confirming.get(leak.id) ?? 0, handedOverAt: leak.handedOverAt },
    ]),
  );
}
