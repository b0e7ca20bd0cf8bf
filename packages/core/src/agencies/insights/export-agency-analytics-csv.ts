// The agency's analytics as a CSV (issue 17): one row per creator active on the roster and per site
// her leaks of the period were found on (a creator without any: one row without a site), with the
// figures of roster-leaks.ts and the loss her confirmed removals there prevent (loss-prevented.ts).
// The header is in the caller's language; the numbers are plain (a dot for decimals) for spreadsheets.
import { agencyCreators, type Database, leaks, user } from "@unleak/db";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Actor } from "../../policy/actor";
import { authoriseAgency } from "../../policy/policy";
import { analyticsPeriod } from "./analytics-period";
import { type CsvCell, toCsv } from "./csv";
import { damageAssumptionsOf, lossPrevented, type RemovedLeak, removedLeaksOf } from "./loss-prevented";
import { figureColumns, figuresOf, rosterLeaks } from "./roster-leaks";

export const CSV_COLUMNS = ["creator", "email", "siteId", "siteName", "found", "requested", "removed", "removalRate", "medianHoursToRemoval", "lossPreventedEur"] as const;

const rounded = (value: number | null, digits: number) => (value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits);

export async function exportAgencyAnalyticsCsv({ db, actor, from, to, now, translate }: { db: Database; actor: Actor; from?: string; to?: string; now: Date; translate: (column: (typeof CSV_COLUMNS)[number]) => string }): Promise<{ filename: string; csv: string }> {
  const agencyId = authoriseAgency(actor, "member");
  const period = analyticsPeriod({ from, to, now });
  const scope = rosterLeaks(db, agencyId, period);
  const roster = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(agencyCreators)
    .innerJoin(user, eq(user.id, agencyCreators.creatorId))
    .where(and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "active"), isNotNull(agencyCreators.creatorId)))
    .orderBy(asc(user.name), asc(user.email));
  const siteName = sql<string>`min(${leaks.siteName})`;
  const groups = await db
    .select({ userId: leaks.userId, siteId: leaks.siteId, siteName, ...figureColumns(period) })
    .from(leaks)
    .where(scope)
    .groupBy(leaks.userId, leaks.siteId)
    .orderBy(leaks.userId, siteName);
  const removed = await removedLeaksOf(db, scope, period);
  const assumptions = await damageAssumptionsOf(db, [...new Set(removed.map((leak) => leak.userId))]);
  const removedAt = new Map<string, RemovedLeak[]>();
  for (const leak of removed) {
    const key = `${leak.userId} ${leak.siteId}`;
    const list = removedAt.get(key);
    if (list) list.push(leak);
    else removedAt.set(key, [leak]);
  }

  const rows: CsvCell[][] = [CSV_COLUMNS.map(translate)];
  for (const creator of roster) {
    const sites = groups.filter((group) => group.userId === creator.id);
    if (sites.length === 0) rows.push([creator.name, creator.email, null, null, 0, 0, 0, null, null, 0]);
    for (const site of sites) {
      const figures = figuresOf(site);
      const loss = lossPrevented(removedAt.get(`${creator.id} ${site.siteId}`) ?? [], assumptions).monthlyLoss;
      rows.push([creator.name, creator.email, site.siteId, site.siteName, figures.found, figures.requested, figures.removed, rounded(figures.removalRate, 4), rounded(figures.medianHoursToRemoval, 1), loss]);
    }
  }
  return { filename: `unleak-agency-analytics-${period.from}-${period.to}.csv`, csv: toCsv(rows) };
}
