// Scans and what they match against: the scan runs themselves (visitors' instant scans, full
// scans and scheduled monitoring), the creators' reference media, the whitelist of licensed pages,
// and the visitors' daily scan quota. What scans find is in leaks.ts.
import type { DamageEstimate, ReferenceKind, ReferenceVideoStatus, ReferenceWeakness, ScanKind, ScanScope, ScanStageName, ScanStatus, StoredScanSubject, StoredScanSummary } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, owner } from "./columns";

export const scans = pgTable(
  "scans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    // The visitor's first-party cookie key ("v:<id>") for instant scans; who may read the scan.
    clientKey: text("client_key"),
    kind: text("kind").$type<ScanKind>().notNull(),
    scope: text("scope").$type<ScanScope>().notNull(),
    status: text("status").$type<ScanStatus>().notNull().default("queued"),
    stage: text("stage").$type<ScanStageName>().notNull().default("initiating"),
    percent: integer("percent").notNull().default(0),
    subject: jsonb("subject").$type<StoredScanSubject>().notNull(),
    result: jsonb("result").$type<StoredScanSummary>(),
    damage: jsonb("damage").$type<DamageEstimate>(),
    error: text("error"),
    /** How many times a worker started it (a retried job after a crash starts it again). */
    attempts: integer("attempts").notNull().default(0),
    /** Who started it for the owner when it was not the owner herself (an agency member, issue 17), and for which agency. */
    startedBy: text("started_by"),
    startedByAgencyId: uuid("started_by_agency_id"),
    /** The worker process running it, for operators (host:pid). */
    worker: text("worker"),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("scans_user_created_idx").on(t.userId, t.createdAt),
    index("scans_client_created_idx").on(t.clientKey, t.createdAt),
    // At most one unfinished scan per visitor, and one unfinished full or monitoring scan per
    // creator: a second start fails on these atomically (spec §2.5).
    uniqueIndex("scans_one_active_per_client").on(t.clientKey).where(sql`${t.status} in ('queued','running') and ${t.clientKey} is not null`),
    uniqueIndex("scans_one_active_per_user").on(t.userId).where(sql`${t.status} in ('queued','running') and ${t.kind} <> 'instant'`),
    check("scans_kind_check", sql`${t.kind} in ('instant','full','monitoring')`),
    check("scans_scope_check", sql`${t.scope} in ('preview','full')`),
    check("scans_status_check", sql`${t.status} in ('queued','running','completed','failed')`),
    check("scans_owner_check", sql`${t.userId} is not null or ${t.clientKey} is not null`),
    check("scans_percent_check", sql`${t.percent} between 0 and 100`),
  ],
);

/**
 * A reference video (issue 14): uploaded resumably (tus), kept encrypted in the `references` bucket,
 * sampled into frames (reference_media rows with its id and their time) and a video signature.
 */
export const referenceVideos = pgTable(
  "reference_videos",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    /** Shared with its frames' reference_media.upload_id: the video and its frames count as one upload. */
    uploadId: uuid("upload_id").notNull(),
    /** The tus upload's id while bytes arrive (and after, to answer its HEAD). */
    uploadKey: text("upload_key").notNull(),
    sourceName: text("source_name"),
    /** The declared size (tus Upload-Length), checked against the plan before any byte is stored. */
    bytes: bigint("bytes", { mode: "number" }).notNull(),
    receivedBytes: bigint("received_bytes", { mode: "number" }).notNull().default(0),
    /** The assembled, encrypted video; null until the upload is complete. */
    storageKey: text("storage_key"),
    /** Its per-second PDQ signature (a file in the same bucket); null until computed. */
    signatureKey: text("signature_key"),
    durationMs: integer("duration_ms"),
    width: integer("width"),
    height: integer("height"),
    status: text("status").$type<ReferenceVideoStatus>().notNull().default("uploading"),
    progress: integer("progress").notNull().default(0),
    /** Why it failed: an error code the web translates. */
    error: text("error"),
    createdAt: createdAt(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("reference_videos_upload_key").on(t.uploadKey),
    uniqueIndex("reference_videos_upload_id_key").on(t.uploadId),
    index("reference_videos_user_idx").on(t.userId, t.createdAt),
    check("reference_videos_status_check", sql`${t.status} in ('uploading','processing','ready','failed')`),
    check("reference_videos_progress_check", sql`${t.progress} between 0 and 100`),
  ],
);

export const referenceMedia = pgTable(
  "reference_media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    kind: text("kind").$type<ReferenceKind>().notNull(),
    storageKey: text("storage_key").notNull(),
    /** The 8 dihedral PDQ hashes as hex, in the scanner's DIHEDRAL_NAMES order. */
    pdqHashes: text("pdq_hashes").array().notNull(),
    pdqQuality: integer("pdq_quality").notNull(),
    /** Why matching it is weaker (the scanner's assessment); null for a normal picture or a row from before it was kept. */
    weakness: text("weakness").$type<ReferenceWeakness>(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    sourceName: text("source_name"),
    /** Frames of one uploaded video share it. */
    uploadId: uuid("upload_id").notNull(),
    /** A frame of a reference video (issue 14): the video, and the frame's time in it. */
    videoId: uuid("video_id").references(() => referenceVideos.id, { onDelete: "cascade" }),
    timeMs: integer("time_ms"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reference_media_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("reference_media_video_time_key").on(t.videoId, t.timeMs),
    check("reference_media_kind_check", sql`${t.kind} in ('image','video_frame')`),
  ],
);

export const whitelistEntries = pgTable(
  "whitelist_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    urlPrefix: text("url_prefix").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("whitelist_entries_user_prefix_key").on(t.userId, t.urlPrefix)],
);

/** Visitors' free scans per client key ("ip:<address>" and "v:<cookie>") and UTC day. */
export const visitorScanQuota = pgTable(
  "visitor_scan_quota",
  {
    clientKey: text("client_key").notNull(),
    day: date("day").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clientKey, t.day] })],
);
