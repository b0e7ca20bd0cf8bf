// A creator's takedown numbers for the dashboard (issue 13), counted in SQL in two queries (overall
// and per site), never per leak. The definitions, over leaks she has not whitelisted:
// - found: every listed leak;
// - requested: status not in (new, awaiting_confirmation) — a notice was (or is being) filed;
// - removed at the source: status removed (removedAt set once a second check 24 h later confirmed it);
// - delisted only: status delisted — the search engine dropped it, the page is still up: NEVER removed;
// - failed: status failed or rejected;
// - handed over: escalation ended (wave 4, or a counter-notice pursued) and not removed: with a lawyer now;
// - counter-noticed: the uploader objected and the case waits for the creator's decision, or she let it go;
// - in progress: requested and none of the above (notices out, checks and waves running).
// The requested ones fall into exactly one of removed, delisted only, failed, handed over,
// counter-noticed and in progress, so a case that stopped moving is never "in progress" for ever.
// - removal rate = removed ÷ requested (null when nothing was requested);
// - time to removal = removedAt − trackingSince (first notice sent), median and p90 over removed leaks
//   (null when none), in hours.
// Per site: the sites with listed leaks, most requested first (then most found, then by name), at most 20.
import type { TakedownNumbers } from "@unleak/contracts";
import { type Database, leaks } from "@unleak/db";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";

const SITE_LIMIT = 20;

const requested = sql`${leaks.status} not in ('new', 'awaiting_confirmation', 'whitelisted')`;
const removed = sql`${leaks.status} = 'removed'`;
const delisted = sql`${leaks.status} = 'delisted'`;
const failed = sql`${leaks.status} in ('failed', 'rejected')`;
const handedOver = sql`${leaks.handedOverAt} is not null and ${leaks.status} not in ('removed', 'delisted', 'failed', 'rejected')`;
const counterNoticed = sql`${leaks.status} = 'counter_noticed' and ${leaks.handedOverAt} is null`;
const inProgress = sql`${requested} and ${leaks.status} not in ('removed', 'delisted', 'failed', 'rejected', 'counter_noticed') and ${leaks.handedOverAt} is null`;
const hoursToRemoval = sql`extract(epoch from (${leaks.removedAt} - ${leaks.trackingSince})) / 3600.0`;

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const percentile = (fraction: number) =>
  sql<number | null>`(percentile_cont(${sql.raw(String(fraction))}) within group (order by ${hoursToRemoval}) filter (where ${removed}))::float8`;

const columns = {
  found: sql<number>`count(*)::int`,
  requested: countWhere(requested),
  removed: countWhere(removed),
  delistedOnly: countWhere(delisted),
  inProgress: countWhere(inProgress),
  handedOver: countWhere(handedOver),
  counterNoticed: countWhere(counterNoticed),
  failed: countWhere(failed),
  median: percentile(0.5),
  p90: percentile(0.9),
};

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const rate = (removedCount: number, requestedCount: number) => (requestedCount === 0 ? null : removedCount / requestedCount);

type Row = { [key in keyof typeof columns]: unknown };

/** The counts and times of one group of leaks (all of them, or one site's). */
function figures(row: Row | undefined) {
  const count = (value: unknown) => Number(value ?? 0);
  const counts = {
    found: count(row?.found),
    requested: count(row?.requested),
    removed: count(row?.removed),
    delistedOnly: count(row?.delistedOnly),
    inProgress: count(row?.inProgress),
    handedOver: count(row?.handedOver),
    counterNoticed: count(row?.counterNoticed),
    failed: count(row?.failed),
  };
  return { ...counts, removalRate: rate(counts.removed, counts.requested), medianHoursToRemoval: toNumber(row?.median), p90HoursToRemoval: toNumber(row?.p90) };
}

export async function getTakedownNumbers({ db, userId }: { db: Database; userId: string }): Promise<TakedownNumbers> {
  const listed = and(eq(leaks.userId, userId), isNull(leaks.disposition));
  const [totals] = await db.select(columns).from(leaks).where(listed);
  const sites = await db
    .select({ siteId: leaks.siteId, siteName: sql<string>`min(${leaks.siteName})`, ...columns })
    .from(leaks)
    .where(listed)
    .groupBy(leaks.siteId)
    .orderBy(desc(columns.requested), desc(columns.found), sql`min(${leaks.siteName})`)
    .limit(SITE_LIMIT);
  return {
    ...figures(totals),
    bySite: sites.map((site) => ({ siteId: site.siteId, siteName: site.siteName, ...figures(site) })),
  };
}
