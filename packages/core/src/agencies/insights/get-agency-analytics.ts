// An agency's analytics (issue 17), for any member: over the leaks of the creators active on its
// roster first seen in the period (roster-leaks.ts), the leaks found and the removals confirmed per
// week, the removal rate and median time to removal overall and per site (the most leaking sites
// first), and the monthly loss the confirmed removals prevent (loss-prevented.ts).
import type { AgencyAnalytics } from "@unleak/contracts";
import { type Database, leaks } from "@unleak/db";
import { and, count, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";
import { activeCreatorCount } from "../billing/sync-agency-seats";
import { analyticsPeriod } from "./analytics-period";
import { damageAssumptionsOf, lossPrevented, removedLeaksOf } from "./loss-prevented";
import { figureColumns, figuresOf, removedBy, rosterLeaks } from "./roster-leaks";

const SITE_LIMIT = 20;

const weekOf = (column: PgColumn) => sql<string>`to_char(date_trunc('week', ${column} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** Leaks of `scope` counted by the week of `column`. */
async function perWeek(db: Database, scope: SQL, column: PgColumn): Promise<Map<string, number>> {
  const week = weekOf(column);
  const rows = await db.select({ week, leaks: count() }).from(leaks).where(scope).groupBy(week);
  return new Map(rows.map((row) => [row.week, Number(row.leaks)]));
}

export async function getAgencyAnalytics({ db, actor, from, to, now }: { db: Database; actor: Actor; from?: string; to?: string; now: Date }): Promise<AgencyAnalytics> {
  const agencyId = authoriseAgency(actor, "member");
  const period = analyticsPeriod({ from, to, now });
  const scope = rosterLeaks(db, agencyId, period);
  const columns = figureColumns(period);
  const [totals] = await db.select(columns).from(leaks).where(scope);
  const siteName = sql<string>`min(${leaks.siteName})`;
  const sites = await db
    .select({ siteId: leaks.siteId, siteName, ...columns })
    .from(leaks)
    .where(scope)
    .groupBy(leaks.siteId)
    .orderBy(desc(columns.found), siteName)
    .limit(SITE_LIMIT);
  const found = await perWeek(db, scope, leaks.firstSeenAt);
  const removed = await perWeek(db, and(scope, removedBy(period))!, leaks.removedAt);
  const removedLeaks = await removedLeaksOf(db, scope, period);
  const assumptions = await damageAssumptionsOf(db, [...new Set(removedLeaks.map((leak) => leak.userId))]);
  return {
    from: period.from,
    to: period.to,
    creators: await activeCreatorCount(db, agencyId),
    totals: figuresOf(totals),
    byWeek: period.weeks.map((week) => ({ week, found: found.get(week) ?? 0, removed: removed.get(week) ?? 0 })),
    bySite: sites.map((site) => ({ siteId: site.siteId, siteName: site.siteName, ...figuresOf(site) })),
    lossPrevented: { ...lossPrevented(removedLeaks, assumptions), currency: "EUR" },
  };
}
