// Issue 19, growth: calls booked at /bookacall on slots admins open, the affiliate programme
// (referral codes, attributed visits and sign-ups, commissions from paid invoices, payout
// requests) and applications to the partner programme.
import {
  type BookingStatus,
  type CommissionStatus,
  type PartnerApplicationStatus,
  type PartnerKind,
  type PayoutMethod,
  type PayoutStatus,
  bookingStatuses,
  commissionStatuses,
  partnerApplicationStatuses,
  partnerKinds,
  payoutMethods,
  payoutStatuses,
} from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: "cascade" });
const staffRef = (name: string) => text(name).references(() => user.id, { onDelete: "set null" });
const oneOf = (words: readonly string[]) => sql.raw(words.map((word) => `'${word}'`).join(","));

/** A time an admin opened for calls. */
export const bookingSlots = pgTable(
  "booking_slots",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    startsAt: at("starts_at").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    createdBy: staffRef("created_by"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("booking_slots_starts_at_key").on(t.startsAt),
    check("booking_slots_duration_check", sql`${t.durationMinutes} between 5 and 240`),
  ],
);

/** A call booked on a slot: by a visitor or a signed-in user. One live booking per slot. */
export const bookings = pgTable(
  "bookings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slotId: uuid("slot_id")
      .notNull()
      .references(() => bookingSlots.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    topic: text("topic").notNull(),
    message: text("message"),
    language: text("language").notNull(),
    status: text("status").$type<BookingStatus>().notNull().default("booked"),
    cancelledAt: at("cancelled_at"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("bookings_live_slot_key").on(t.slotId).where(sql`${t.status} = 'booked'`),
    index("bookings_created_idx").on(t.createdAt),
    check("bookings_status_check", sql`${t.status} in (${oneOf(bookingStatuses)})`),
  ],
);

/** A user's referral code (the affiliate programme): made on first visit to the earning hub. */
export const affiliates = pgTable("affiliates", {
  userId: userRef("user_id").primaryKey(),
  code: text("code").notNull().unique(),
  createdAt: createdAt(),
});

/** A visit through a referral link (counted once per visitor cookie and day). */
export const referralClicks = pgTable(
  "referral_clicks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateUserId: userRef("affiliate_user_id").notNull(),
    /** The first-party visitor id of the attribution cookie, never an IP address. */
    visitorId: text("visitor_id").notNull(),
    landingPath: text("landing_path").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("referral_clicks_affiliate_idx").on(t.affiliateUserId, t.createdAt)],
);

/** An account that signed up through a referral link: attributed once, to one affiliate. */
export const referrals = pgTable(
  "referrals",
  {
    referredUserId: userRef("referred_user_id").primaryKey(),
    affiliateUserId: userRef("affiliate_user_id").notNull(),
    clickedAt: at("clicked_at").notNull(),
    signedUpAt: at("signed_up_at").notNull(),
    firstPaidAt: at("first_paid_at"),
  },
  (t) => [
    index("referrals_affiliate_idx").on(t.affiliateUserId, t.signedUpAt),
    check("referrals_not_self_check", sql`${t.referredUserId} <> ${t.affiliateUserId}`),
  ],
);

/** A payout an affiliate asked for; admins approve (or reject) and mark it paid. */
export const payoutRequests = pgTable(
  "payout_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef("user_id").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    method: text("method").$type<PayoutMethod>().notNull(),
    /** Where to pay: IBAN and holder, or the PayPal address, as the affiliate entered it. */
    details: jsonb("details").$type<Record<string, string>>().notNull(),
    status: text("status").$type<PayoutStatus>().notNull().default("requested"),
    note: text("note"),
    decidedBy: staffRef("decided_by"),
    decidedAt: at("decided_at"),
    paidAt: at("paid_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("payout_requests_status_idx").on(t.status, t.createdAt),
    index("payout_requests_user_idx").on(t.userId, t.createdAt),
    check("payout_requests_status_check", sql`${t.status} in (${oneOf(payoutStatuses)})`),
    check("payout_requests_method_check", sql`${t.method} in (${oneOf(payoutMethods)})`),
    check("payout_requests_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** A commission earned when a referred account paid an invoice; reversed when it is refunded. */
export const commissions = pgTable(
  "commissions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    affiliateUserId: userRef("affiliate_user_id").notNull(),
    referredUserId: text("referred_user_id").references(() => user.id, { onDelete: "set null" }),
    /** The payment provider's invoice (in_...): one commission per invoice. */
    invoiceId: text("invoice_id").notNull().unique(),
    /** The provider's charge or payment intent of the invoice, so a refund finds it. */
    chargeId: text("charge_id"),
    invoiceAmountCents: integer("invoice_amount_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull(),
    /** The rate applied, in basis points (2000 = 20 %). */
    rateBasisPoints: integer("rate_basis_points").notNull(),
    status: text("status").$type<CommissionStatus>().notNull().default("pending"),
    /** When it stops being pending (the refund window's end). */
    availableAt: at("available_at").notNull(),
    payoutId: uuid("payout_id").references(() => payoutRequests.id, { onDelete: "set null" }),
    reversedAt: at("reversed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("commissions_affiliate_idx").on(t.affiliateUserId, t.createdAt),
    index("commissions_charge_idx").on(t.chargeId),
    check("commissions_status_check", sql`${t.status} in (${oneOf(commissionStatuses)})`),
  ],
);

/** An application to the partner programme (agencies, studios, platforms), reviewed by admins. */
export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    organisation: text("organisation").notNull(),
    kind: text("kind").$type<PartnerKind>().notNull(),
    contactName: text("contact_name").notNull(),
    email: text("email").notNull(),
    website: text("website"),
    message: text("message").notNull(),
    language: text("language").notNull(),
    status: text("status").$type<PartnerApplicationStatus>().notNull().default("pending"),
    decisionNote: text("decision_note"),
    decidedBy: staffRef("decided_by"),
    decidedAt: at("decided_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("partner_applications_status_idx").on(t.status, t.createdAt),
    check("partner_applications_status_check", sql`${t.status} in (${oneOf(partnerApplicationStatuses)})`),
    check("partner_applications_kind_check", sql`${t.kind} in (${oneOf(partnerKinds)})`),
  ],
);
