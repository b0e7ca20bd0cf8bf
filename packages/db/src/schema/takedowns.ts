// The takedown pipeline's tables (issue 12): a creator's removal requests, the notices composed
// from them (kept immutably as sent: the exact bytes, recipient, channel, time and the server's
// answer), the leaks each notice names, the hash-chained log of everything that happened to a
// creator's notices, and the replies hosts send back.
// Timestamps of the pipeline are written from core's clock (CLOCK_SCALE), never from the database.
import type { LegalBasis, NoticeChannel, NoticeEventKind, NoticeStatus, RecipientKind, ReplyKind, RouteReason } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, owner } from "./columns";
import { leaks } from "./leaks";

const at = (name: string) => timestamp(name, { withTimezone: true });
const words = (list: readonly string[]) => sql.raw(list.map((word) => `'${word}'`).join(","));

/** One "request removal" of a creator (or of the automatic filing): the leaks it names, composed into notices by a job. */
export const removalRequests = pgTable(
  "removal_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    /** Who asked: the creator's (or an admin's) user id; null for the automatic filing. */
    requestedBy: text("requested_by"),
    /** The agency whose member asked for the creator (issue 17); null when she asked herself. */
    requestedByAgencyId: uuid("requested_by_agency_id"),
    automatic: boolean("automatic").notNull().default(false),
    leakIds: jsonb("leak_ids").$type<string[]>().notNull(),
    /** composing → composed (its notices exist) or failed (reason in `error`). */
    status: text("status").$type<"composing" | "composed" | "failed">().notNull().default("composing"),
    error: text("error"),
    /** Composition attempts: a request that keeps failing is given up (failed) instead of retried for ever. */
    attempts: integer("attempts").notNull().default(0),
    requestedAt: at("requested_at").notNull(),
    composedAt: at("composed_at"),
  },
  (t) => [index("removal_requests_user_idx").on(t.userId, t.requestedAt), check("removal_requests_status_check", sql`${t.status} in ('composing','composed','failed')`)],
);

/** The route the notice took and why (a code the web app translates, with its facts). */
export interface StoredRouteReason {
  code: RouteReason;
  /** Facts behind the choice: the network owner, the address looked up, the CDN's name ... */
  params: Record<string, string>;
}

export const notices = pgTable(
  "notices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    requestId: uuid("request_id").references(() => removalRequests.id, { onDelete: "set null" }),
    /** A short reference hosts quote back ("UL-7K3QX9"): threads replies and names the notice to people. */
    reference: text("reference").notNull(),
    wave: integer("wave").notNull().default(0),
    basis: text("basis").$type<LegalBasis>().notNull(),
    recipientKind: text("recipient_kind").$type<RecipientKind>().notNull(),
    recipientName: text("recipient_name").notNull(),
    channel: text("channel").$type<NoticeChannel>().notNull(),
    /** The e-mail address, or the web form's URL. */
    address: text("address").notNull(),
    siteId: text("site_id"),
    language: text("language").notNull(),
    routeReason: jsonb("route_reason").$type<StoredRouteReason>().notNull(),
    subject: text("subject").notNull(),
    /** The notice's text as the recipient reads it. */
    body: text("body").notNull(),
    /** The exact bytes sent: the MIME message of an e-mail, the encoded form body of a web form. Never changed once composed. */
    raw: text("raw").notNull(),
    rawSha256: text("raw_sha256").notNull(),
    /** The notice as a PDF (private storage), attached to e-mails. */
    pdfKey: text("pdf_key"),
    messageId: text("message_id"),
    status: text("status").$type<NoticeStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** The last failure (SMTP error, HTTP status), kept while retrying and when given up. */
    lastError: text("last_error"),
    /** The server's answer to the sending: the SMTP reply, or the form's HTTP status and body. */
    answer: text("answer"),
    ticket: text("ticket"),
    rejectionReason: text("rejection_reason"),
    createdAt: at("created_at").notNull(),
    sendingAt: at("sending_at"),
    sentAt: at("sent_at"),
    repliedAt: at("replied_at"),
  },
  (t) => [
    uniqueIndex("notices_reference_key").on(t.reference),
    uniqueIndex("notices_message_id_key").on(t.messageId),
    // A request's first notices: one per recipient. Escalation waves go per leak: notice_items keeps one per leak, recipient and wave.
    uniqueIndex("notices_request_address_first_key").on(t.requestId, t.address).where(sql`${t.wave} = 0`),
    index("notices_user_created_idx").on(t.userId, t.createdAt),
    index("notices_ticket_idx").on(t.ticket),
    check("notices_basis_check", sql`${t.basis} in ('dmca','dsa','delisting','impersonation')`),
    check("notices_recipient_kind_check", sql`${t.recipientKind} in ('site','host','cdn','search_engine','registrar','payment_processor')`),
    check("notices_channel_check", sql`${t.channel} in ('email','webform')`),
    check(
      "notices_status_check",
      sql`${t.status} in (${words(["queued", "sending", "sent", "acknowledged", "rejected", "failed", "removed", "delisted", "restricted", "escalated", "counter_noticed"])})`,
    ),
  ],
);

