// The leaks kept per creator: one row per (creator, URL), with the evidence of the page that
// matched, its status on the way to removal and the creator's verdict.
import { type LeakDisposition, type LeakEvidence, type LeakKind, type LeakStatus, leakStatuses, type MatchQuality } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { owner } from "./columns";
import { referenceMedia, scans } from "./scans";

// The word lists live in @unleak/contracts; the checks below repeat them as the migrations wrote them.
export const leaks = pgTable(
  "leaks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    scanId: uuid("scan_id").references(() => scans.id, { onDelete: "set null" }),
    url: text("url").notNull(),
    siteId: text("site_id").notNull(),
    siteName: text("site_name").notNull(),
    category: text("category").notNull(),
    title: text("title").notNull(),
    kind: text("kind").$type<LeakKind>().notNull(),
    quality: text("quality").$type<MatchQuality>().notNull(),
    matchedReferenceId: uuid("matched_reference_id").references(() => referenceMedia.id, { onDelete: "set null" }),
    distance: real("distance"),
    evidence: jsonb("evidence").$type<LeakEvidence>().notNull(),
    thumbnailKey: text("thumbnail_key"),
    status: text("status").$type<LeakStatus>().notNull().default("new"),
    disposition: text("disposition").$type<LeakDisposition>(),
    /** When the first notice for it was sent: its re-checks are scheduled from here (issue 13). */
    trackingSince: timestamp("tracking_since", { withTimezone: true }),
    /** When its removal was first seen, once confirmed by a second check at least 24 h later. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** When escalation ended (wave 4): the case is handed over for a lawyer with its evidence. */
    handedOverAt: timestamp("handed_over_at", { withTimezone: true }),
    /** A re-upload of content already removed: the case it continues (issue 13). */
    /** When the escalation's next wave is due and queued (issue 13): its job is sent once per date, and a lost one is swept up. */
    waveDueAt: timestamp("wave_due_at", { withTimezone: true }),
    parentLeakId: uuid("parent_leak_id"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("leaks_user_url_key").on(t.userId, t.url),
    index("leaks_user_first_seen_idx").on(t.userId, t.firstSeenAt),
    check("leaks_kind_check", sql`${t.kind} in ('picture','name','profile')`),
    check("leaks_quality_check", sql`${t.quality} in ('exact','high','good')`),
    check("leaks_status_check", sql`${t.status} in (${sql.raw(leakStatuses.map((status) => `'${status}'`).join(","))})`),
    check("leaks_disposition_check", sql`${t.disposition} is null or ${t.disposition} in ('own_account','licensed','false_match')`),
  ],
);
