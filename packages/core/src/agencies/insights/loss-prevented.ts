// The monthly loss an agency's removals prevent (issue 17), by the damage model the creator sees on
// her scans (docs/damage-model.md, packages/scanner/src/damage): for each creator, the estimate for
// exactly her leaks confirmed removed, with the assumptions of her latest scan (as her leak report
// recomputes it for the leaks it lists), or the model's defaults before her first estimate; summed
// over the creators. Only confirmed removals count: a model, never more than the evidence shows.
import type { LeakKind, MatchQuality } from "@unleak/contracts";
import { type Database, leaks, scans } from "@unleak/db";
import { type DamageOptions, estimateDamage } from "@unleak/scanner";
import { and, desc, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { AnalyticsPeriod } from "./analytics-period";
import { removedBy } from "./roster-leaks";

export interface RemovedLeak {
  userId: string;
  siteId: string;
  category: string;
  kind: LeakKind;
  quality: MatchQuality;
}

export interface LossEstimate {
  monthlyLoss: number;
  leaksCounted: number;
  estimatedMonthlyViews: number;
}

/** The leaks of `scope` removed and confirmed by the period's end. */
export function removedLeaksOf(db: Database, scope: SQL, period: AnalyticsPeriod): Promise<RemovedLeak[]> {
  return db
    .select({ userId: leaks.userId, siteId: leaks.siteId, category: leaks.category, kind: leaks.kind, quality: leaks.quality })
    .from(leaks)
    .where(and(scope, sql`${removedBy(period)}`));
}

/** Each creator's damage assumptions: those of her latest scan that has an estimate. */
export async function damageAssumptionsOf(db: Database, creatorIds: string[]): Promise<Map<string, DamageOptions>> {
  if (creatorIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([scans.userId], { userId: scans.userId, damage: scans.damage })
    .from(scans)
    .where(and(inArray(scans.userId, creatorIds), isNotNull(scans.damage)))
    .orderBy(scans.userId, desc(scans.createdAt));
  return new Map(rows.flatMap((row) => (row.userId && row.damage ? [[row.userId, row.damage.assumptions as DamageOptions] as const] : [])));
}

/** The creators' estimates for their removed leaks, summed (to the cent). */
export function lossPrevented(removed: RemovedLeak[], assumptions: Map<string, DamageOptions>): LossEstimate {
  const byCreator = new Map<string, RemovedLeak[]>();
  for (const leak of removed) {
    const list = byCreator.get(leak.userId);
    if (list) list.push(leak);
    else byCreator.set(leak.userId, [leak]);
  }
  let cents = 0;
  let views = 0;
  for (const [userId, ofCreator] of byCreator) {
    const estimate = estimateDamage(ofCreator, assumptions.get(userId));
    cents += Math.round(estimate.monthlyLoss * 100);
    views += estimate.estimatedMonthlyViews;
  }
  return { monthlyLoss: cents / 100, leaksCounted: removed.length, estimatedMonthlyViews: views };
}
