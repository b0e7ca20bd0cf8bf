// Columns that many tables share: when a row was created, and the creator who owns it.
import { text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const owner = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });
