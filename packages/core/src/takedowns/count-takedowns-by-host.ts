// Per-host takedown statistics for the administrators (issue 13): the leaks' host (the site's
// address, whatever recipients its notices went to), how many of its leaks a notice named, how many
// notices went and were answered, how many of those leaks are removed at the source, delisted only or
// failed, and the median time to removal. Two queries (leaks, notices), so that a leak named by
// several notices counts once in its figures and its time.
import type { TakedownOverview } from "@unleak/contracts";
import { type Database, leaks, noticeItems, notices } from "@unleak/db";
import { eq, exists, sql } from "drizzle-orm";

const HOST_LIMIT = 100;

/** The host of a URL, lower case (scheme://host[:port]/…). */
const hostOf = (url: typeof leaks.url) => sql<string>`lower(coalesce(substring(${url} from '^[A-Za-z][A-Za-z0-9+.-]*://([^/:?#]+)'), ${url}))`;
const hours = sql`extract(epoch from (${leaks.removedAt} - ${leaks.trackingSince})) / 3600.0`;

export async function countTakedownsByHost({ db }: { db: Database }): Promise<TakedownOverview["byHost"]> {
  const host = hostOf(leaks.url);
  const named = exists(db.select({ one: sql`1` }).from(noticeItems).where(eq(noticeItems.leakId, leaks.id)));
  const byLeaks = await db
    .select({
      host,
      leaks: sql<number>`count(*)::int`,
      removed: sql<number>`(count(*) filter (where ${leaks.status} = 'removed'))::int`,
      delistedOnly: sql<number>`(count(*) filter (where ${leaks.status} = 'delisted'))::int`,
      failed: sql<number>`(count(*) filter (where ${leaks.status} in ('failed', 'rejected')))::int`,
      median: sql<number | null>`(percentile_cont(0.5) within group (order by ${hours}) filter (where ${leaks.status} = 'removed' and ${leaks.trackingSince} is not null))::float8`,
    })
    .from(leaks)
    .where(named)
    .groupBy(host);
  const byNotices = await db
    .select({
      host,
      notices: sql<number>`count(distinct ${notices.id})::int`,
      answered: sql<number>`(count(distinct ${notices.id}) filter (where ${notices.repliedAt} is not null))::int`,
    })
    .from(notices)
    .innerJoin(noticeItems, eq(noticeItems.noticeId, notices.id))
    .innerJoin(leaks, eq(leaks.id, noticeItems.leakId))
    .groupBy(host);
  const sent = new Map(byNotices.map((row) => [row.host, row]));
  return byLeaks
    .map((row) => ({
      host: row.host,
      leaks: Number(row.leaks),
      notices: Number(sent.get(row.host)?.notices ?? 0),
      answered: Number(sent.get(row.host)?.answered ?? 0),
      removed: Number(row.removed),
      delistedOnly: Number(row.delistedOnly),
      failed: Number(row.failed),
      medianHoursToRemoval: row.median === null ? null : Math.round(Number(row.median) * 10) / 10,
    }))
    .sort((a, b) => b.notices - a.notices || b.leaks - a.leaks || a.host.localeCompare(b.host))
    .slice(0, HOST_LIMIT);
}
