// The shared crawl's state in the database (issue 20): each listing site's lease, cursor and next due
// time, and the upload pages already fetched. Every worker process reads and writes the same rows, so
// a site is crawled by one process at a time and a page is fetched once, whichever process claims it.
import { createHash } from "node:crypto";
import { crawlPages, crawlSites, type Database } from "@unleak/db";
import { normaliseUrl } from "@unleak/scanner";
import { and, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";

export type CrawlSiteState = typeof crawlSites.$inferSelect;

/** sha256 of the page's normalised URL: the key a page is fetched once by. */
export function pageKey(url: string): string {
  return createHash("sha256")
    .update(normaliseUrl(url) ?? url)
    .digest("hex");
}

/**
 * Takes the site for one crawl when it is due and nobody holds it (or the holder's lease ran out).
 * Answers the state as taken, and the database's own time (leaks' first-seen times are the database's), or null.
 */
export async function leaseSite(db: Database, siteId: string, { now, dueBy, leaseUntil }: { now: Date; dueBy: Date; leaseUntil: Date }): Promise<{ state: CrawlSiteState; databaseNow: Date } | null> {
  await db.insert(crawlSites).values({ siteId, nextDueAt: now, updatedAt: now }).onConflictDoNothing();
  const [row] = await db
    .update(crawlSites)
    .set({ leasedUntil: leaseUntil, updatedAt: now })
    .where(and(eq(crawlSites.siteId, siteId), lte(crawlSites.nextDueAt, dueBy), or(isNull(crawlSites.leasedUntil), lt(crawlSites.leasedUntil, now))))
    .returning({ state: crawlSites, databaseNow: sql<Date | string>`now()` });
  return row ? { state: row.state, databaseNow: new Date(row.databaseNow) } : null;
}

/** Ends a crawl: what it reached, when the site is due again, and its error if it had one; `crawled` false when nothing was fetched. */
export async function releaseSite(db: Database, siteId: string, done: { now: Date; crawled: boolean; cursor: string | null; nextDueAt: Date; error: string | null }): Promise<void> {
  await db
    .update(crawlSites)
    .set({ leasedUntil: null, ...(done.crawled ? { lastCrawledAt: done.now } : {}), cursor: done.cursor, nextDueAt: done.nextDueAt, lastError: done.error, updatedAt: done.now })
    .where(eq(crawlSites.siteId, siteId));
}

/** The sites (of those given) due by `dueBy` and not held by a running crawl; a site never crawled is due. */
export async function dueSites(db: Database, siteIds: string[], { now, dueBy }: { now: Date; dueBy: Date }): Promise<string[]> {
  if (siteIds.length === 0) return [];
  const known = await db.select().from(crawlSites).where(inArray(crawlSites.siteId, siteIds));
  const byId = new Map(known.map((row) => [row.siteId, row]));
  return siteIds.filter((id) => {
    const row = byId.get(id);
    return !row || (row.nextDueAt <= dueBy && (!row.leasedUntil || row.leasedUntil < now));
  });
}

/** Claims a page for fetching: true when no crawl fetched it before (the insert decides between workers). */
export async function claimPage(db: Database, siteId: string, url: string, now: Date): Promise<boolean> {
  const rows = await db.insert(crawlPages).values({ siteId, urlHash: pageKey(url), fetchedAt: now }).onConflictDoNothing().returning({ urlHash: crawlPages.urlHash });
  return rows.length > 0;
}

/** Gives claimed pages back (a crawl that failed before reading them): the next crawl fetches them. */
export async function unclaimPages(db: Database, siteId: string, urls: string[]): Promise<void> {
  if (urls.length > 0) await db.delete(crawlPages).where(and(eq(crawlPages.siteId, siteId), inArray(crawlPages.urlHash, urls.map(pageKey))));
}

/** Forgets pages fetched before `before`; listings are walked newest first, so old pages do not come back. */
export async function pruneCrawlPages(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(crawlPages).where(lt(crawlPages.fetchedAt, before)).returning({ urlHash: crawlPages.urlHash });
  return rows.length;
}
