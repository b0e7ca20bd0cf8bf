// The leaks an agency's analytics count (issue 17), in SQL: those of the creators ACTIVE on its
// roster now (another agency's creators, or one who left, never count), first seen in the period,
// not whitelisted by the creator. Over them, as of the period's end, with the creator dashboard's
// definitions (takedown-numbers.ts):
// - requested: a notice was (or is being) filed (status past new and awaiting_confirmation);
// - removed: status removed, confirmed by a second check at least 24 h later, by the period's end —
//   delisted only, a 403 or anything else unconfirmed is never removed;
// - removal rate = removed ÷ requested (null when nothing was requested);
// - time to removal = removedAt − trackingSince (first notice sent), the median, in hours.
import { agencyCreators, type Database, leaks } from "@unleak/db";
import { and, eq, gte, inArray, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { AnalyticsPeriod } from "./analytics-period";

/** The period's leaks of the agency's active creators. */
export function rosterLeaks(db: Database, agencyId: string, period: AnalyticsPeriod): SQL {
  const roster = db
    .select({ creatorId: agencyCreators.creatorId })
    .from(agencyCreators)
    .where(and(eq(agencyCreators.agencyId, agencyId), eq(agencyCreators.status, "active")));
  return and(inArray(leaks.userId, roster), isNull(leaks.disposition), gte(leaks.firstSeenAt, period.start), lt(leaks.firstSeenAt, period.end))!;
}

/** Removed at the source and confirmed before the period ended. */
export const removedBy = (period: AnalyticsPeriod) => sql`${leaks.status} = 'removed' and ${leaks.removedAt} is not null and ${leaks.removedAt} < ${period.end.toISOString()}::timestamptz`;

const requested = sql`${leaks.status} not in ('new', 'awaiting_confirmation', 'whitelisted')`;
const hoursToRemoval = sql`extract(epoch from (${leaks.removedAt} - ${leaks.trackingSince})) / 3600.0`;

/** The figures' columns for a select over `rosterLeaks`. */
export function figureColumns(period: AnalyticsPeriod) {
  const removed = removedBy(period);
  return {
    found: sql<number>`count(*)::int`,
    requested: sql<number>`(count(*) filter (where ${requested}))::int`,
    removed: sql<number>`(count(*) filter (where ${removed}))::int`,
    median: sql<number | null>`(percentile_cont(0.5) within group (order by ${hoursToRemoval}) filter (where ${removed}))::float8`,
  };
}

export interface LeakFigures {
  found: number;
  requested: number;
  removed: number;
  removalRate: number | null;
  medianHoursToRemoval: number | null;
}

/** One group's figures from its row (absent: none found). */
export function figuresOf(row: { found: unknown; requested: unknown; removed: unknown; median: unknown } | undefined): LeakFigures {
  const found = Number(row?.found ?? 0);
  const requestedCount = Number(row?.requested ?? 0);
  const removedCount = Number(row?.removed ?? 0);
  const median = row?.median;
  return {
    found,
    requested: requestedCount,
    removed: removedCount,
    removalRate: requestedCount === 0 ? null : removedCount / requestedCount,
    medianHoursToRemoval: median === null || median === undefined ? null : Number(median),
  };
}
