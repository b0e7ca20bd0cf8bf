// A user's notifications: their own and the global ones, newest first (spec §7: 10 listed).
// Reading or deleting only ever touches the user's own rows.
import { type Database, notifications } from "@unleak/db";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";

const visibleTo = (userId: string) => or(eq(notifications.userId, userId), eq(notifications.global, true));

export async function listNotifications({ db, userId, limit = 10 }: { db: Database; userId: string; limit?: number }) {
  const rows = await db.select().from(notifications).where(visibleTo(userId)).orderBy(desc(notifications.createdAt)).limit(limit);
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visibleTo(userId), eq(notifications.read, false)));
  return {
    notifications: rows.map((n) => ({
      id: n.id,
      notificationId: n.notificationId,
      title: n.title,
      message: n.message,
      read: n.read,
      global: n.global,
      createdAt: n.createdAt.toISOString(),
    })),
    unread,
  };
}

/** Marks the given notifications (or all of the user's) read; global ones stay shared. */
export async function markNotificationsRead({ db, userId, ids }: { db: Database; userId: string; ids?: string[] }) {
  const own = eq(notifications.userId, userId);
  const result = await db
    .update(notifications)
    .set({ read: true })
    .where(ids ? and(own, inArray(notifications.id, ids)) : own)
    .returning({ id: notifications.id });
  return { updated: result.length };
}

export async function deleteNotification({ db, userId, id }: { db: Database; userId: string; id: string }) {
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "notification not found");
}

export async function createNotification({ db, userId, title, message }: { db: Database; userId: string | null; title: string; message: string }) {
  const [row] = await db
    .insert(notifications)
    .values({ notificationId: crypto.randomUUID(), userId, global: userId === null, title, message })
    .returning();
  return row;
}