/** The leaks a notice names (one notice per leak per recipient per wave). */
export const noticeItems = pgTable(
  "notice_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id")
      .notNull()
      .references(() => notices.id, { onDelete: "cascade" }),
    userId: owner(),
    leakId: uuid("leak_id").references(() => leaks.id, { onDelete: "set null" }),
    address: text("address").notNull(),
    wave: integer("wave").notNull().default(0),
    pageUrl: text("page_url").notNull(),
    mediaUrls: jsonb("media_urls").$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex("notice_items_leak_address_wave_key").on(t.leakId, t.address, t.wave), index("notice_items_notice_idx").on(t.noticeId)],
);

/** Each creator's notice log: every event hash-chained to the one before, so that a later change is detectable. */
export const noticeEvents = pgTable(
  "notice_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: owner(),
    noticeId: uuid("notice_id").references(() => notices.id, { onDelete: "cascade" }),
    sequence: integer("sequence").notNull(),
    kind: text("kind").$type<NoticeEventKind>().notNull(),
    at: at("at").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    previousHash: text("previous_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (t) => [uniqueIndex("notice_events_user_sequence_key").on(t.userId, t.sequence), index("notice_events_notice_idx").on(t.noticeId, t.sequence)],
);

/** The head of each creator's chain: appending locks this row. */
export const noticeChains = pgTable("notice_chains", {
  userId: owner().primaryKey(),
  sequence: integer("sequence").notNull(),
  headHash: text("head_hash").notNull(),
});

/** Mail that came back: replies threaded to their notice, or kept unthreaded for the admins. Never dropped. */
export const noticeReplies = pgTable(
  "notice_replies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    noticeId: uuid("notice_id").references(() => notices.id, { onDelete: "cascade" }),
    userId: text("user_id"),
    messageId: text("message_id"),
    inReplyTo: text("in_reply_to"),
    fromAddress: text("from_address").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** The message as it arrived (MIME). */
    raw: text("raw").notNull(),
    kind: text("kind").$type<ReplyKind>().notNull(),
    ticket: text("ticket"),
    reason: text("reason"),
    /** How it was threaded: by Message-ID, the reply address, the ticket or the reference; null when not. */
    threadedBy: text("threaded_by"),
    receivedAt: at("received_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notice_replies_message_id_key").on(t.messageId),
    index("notice_replies_notice_idx").on(t.noticeId, t.receivedAt),
    check("notice_replies_kind_check", sql`${t.kind} in ('acknowledged','removed','delisted','rejected','counter_notice','forwarded','unparsed')`),
  ],
);

export type NoticeRow = typeof notices.$inferSelect;
export type NoticeReplyRow = typeof noticeReplies.$inferSelect;

/**
 * Every removal check of a leak (issue 13): the page (and its media) through the fetcher and the
 * classifier, or a search engine's results; the outcome and the evidence it was decided from.
 */
export const removalChecks = pgTable(
  "removal_checks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    leakId: uuid("leak_id")
      .notNull()
      .references(() => leaks.id, { onDelete: "cascade" }),
    /** page: the leak's page (and the pictures on it); media: its media file on its own address; search: whether a search engine still lists it. */
    target: text("target").$type<"page" | "media" | "search">().notNull(),
    url: text("url").notNull(),
    /** removed, soft-404, media-replaced, restricted, unknown, up; for a search: listed, not-listed, unknown. */
    outcome: text("outcome").notNull(),
    reason: text("reason").notNull(),
    evidence: jsonb("evidence").$type<Record<string, unknown>>().notNull(),
    /** The copy of the fetched page kept in the private "checks" bucket (its SHA-256 is in the evidence); null when none. */
    copyKey: text("copy_key"),
    /** A page check and its media checks of one round share this time. */
    checkedAt: at("checked_at").notNull(),
  },
  (t) => [index("removal_checks_leak_idx").on(t.leakId, t.checkedAt), check("removal_checks_target_check", sql`${t.target} in ('page','media','search')`)],
);
