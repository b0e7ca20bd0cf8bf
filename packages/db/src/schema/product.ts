// The product's own tables (spec §3): profiles and what a creator tells us about themselves,
// identity, authorisation, notifications, bans, instant scans, crash reports and login tracking.
import { type AdminAction, type AppealStatus, type CrashReport, type IdentityDocumentType, type InterfaceLanguage, type IdentityVerificationStatus, type MailChannel, type MailStatus, type Plan, type StoredScanSummary, type SubscriptionTier, subscriptionTiers } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { scans } from "./scans";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const owner = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email").notNull(),
    phone: text("phone"),
    dateOfBirth: date("date_of_birth"),
    address: text("address"),
    postalCode: text("postal_code"),
    city: text("city"),
    country: text("country"),
    subscriptionTier: text("subscription_tier").$type<SubscriptionTier>().notNull().default("standard"),
    verified: boolean("verified").notNull().default(false),
    banned: boolean("banned").notNull().default(false),
    // The plan picked at the end of onboarding, before any payment (spec §2.4 step 4).
    selectedPlan: text("selected_plan").$type<Plan>(),
    /** File picture matches of quality exact or high without asking (issue 12); null: the plan's default (on for paid tiers). */
    autoTakedown: boolean("auto_takedown"),
    /** E-mail her, besides the notification, when content is removed or a case needs her (issue 13). */
    takedownEmails: boolean("takedown_emails").notNull().default(true),
    // The interface language last used (en, de, es, fr): mails sent in the background use it.
    language: text("language"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profiles_selected_plan_check", sql`${t.selectedPlan} is null or ${t.selectedPlan} in ('starter','pro','elite')`),
    check("profiles_subscription_tier_check", sql`${t.subscriptionTier} in (${sql.raw(subscriptionTiers.map((tier) => `'${tier}'`).join(","))})`),
    check("profiles_first_name_length", sql`char_length(${t.firstName}) <= 60`),
  ],
);

export const userNiches = pgTable(
  "user_niches",
  { id: uuid("id").primaryKey().defaultRandom(), userId: owner(), niche: text("niche").notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex("user_niches_user_niche_key").on(t.userId, t.niche)],
);

export const stageNames = pgTable(
  "stage_names",
  { id: uuid("id").primaryKey().defaultRandom(), userId: owner(), name: text("name").notNull(), createdAt: createdAt() },
  (t) => [uniqueIndex("stage_names_user_name_key").on(t.userId, sql`lower(${t.name})`)],
);

export const officialLinks = pgTable(
  "official_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    platform: text("platform").notNull(),
    url: text("url").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("official_links_user_url_key").on(t.userId, t.url), check("official_links_url_http", sql`${t.url} ~* '^https?://'`)],
);

