// The creator's dashboard: leaks found, awaiting review and whitelisted, counts by week and by
// platform, the strongest leaks, the scan history, when the next scheduled scan runs, and the
// takedown numbers (requested, removed at the source, delisted only, ...; see takedown-numbers.ts).
import type { Dashboard } from "@unleak/contracts";
import { type Database, leaks, profiles } from "@unleak/db";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import { nextMonitoringScan } from "../monitoring/monitoring";
import { listLeaks } from "../leaks/leaks";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { listScans } from "../scans/read-scans";
import type { FileStorage } from "../storage/file-storage";
import { getTakedownNumbers } from "./takedown-numbers";

export async function getDashboard({ db, storage, actor, ownerId: userId }: Access & { db: Database; storage: FileStorage }): Promise<Dashboard> {
  authorise(actor, "leaks.read", userId);
  const visible = and(eq(leaks.userId, userId), isNull(leaks.disposition));
  const [totals] = await db
    .select({
      found: sql<number>`count(*) filter (where ${leaks.disposition} is null)::int`,
      awaitingReview: sql<number>`count(*) filter (where ${leaks.disposition} is null and ${leaks.status} = 'new')::int`,
      whitelisted: sql<number>`count(*) filter (where ${leaks.disposition} is not null)::int`,
    })
    .from(leaks)
    .where(eq(leaks.userId, userId));
  const week = sql<string>`to_char(date_trunc('week', ${leaks.firstSeenAt} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const byWeek = await db.select({ week, leaks: count() }).from(leaks).where(visible).groupBy(week).orderBy(week);
  const byPlatform = await db
    .select({ siteId: leaks.siteId, siteName: leaks.siteName, category: leaks.category, leaks: count() })
    .from(leaks)
    .where(visible)
    .groupBy(leaks.siteId, leaks.siteName, leaks.category)
    .orderBy(desc(count()), leaks.siteName);
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  const next = profile ? await nextMonitoringScan({ db, userId, tier: profile.tier }) : null;
  return {
    leaksFound: Number(totals.found),
    leaksAwaitingReview: Number(totals.awaitingReview),
    leaksWhitelisted: Number(totals.whitelisted),
    byWeek: byWeek.map((row) => ({ week: row.week, leaks: Number(row.leaks) })),
    byPlatform: byPlatform.map((row) => ({ siteId: row.siteId, siteName: row.siteName, category: row.category, leaks: Number(row.leaks) })),
    recentLeaks: (await listLeaks({ db, storage, actor, ownerId: userId, filters: { page: 1, pageSize: 5 } })).leaks,
    scans: await listScans({ db, actor, ownerId: userId, limit: 10 }),
    nextScheduledScan: next?.toISOString() ?? null,
    takedowns: await getTakedownNumbers({ db, userId }),
  };
}
