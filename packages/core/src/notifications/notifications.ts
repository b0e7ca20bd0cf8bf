// A user's notifications: their own and the global ones, newest first (spec §7: 10 listed).
// A user's own rows carry their read flag; a global notification is shared, so each user's read
// and deleted state of it lives in notification_states and touches nobody else (issue 15).
import type { InterfaceLanguage, Notification, NotificationList } from "@unleak/contracts";
import { type Database, type NotificationTranslations, notifications, notificationStates } from "@unleak/db";
import { and, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

/** The caller's own state of each global notification (null columns for the ones never touched). */
const stateOf = (userId: string) => and(eq(notificationStates.notificationId, notifications.id), eq(notificationStates.userId, userId));
/** Their own rows and the global ones they have not deleted. */
const visibleTo = (userId: string) =>
  and(or(eq(notifications.userId, userId), eq(notifications.global, true)), isNull(notificationStates.deletedAt));
const isRead = sql<boolean>`(${notifications.read} or ${notificationStates.readAt} is not null)`;

const notificationColumns = {
  id: notifications.id,
  notificationId: notifications.notificationId,
  title: notifications.title,
  message: notifications.message,
  read: isRead,
  global: notifications.global,
  createdAt: notifications.createdAt,
  translations: notifications.translations,
};

type NotificationRow = { id: string; notificationId: string; title: string; message: string; read: boolean; global: boolean; createdAt: Date | string; translations: NotificationTranslations | null };

/** A broadcast reads in the reader's language when it was written in it (issue 16); anything else in its own text (English). */
function notificationView({ translations, ...row }: NotificationRow, language?: InterfaceLanguage): Notification {
  const text = (language && translations?.[language]) || row;
  return { ...row, title: text.title, message: text.message, read: row.read === true, createdAt: new Date(row.createdAt).toISOString() };
}

export async function listNotifications({ db, actor, ownerId, limit = 10, language }: Access & { db: Database; limit?: number; language?: InterfaceLanguage }): Promise<NotificationList> {
  authorise(actor, "notifications.read", ownerId);
  const rows = await db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(notificationStates, stateOf(ownerId))
    .where(visibleTo(ownerId))
    .orderBy(desc(notifications.createdAt))
    .limit(limit);
  const [{ unread }] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .leftJoin(notificationStates, stateOf(ownerId))
    .where(and(visibleTo(ownerId), sql`not ${isRead}`));
  return { notifications: rows.map((row) => notificationView(row, language)), unread };
}

/** One notification as its owner sees it (for the live stream); null when it is not theirs to see. */
export async function findNotification({ db, actor, ownerId, id, language }: Access & { db: Database; id: string; language?: InterfaceLanguage }): Promise<Notification | null> {
  authorise(actor, "notifications.read", ownerId);
  const [row] = await db
    .select(notificationColumns)
    .from(notifications)
    .leftJoin(notificationStates, stateOf(ownerId))
    .where(and(eq(notifications.id, id), visibleTo(ownerId)));
  return row ? notificationView(row, language) : null;
}

/** Marks the given notifications (or all the owner sees) read: own rows directly, global ones for the owner only. */
export async function markNotificationsRead({ db, actor, ownerId, ids }: Access & { db: Database; ids?: string[] }) {
  authorise(actor, "notifications.update", ownerId);
  return db.transaction(async (tx) => {
    const own = and(eq(notifications.userId, ownerId), eq(notifications.global, false));
    const ownRows = await tx
      .update(notifications)
      .set({ read: true })
      .where(ids ? and(own, inArray(notifications.id, ids)) : own)
      .returning({ id: notifications.id });
    const global = and(eq(notifications.global, true), isNull(notificationStates.deletedAt));
    const globals = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .leftJoin(notificationStates, stateOf(ownerId))
      .where(ids ? and(global, inArray(notifications.id, ids)) : global);
    if (globals.length > 0) {
      const now = new Date();
      await tx
        .insert(notificationStates)
        .values(globals.map(({ id }) => ({ userId: ownerId, notificationId: id, readAt: now })))
        .onConflictDoUpdate({
          target: [notificationStates.userId, notificationStates.notificationId],
          set: { readAt: sql`coalesce(${notificationStates.readAt}, excluded.read_at)` },
        });
    }
    return { updated: ownRows.length + globals.length };
  });
}

/** Deletes one of the owner's notifications; a global one is only hidden from the owner. */
export async function deleteNotification({ db, actor, ownerId, id }: Access & { db: Database; id: string }) {
  authorise(actor, "notifications.update", ownerId);
  const deleted = await db
    .delete(notifications)
    .where(and(eq(notifications.id, id), eq(notifications.userId, ownerId), eq(notifications.global, false)))
    .returning({ id: notifications.id });
  if (deleted.length > 0) return;
  const [global] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .leftJoin(notificationStates, stateOf(ownerId))
    .where(and(eq(notifications.id, id), eq(notifications.global, true), isNull(notificationStates.deletedAt)));
  if (!global) throw new AppError("NOT_FOUND", "notification not found");
  await db
    .insert(notificationStates)
    .values({ userId: ownerId, notificationId: id, deletedAt: new Date() })
    .onConflictDoUpdate({ target: [notificationStates.userId, notificationStates.notificationId], set: { deletedAt: new Date() } });
}

/** Written by the system (a job, a scan), never by a request: no actor to authorise. */
export async function createNotification({ db, userId, title, message }: { db: Database; userId: string | null; title: string; message: string }) {
  const [row] = await db
    .insert(notifications)
    .values({ notificationId: crypto.randomUUID(), userId, global: userId === null, title, message })
    .returning();
  return row;
}
