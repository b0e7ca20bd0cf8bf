// Agencies (issue 17): who applied, the agencies an administrator approved, their members with a
// role, and their roster of creators, each invited by e-mail and active once she accepts.
import type { AgencyApplicationStatus, AgencyCreatorStatus, AgencyRole, AgencyRosterSize, Plan } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";

const at = (name: string) => timestamp(name, { withTimezone: true });
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: "cascade" });

/** An approved agency: its company details appear on the notices it has filed for its creators. */
export const agencies = pgTable("agencies", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  website: text("website"),
  contactName: text("contact_name").notNull(),
  contactEmail: text("contact_email").notNull(),
  phone: text("phone"),
  address: text("address"),
  createdAt: createdAt(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

/** An application from /agency/apply, by a signed-in account; approval makes that account the agency's owner. */
export const agencyApplications = pgTable(
  "agency_applications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: userRef("user_id").notNull(),
    companyName: text("company_name").notNull(),
    website: text("website"),
    contactName: text("contact_name").notNull(),
    contactEmail: text("contact_email").notNull(),
    rosterSize: text("roster_size").$type<AgencyRosterSize>().notNull(),
    message: text("message"),
    status: text("status").$type<AgencyApplicationStatus>().notNull().default("pending"),
    decisionReason: text("decision_reason"),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    agencyId: uuid("agency_id").references(() => agencies.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("agency_applications_status_created_idx").on(t.status, t.createdAt),
    uniqueIndex("agency_applications_one_pending_key").on(t.userId).where(sql`${t.status} = 'pending'`),
    check("agency_applications_status_check", sql`${t.status} in ('pending','approved','rejected')`),
  ],
);

/** A member of an agency's team; an account belongs to one agency at most. */
export const agencyMembers = pgTable(
  "agency_members",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    userId: userRef("user_id").notNull(),
    role: text("role").$type<AgencyRole>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("agency_members_user_key").on(t.userId), index("agency_members_agency_idx").on(t.agencyId), check("agency_members_role_check", sql`${t.role} in ('owner','manager','viewer')`)],
);

/** An invitation to join an agency's team, accepted through the mailed link (the token's hash is kept). */
export const agencyMemberInvitations = pgTable(
  "agency_member_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<AgencyRole>().notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: at("expires_at").notNull(),
    acceptedAt: at("accepted_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("agency_member_invitations_token_key").on(t.tokenHash), index("agency_member_invitations_agency_idx").on(t.agencyId)],
);

/**
 * A creator on an agency's roster (issue 17): invited by e-mail (the token's hash is kept), active
 * once she accepts with her own account, ended when she leaves or the agency removes her. The
 * agency reaches her data only while the row is active.
 */
export const agencyCreators = pgTable(
  "agency_creators",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    inviteEmail: text("invite_email").notNull(),
    /** The creator's account, once she accepted. */
    creatorId: userRef("creator_id"),
    status: text("status").$type<AgencyCreatorStatus>().notNull().default("invited"),
    tokenHash: text("token_hash"),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: at("expires_at"),
    invitedAt: createdAt(),
    acceptedAt: at("accepted_at"),
    endedAt: at("ended_at"),
  },
  (t) => [
    uniqueIndex("agency_creators_token_key").on(t.tokenHash),
    // A creator is on one agency's roster at a time.
    uniqueIndex("agency_creators_one_active_key").on(t.creatorId).where(sql`${t.status} = 'active'`),
    index("agency_creators_agency_status_idx").on(t.agencyId, t.status),
    check("agency_creators_status_check", sql`${t.status} in ('invited','active','left','removed')`),
  ],
);

/**
 * An agency's subscription at the payment provider (issue 17): one seat per active creator on its
 * roster, each seat buying `plan` for that creator. The provider's state is stored as for a
 * creator's own subscription (ADR 033).
 */
export const agencySubscriptions = pgTable("agency_subscriptions", {
  id: uuid("id").primaryKey().defaultRandom(),
  agencyId: uuid("agency_id")
    .notNull()
    .unique()
    .references(() => agencies.id, { onDelete: "cascade" }),
  customerId: text("customer_id").notNull().unique(),
  subscriptionId: text("subscription_id").unique(),
  plan: text("plan").$type<Plan>(),
  seats: integer("seats").notNull().default(0),
  status: text("status"),
  currentPeriodEnd: at("current_period_end"),
  cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  lastEventAt: at("last_event_at"),
  createdAt: createdAt(),
  updatedAt: at("updated_at").notNull().defaultNow(),
});