export const identityVerifications = pgTable(
  "identity_verifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    status: text("status").$type<IdentityVerificationStatus>().notNull().default("pending"),
    /** The front of the government ID (private storage, encrypted); null once deleted after retention. */
    documentKey: text("document_key"),
    /** The back of the ID, where the document has one. */
    documentBackKey: text("document_back_key"),
    /** The selfie holding the ID. */
    selfieKey: text("selfie_key"),
    documentType: text("document_type").$type<IdentityDocumentType>(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Who decided: an administrator's user id, or "provider:<name>" when an identity provider did. */
    reviewedBy: text("reviewed_by"),
    rejectionReason: text("rejection_reason"),
    /** When the retention job deleted the documents; the decision and its date stay. */
    documentsDeletedAt: timestamp("documents_deleted_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("identity_verifications_user_created_idx").on(t.userId, t.createdAt),
    check("identity_verifications_status_check", sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

export const digitalSignatures = pgTable(
  "digital_signatures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    signedAt: timestamp("signed_at", { withTimezone: true }).notNull().defaultNow(),
    consentVersion: text("consent_version").notNull(),
    documentType: text("document_type").notNull().default("google_removal_consent"),
    isValid: boolean("is_valid").notNull().default(true),
    fullName: text("full_name").notNull(),
    contentDescription: text("content_description").notNull(),
    /** The drawn signature (PNG, private storage). */
    signatureKey: text("signature_key"),
    /** The signed letter as a PDF (private storage) and its SHA-256, hex. */
    documentKey: text("document_key"),
    documentHash: text("document_hash"),
    /** The language the letter was shown and signed in. */
    language: text("language"),
    /** The agency the letter also authorises to request removals for her (issue 17), by id and by name as signed. */
    agencyId: uuid("agency_id"),
    agencyName: text("agency_name"),
    /** The audit trail of the signing request. */
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    /** Set when the creator revokes the letter: from then on nothing is sent in their name. */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("digital_signatures_user_type_idx").on(t.userId, t.documentType, t.signedAt)],
);

/** A notification's title and message in the languages it was written in, besides English. */
export type NotificationTranslations = Partial<Record<InterfaceLanguage, { title: string; message: string }>>;

export const notifications = pgTable(
  "notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    notificationId: text("notification_id").notNull().unique(),
    // Null for a global notification, shown to everybody.
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    read: boolean("read").notNull().default(false),
    global: boolean("global").notNull().default(false),
    /** A broadcast's other languages (issue 16): `title` and `message` are its English text. */
    translations: jsonb("translations").$type<NotificationTranslations>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt),
    check("notifications_owner_check", sql`${t.global} or ${t.userId} is not null`),
  ],
);

export const userBans = pgTable(
  "user_bans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    isActive: boolean("is_active").notNull().default(true),
    bannedAt: timestamp("banned_at", { withTimezone: true }).notNull().defaultNow(),
    banReason: text("ban_reason"),
    adminNotes: text("admin_notes"),
    bannedBy: text("banned_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("user_bans_user_active_idx").on(t.userId, t.isActive, t.bannedAt)],
);

/** A file a suspended user sent with an appeal, kept in the private "appeals" bucket. */
export interface AppealEvidence {
  key: string;
  name: string;
  contentType: string;
  bytes: number;
}

/**
 * A suspended user's appeal (spec §2.3, issue 16): the account e-mail, the explanation and the
 * evidence they sent; open until an administrator lifts the ban or keeps it, with their answer.
 * One open appeal per user at a time.
 */
export const banAppeals = pgTable(
  "ban_appeals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    banId: uuid("ban_id").references(() => userBans.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    explanation: text("explanation").notNull(),
    evidence: jsonb("evidence").$type<AppealEvidence[]>().notNull().default([]),
    status: text("status").$type<AppealStatus>().notNull().default("open"),
    response: text("response"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("ban_appeals_status_created_idx").on(t.status, t.createdAt),
    index("ban_appeals_user_created_idx").on(t.userId, t.createdAt),
    uniqueIndex("ban_appeals_one_open_key").on(t.userId).where(sql`${t.status} = 'open'`),
    check("ban_appeals_status_check", sql`${t.status} in ('open','lifted','kept')`),
  ],
);

/**
 * Every administrator action (issue 16): who, what, whom, when, why. Append-only: a trigger refuses
 * updates and deletes. No foreign keys, so that the record outlives the accounts it names.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").$type<AdminAction>().notNull(),
    targetUserId: text("target_user_id"),
    targetEmail: text("target_email"),
    reason: text("reason"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt),
    index("admin_audit_log_target_created_idx").on(t.targetUserId, t.createdAt),
    index("admin_audit_log_actor_created_idx").on(t.actorId, t.createdAt),
  ],
);

export const instantScanResults = pgTable(
  "instant_scan_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    creatorName: text("creator_name").notNull(),
    email: text("email"),
    emailStatus: text("email_status").$type<"none" | "confirming" | "confirmed">().notNull().default("none"),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    result: jsonb("result").$type<StoredScanSummary>(),
    // The instant scan whose report was asked for, and the hash of the e-mail's confirmation token.
    scanId: uuid("scan_id").references(() => scans.id, { onDelete: "set null" }),
    confirmTokenHash: text("confirm_token_hash"),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("instant_scan_results_email_idx").on(t.email),
    index("instant_scan_results_user_idx").on(t.userId),
    uniqueIndex("instant_scan_results_token_key").on(t.confirmTokenHash),
    uniqueIndex("instant_scan_results_scan_email_key").on(t.scanId, t.email),
  ],
);

export const debugLogs = pgTable("debug_logs", {
  id: uuid("id").primaryKey().defaultRandom(),
  action: text("action").notNull(),
  tableName: text("table_name").notNull(),
  data: jsonb("data").$type<CrashReport["data"]>().notNull(),
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const loginEvents = pgTable(
  "login_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: owner(),
    userAgent: text("user_agent"),
    ipAddress: text("ip_address"),
    kind: text("kind").$type<"sign_in" | "session_restored">().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("login_events_user_created_idx").on(t.userId, t.createdAt)],
);

/** Every outgoing mail; in embedded mode without SMTP it stays here for the developer to read. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** An e-mail, or a text message to a phone number (then `to` is E.164 and `subject` is empty). */
    channel: text("channel").$type<MailChannel>().notNull().default("email"),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Files sent with the mail (a calendar invitation ...), their content base64 (issue 19). */
    attachments: jsonb("attachments").$type<{ filename: string; contentType: string; content: string }[]>(),
    status: text("status").$type<MailStatus>().notNull(),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_created_idx").on(t.createdAt)],
);
