// Issue 19, GDPR: a user's data exports (a ZIP built by a job, downloaded once through a
// short-lived link) and account deletions (scheduled after a grace period, cancellable until then,
// then erased; what the law makes us keep is kept, detached from the profile).
import { type AccountDeletionStatus, type DataExportStatus, accountDeletionStatuses, dataExportStatuses } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, owner } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true });
const oneOf = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(","));

export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    status: text("status").$type<DataExportStatus>().notNull().default("queued"),
    /** The ZIP in private storage (bucket "exports"); removed once downloaded or expired. */
    fileKey: text("file_key"),
    sizeBytes: bigint("size_bytes", { mode: "number" }),
    /** SHA-256 of the one-time download token; the token itself is only ever mailed and shown. */
    tokenHash: text("token_hash").unique(),
    expiresAt: at("expires_at"),
    readyAt: at("ready_at"),
    downloadedAt: at("downloaded_at"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (t) => [
    index("data_exports_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("data_exports_one_queued_key").on(t.userId).where(sql`${t.status} = 'queued'`),
    check("data_exports_status_check", sql`${t.status} in (${oneOf(dataExportStatuses)})`),
  ],
);

/** What was kept after an erasure, and why (shown to the user before and recorded after). */
export type KeptRecord = { table: string; count: number; reason: string };

export const accountDeletions = pgTable(
  "account_deletions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account; after erasure it is an anonymised tombstone that only the kept records point to. */
    userId: owner(),
    status: text("status").$type<AccountDeletionStatus>().notNull().default("scheduled"),
    requestedAt: at("requested_at").notNull(),
    eraseAfter: at("erase_after").notNull(),
    cancelledAt: at("cancelled_at"),
    erasedAt: at("erased_at"),
    kept: jsonb("kept").$type<KeptRecord[]>(),
  },
  (t) => [
    uniqueIndex("account_deletions_one_scheduled_key").on(t.userId).where(sql`${t.status} = 'scheduled'`),
    index("account_deletions_due_idx").on(t.status, t.eraseAfter),
    check("account_deletions_status_check", sql`${t.status} in (${oneOf(accountDeletionStatuses)})`),
  ],
);
