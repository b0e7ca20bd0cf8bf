// The shared crawl of sites' new-upload listings (issue 20, ADR 044): each listing site's crawl state
// (one crawl at a time, by a lease), and every page already fetched, so that a page is fetched once
// across all workers whatever creator it concerns. Pages fetched longer ago than the retention are pruned.
import { index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

export const crawlSites = pgTable("crawl_sites", {
  siteId: text("site_id").primaryKey(),
  lastCrawledAt: timestamp("last_crawled_at", { withTimezone: true }),
  /** The newest listing entry seen: the next crawl stops when it reaches it. */
  cursor: text("cursor"),
  /** When the site is due again (after an error: not before its Retry-After). */
  nextDueAt: timestamp("next_due_at", { withTimezone: true }).notNull().defaultNow(),
  lastError: text("last_error"),
  /** A crawl holds the site until then; a dead worker's lease runs out. */
  leasedUntil: timestamp("leased_until", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const crawlPages = pgTable(
  "crawl_pages",
  {
    siteId: text("site_id").notNull(),
    /** sha256 of the normalised page URL, hex. */
    urlHash: text("url_hash").notNull(),
    fetchedAt: timestamp("fetched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.urlHash] }), index("crawl_pages_fetched_idx").on(t.fetchedAt)],
);
