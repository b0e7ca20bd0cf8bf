// Plans and payment (issue 15): a creator's subscription as the payment provider (Stripe) reports
// it, and the provider's events already applied, so that a replayed or late event changes nothing.
import type { Plan } from "@unleak/contracts";
import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { notifications } from "./product";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The provider's customer (cus_...), made at the first checkout. */
    customerId: text("customer_id").notNull().unique(),
    /** The provider's subscription (sub_...); null until a checkout completed. */
    subscriptionId: text("subscription_id").unique(),
    plan: text("plan").$type<Plan>(),
    /** The provider's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused. */
    status: text("status"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** A failed renewal keeps the plan until then (past_due within the grace period). */
    graceUntil: timestamp("grace_until", { withTimezone: true }),
    /** When the fetch from the provider that gave the stored state started (database time): an older fetch finishing later is not stored (ADR 033). */
    lastEventAt: timestamp("last_event_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("subscriptions_plan_check", sql`${t.plan} is null or ${t.plan} in ('starter','pro','elite')`)],
);

/** Every provider event received, once: its id is the key, so a replay is recognised. */
export const billingEvents = pgTable(
  "billing_events",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The event's own time at the provider. */
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("billing_events_received_idx").on(t.receivedAt)],
);

/** A user's own state of a global notification: read or deleted for them, left for everybody else. */
export const notificationStates = pgTable(
  "notification_states",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    notificationId: uuid("notification_id")
      .notNull()
      .references(() => notifications.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }),
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.notificationId] })],
);
