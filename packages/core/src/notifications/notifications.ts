// A user's notifications: their own and the global ones, newest first (spec §7: 10 listed).
// Reading or deleting only ever touches the owner's own rows; global ones stay shared.
import type { NotificationList } from "@unleak/contracts";
import { type Database, notifications } from "@unleak/db";
import { and, desc, eq, inArray, or, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

const visibleTo = (userId: string) => or(eq(notifications.userId, userId), eq(notifications.global, true));

export async function listNotifications({ db, actor, ownerId, limit = 10 }: Access & { db: Database; limit?: number }): Promise<NotificationList> {
  authorise(actor, "notifications.read", ownerId);
  const rows = await db.select().from(notifications).where(visibleTo(ownerId)).orderBy(desc(notifications.createdAt)).limit(limit);
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(visibleTo(ownerId), eq(notifications.read, false)));
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

/** Marks the given notifications (or all of the owner's) read; global ones stay shared. */
export async function markNotificationsRead({ db, actor, ownerId, ids }: Access & { db: Database; ids?: string[] }) {
  authorise(actor, "notifications.update", ownerId);
  const own = eq(notifications.userId, ownerId);
  const result = await db
    .update(notifications)
    .set({ read: true })
    .where(ids ? and(own, inArray(notifications.id, ids)) : own)
    .returning({ id: notifications.id });
  return { updated: result.length };
}

export async function deleteNotification({ db, actor, ownerId, id }: Access & { db: Database; id: string }) {
  authorise(actor, "notifications.update", ownerId);
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, ownerId)))
    .returning({ id: notifications.id });
  if (deleted.length === 0) throw new AppError("NOT_FOUND", "notification not found");
}

/** Written by the system (a job, a scan), never by a request: no actor to authorise. */
export async function createNotification({ db, userId, title, message }: { db: Database; userId: string | null; title: string; message: string }) {
  const [row] = await db
    .insert(notifications)
    .values({ notificationId: crypto.randomUUID(), userId, global: userId === null, title, message })
    .returning();
  return row;
}
