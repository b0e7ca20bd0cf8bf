// A creator's takedown numbers for the dashboard (issue 13), counted in SQL in two queries (overall
// and per site), never per leak. The definitions, over leaks she has not whitelisted:
// - requested: status not in (new, awaiting_confirmation) — a notice was (or is being) filed;
// - removed at the source: status removed (removedAt set once a second check 24 h later confirmed it);
// - delisted only: status delisted — the search engine dropped it, the page is still up: NEVER removed;
// - failed: status failed or rejected;
// - in progress: requested and not removed, delisted or failed;
// - removal rate = removed ÷ requested (null when nothing was requested);
// - time to removal = removedAt − trackingSince (first notice sent), median and p90 over removed leaks
//   (null when none), in hours.
// Per site: the sites with requests, most requested first (then by name), at most 20.
import type { TakedownNumbers } from "@unleak/contracts";
import { type Database, leaks } from "@unleak/db";
import { and, desc, eq, isNull, type SQL, sql } from "drizzle-orm";

const SITE_LIMIT = 20;

const requested = sql`${leaks.status} not in ('new', 'awaiting_confirmation', 'whitelisted')`;
const removed = sql`${leaks.status} = 'removed'`;
const delisted = sql`${leaks.status} = 'delisted'`;
const failed = sql`${leaks.status} in ('failed', 'rejected')`;
const hoursToRemoval = sql`extract(epoch from (${leaks.removedAt} - ${leaks.trackingSince})) / 3600.0`;

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const percentile = (fraction: number) =>
  sql<number | null>`(percentile_cont(${sql.raw(String(fraction))}) within group (order by ${hoursToRemoval}) filter (where ${removed}))::float8`;

const columns = {
  requested: countWhere(requested),
  removed: countWhere(removed),
  delistedOnly: countWhere(delisted),
  failed: countWhere(failed),
  median: percentile(0.5),
  p90: percentile(0.9),
};

const toNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
const rate = (removedCount: number, requestedCount: number) => (requestedCount === 0 ? null : removedCount / requestedCount);

export async function getTakedownNumbers({ db, userId }: { db: Database; userId: string }): Promise<TakedownNumbers> {
  const listed = and(eq(leaks.userId, userId), isNull(leaks.disposition));
  const [totals] = await db.select(columns).from(leaks).where(listed);
  const sites = await db
    .select({ siteId: leaks.siteId, siteName: sql<string>`min(${leaks.siteName})`, ...columns })
    .from(leaks)
    .where(and(listed, requested))
    .groupBy(leaks.siteId)
    .orderBy(desc(columns.requested), sql`min(${leaks.siteName})`)
    .limit(SITE_LIMIT);
  const overall = { requested: Number(totals?.requested ?? 0), removed: Number(totals?.removed ?? 0), delistedOnly: Number(totals?.delistedOnly ?? 0), failed: Number(totals?.failed ?? 0) };
  return {
    ...overall,
    inProgress: overall.requested - overall.removed - overall.delistedOnly - overall.failed,
    removalRate: rate(overall.removed, overall.requested),
    medianHoursToRemoval: toNumber(totals?.median),
    p90HoursToRemoval: toNumber(totals?.p90),
    bySite: sites.map((site) => ({
      siteId: site.siteId,
      siteName: site.siteName,
      requested: Number(site.requested),
      removed: Number(site.removed),
      delistedOnly: Number(site.delistedOnly),
      removalRate: rate(Number(site.removed), Number(site.requested)),
      medianHoursToRemoval: toNumber(site.median),
      p90HoursToRemoval: toNumber(site.p90),
    })),
  };
}
