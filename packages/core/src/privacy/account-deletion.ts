// The deletion of a user's own account (issue 19, GDPR art. 17). Confirmed (the password and the
// second factor are checked by the server through better-auth), it is scheduled for the end of the
// grace period (DELETION_GRACE_DAYS): every session ends and every live stream closes at once, and
// a mail says when and how to cancel. Signing in again during the grace period is allowed; the
// account works as before and shows a banner with "Cancel deletion". When the period ends, the
// privacy sweep erases it (erase-account.ts).
import type { AccountDeletionView, KeptRecordReason } from "@unleak/contracts";
import { accountDeletions, adminAuditLog, agencyMembers, commissions, type Database, noticeEvents, noticeItems, noticeReplies, notices, payoutRequests, session, subscriptions } from "@unleak/db";
import { and, count, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { SignedInActor } from "../policy/actor";
import { authorise } from "../policy/policy";
import { liveEventsChannel } from "../realtime/live-event";
import { accountMailbox, mailDate, type PrivacyServices } from "./privacy-services";

type DeletionRow = typeof accountDeletions.$inferSelect;

export const deletionView = (row: DeletionRow): AccountDeletionView => ({ status: row.status, requestedAt: row.requestedAt.toISOString(), eraseAfter: row.eraseAfter.toISOString() });

/** The user's scheduled deletion, if any. */
export async function readScheduledDeletion(db: Database, userId: string): Promise<DeletionRow | null> {
  const [row] = await db.select().from(accountDeletions).where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "scheduled")));
  return row ?? null;
}

/** Whether the user is the only owner of an agency: it must be handed over or closed before the account goes. */
export async function ownsAgencyAlone(db: Database, userId: string): Promise<boolean> {
  const [membership] = await db.select({ agencyId: agencyMembers.agencyId, role: agencyMembers.role }).from(agencyMembers).where(eq(agencyMembers.userId, userId));
  if (membership?.role !== "owner") return false;
  const [owners] = await db.select({ n: count() }).from(agencyMembers).where(and(eq(agencyMembers.agencyId, membership.agencyId), eq(agencyMembers.role, "owner")));
  return (owners?.n ?? 0) <= 1;
}

/** The notices kept after an erasure: those that left (sent), with their items, log and replies. */
export const sentNoticeIds = (db: Database, userId: string) => db.select({ id: notices.id }).from(notices).where(and(eq(notices.userId, userId), isNotNull(notices.sentAt)));

/** What an erasure keeps, and why (the settings page shows it before the user confirms; the erasure records it). */
export async function keptRecordsOf(db: Database, userId: string): Promise<Array<{ table: string; count: number; reason: KeptRecordReason }>> {
  const n = async (query: Promise<Array<{ n: number }>>) => Number((await query)[0]?.n ?? 0);
  const sent = sentNoticeIds(db, userId);
  const counts: Array<{ table: string; count: number; reason: KeptRecordReason }> = [
    { table: "notices", count: await n(db.select({ n: count() }).from(notices).where(and(eq(notices.userId, userId), isNotNull(notices.sentAt)))), reason: "notices_sent" },
    { table: "notice_items", count: await n(db.select({ n: count() }).from(noticeItems).where(inArray(noticeItems.noticeId, sent))), reason: "notices_sent" },
    { table: "notice_events", count: await n(db.select({ n: count() }).from(noticeEvents).where(inArray(noticeEvents.noticeId, sent))), reason: "notices_sent" },
    { table: "notice_replies", count: await n(db.select({ n: count() }).from(noticeReplies).where(inArray(noticeReplies.noticeId, sent))), reason: "notices_sent" },
    { table: "subscriptions", count: await n(db.select({ n: count() }).from(subscriptions).where(eq(subscriptions.userId, userId))), reason: "billing_records" },
    { table: "commissions", count: await n(db.select({ n: count() }).from(commissions).where(eq(commissions.affiliateUserId, userId))), reason: "affiliate_payments" },
    { table: "payout_requests", count: await n(db.select({ n: count() }).from(payoutRequests).where(and(eq(payoutRequests.userId, userId), eq(payoutRequests.status, "paid")))), reason: "affiliate_payments" },
    { table: "admin_audit_log", count: await n(db.select({ n: count() }).from(adminAuditLog).where(eq(adminAuditLog.targetUserId, userId))), reason: "admin_records" },
  ];
  return counts.filter((record) => record.count > 0);
}

/** Ends every session of the user at once, and wakes their open live streams so that they end now (they re-check the session). */
export async function endEverySession(db: Database, userId: string): Promise<number> {
  const ended = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  await db.execute(sql`select pg_notify(${liveEventsChannel}, ${JSON.stringify({ kind: "profile", userId })})`);
  return ended.length;
}

/**
 * Schedules the erasure of the actor's own account (the caller has checked the password and the
 * second factor). Refused while they are an agency's only owner, and when one is already scheduled.
 */
export async function scheduleAccountDeletion(services: PrivacyServices, { actor, ownerId }: { actor: SignedInActor; ownerId: string }): Promise<AccountDeletionView> {
  const { db, clock } = services;
  authorise(actor, "privacy.manage", ownerId);
  if (await ownsAgencyAlone(db, ownerId)) throw new AppError("DELETION_BLOCKED_BY_AGENCY");
  const now = clock.now();
  const eraseAfter = new Date(now.getTime() + services.deletionGraceDays * 86_400_000);
  const [row] = await db.insert(accountDeletions).values({ userId: ownerId, requestedAt: now, eraseAfter }).onConflictDoNothing().returning();
  if (!row) throw new AppError("CONFLICT", "a deletion is already scheduled");
  await endEverySession(db, ownerId);
  const mailbox = await accountMailbox(db, ownerId);
  if (mailbox?.email) {
    const t = services.translatorFor(mailbox.language);
    await services.mailer.send({
      to: mailbox.email,
      subject: t("privacy:mail.deletionScheduled.subject", { date: mailDate(eraseAfter) }),
      text: t("privacy:mail.deletionScheduled.text", { date: mailDate(eraseAfter), url: `${services.appUrl}/login` }),
    });
  }
  return deletionView(row);
}

/** Cancels the actor's scheduled deletion during the grace period (NOT_FOUND when none is scheduled). */
export async function cancelAccountDeletion(services: PrivacyServices, { actor, ownerId }: { actor: SignedInActor; ownerId: string }): Promise<void> {
  const { db, clock } = services;
  authorise(actor, "privacy.manage", ownerId);
  const [row] = await db
    .update(accountDeletions)
    .set({ status: "cancelled", cancelledAt: clock.now() })
    .where(and(eq(accountDeletions.userId, ownerId), eq(accountDeletions.status, "scheduled")))
    .returning({ id: accountDeletions.id });
  if (!row) throw new AppError("NOT_FOUND");
  const mailbox = await accountMailbox(db, ownerId);
  if (mailbox?.email) {
    const t = services.translatorFor(mailbox.language);
    await services.mailer.send({ to: mailbox.email, subject: t("privacy:mail.deletionCancelled.subject"), text: t("privacy:mail.deletionCancelled.text") });
  }
}
