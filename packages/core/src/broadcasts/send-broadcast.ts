// An administrator's broadcast (issue 16): a notification whose title and message are the English
// text and whose `translations` hold German, Spanish and French, so each reader sees their own
// (notifications.ts picks it). Everybody gets ONE global row (each user's read and deleted state of
// it lives in notification_states); one plan's users get a row each, written by one
// insert … select; one user gets one row. The database announces every insert, so it arrives live.
// The audit entry is written in the same transaction as the rows.
import type { SendBroadcast, SentBroadcast } from "@unleak/contracts";
import { type Database, notifications, type NotificationTranslations, profiles, user } from "@unleak/db";
import { count, eq, sql } from "drizzle-orm";
import { recordAdminAction } from "../admin/admin-audit";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** The users of one plan, one row each, in a single statement; answers how many. */
async function insertForTier(tx: Transaction, { broadcastId, tier, title, message, translations }: { broadcastId: string; tier: string; title: string; message: string; translations: NotificationTranslations }): Promise<number> {
  const result = await tx.execute(sql`
    with inserted as (
      insert into ${notifications} (notification_id, user_id, global, title, message, translations)
      select ${`broadcast:${broadcastId}:`} || ${profiles.id}, ${profiles.id}, false, ${title}, ${message}, ${JSON.stringify(translations)}::jsonb
        from ${profiles} where ${profiles.subscriptionTier} = ${tier}
      returning 1
    )
    select count(*)::int as recipients from inserted`);
  const [row] = (result as unknown as { rows: Array<{ recipients: number }> }).rows;
  return Number(row?.recipients ?? 0);
}

export async function sendBroadcast({ db, actor, audience, texts }: SendBroadcast & { db: Database; actor: SignedInActor }): Promise<SentBroadcast> {
  authorise(actor, "admin.broadcasts.send", actor.userId);
  const { en, ...translations } = texts;
  const broadcastId = crypto.randomUUID();
  const text = { title: en.title, message: en.message, translations };
  return db.transaction(async (tx) => {
    let recipients: number;
    let notificationIds: string[] | undefined;
    if (audience.kind === "all") {
      const [row] = await tx.insert(notifications).values({ ...text, notificationId: `broadcast:${broadcastId}`, userId: null, global: true }).returning({ id: notifications.id });
      const [{ accounts }] = await tx.select({ accounts: count() }).from(user);
      [recipients, notificationIds] = [Number(accounts), [row!.id]];
    } else if (audience.kind === "user") {
      const [target] = await tx.select({ id: user.id }).from(user).where(eq(user.id, audience.userId));
      if (!target) throw new AppError("NOT_FOUND", "no user with this id");
      const [row] = await tx.insert(notifications).values({ ...text, notificationId: `broadcast:${broadcastId}:${target.id}`, userId: target.id }).returning({ id: notifications.id });
      [recipients, notificationIds] = [1, [row!.id]];
    } else {
      // A plan may hold thousands: their rows are found by the broadcast id in notification_id.
      recipients = await insertForTier(tx, { broadcastId, tier: audience.tier, ...text });
    }
    await recordAdminAction(tx, {
      actor,
      action: "broadcast.send",
      targetUserId: audience.kind === "user" ? audience.userId : null,
      reason: null,
      details: { broadcastId, audience, title: en.title, recipients, ...(notificationIds ? { notificationIds } : {}) },
    });
    return { id: broadcastId, recipients };
  });
}
