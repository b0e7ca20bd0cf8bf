// Impersonation (issue 18): the candidate fake profiles found per creator, with their score, the
// reasons and the evidence of the page, her verdict, and the takedown case once reported; and the
// index of every picture the scans have seen, which the reverse image finder searches.
import { type FakeProfileEvidence, type FakeProfileReason, type FakeProfileStatus, fakeProfileStatuses } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { owner } from "./columns";
import { leaks } from "./leaks";

export const fakeProfiles = pgTable(
  "fake_profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    siteId: text("site_id").notNull(),
    siteName: text("site_name").notNull(),
    /** The profile page's address, as the platform links it. */
    url: text("url").notNull(),
    handle: text("handle").notNull(),
    displayName: text("display_name").notNull(),
    bio: text("bio").notNull(),
    links: jsonb("links").$type<string[]>().notNull(),
    score: real("score").notNull(),
    reasons: jsonb("reasons").$type<FakeProfileReason[]>().notNull(),
    evidence: jsonb("evidence").$type<FakeProfileEvidence>().notNull(),
    /** The best matched picture as found (bucket "evidence"), and the fetched page as text (bucket "checks"). */
    thumbnailKey: text("thumbnail_key"),
    pageCopyKey: text("page_copy_key"),
    status: text("status").$type<FakeProfileStatus>().notNull().default("open"),
    /** The takedown case once reported: a leak of kind "profile". */
    leakId: uuid("leak_id").references(() => leaks.id, { onDelete: "set null" }),
    /** When she was told of it as a new high-risk profile (once). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("fake_profiles_user_url_key").on(t.userId, t.url),
    index("fake_profiles_user_score_idx").on(t.userId, t.score),
    check("fake_profiles_status_check", sql`${t.status} in (${sql.raw(fakeProfileStatuses.map((status) => `'${status}'`).join(","))})`),
    check("fake_profiles_score_check", sql`${t.score} >= 0 and ${t.score} <= 1`),
  ],
);

/** One check for fake profiles of a creator: when it ran, and how it ended. */
export const fakeProfileChecks = pgTable(
  "fake_profile_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    status: text("status").$type<"running" | "completed" | "failed">().notNull().default("running"),
    profilesSeen: integer("profiles_seen").notNull().default(0),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("fake_profile_checks_user_idx").on(t.userId, t.startedAt),
    // One running check per creator.
    uniqueIndex("fake_profile_checks_running_key").on(t.userId).where(sql`${t.status} = 'running'`),
    check("fake_profile_checks_status_check", sql`${t.status} in ('running','completed','failed')`),
  ],
);

/**
 * Every picture a scan has hashed (issue 18): the reverse image finder's own index. One row per
 * picture address; the page it was last seen on. Hashes are PDQ hex, the quality PDQ's.
 */
export const seenPictures = pgTable(
  "seen_pictures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    mediaUrl: text("media_url").notNull(),
    pageUrl: text("page_url").notNull(),
    pageTitle: text("page_title").notNull(),
    siteId: text("site_id").notNull(),
    siteName: text("site_name").notNull(),
    pdqHash: text("pdq_hash").notNull(),
    pdqQuality: integer("pdq_quality").notNull(),
    /** A small copy of the picture (bucket "evidence", under seen/), so results show what was found. */
    thumbnailKey: text("thumbnail_key"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex("seen_pictures_media_url_key").on(t.mediaUrl), index("seen_pictures_last_seen_idx").on(t.lastSeenAt)],
);
