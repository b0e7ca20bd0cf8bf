// The erasure of an account whose deletion grace period ended (issue 19). Its private files go from
// storage; every personal row goes (the tables personal-data.ts lists), with better-auth's
// accounts, sessions, two-factor and verification values; the `user` row becomes a tombstone
// ("Deleted user", deleted-<id>@invalid, no password, no phone) so that what must be kept stays
// valid: notices already sent with their items, log and replies (the legal record of notices sent
// on the user's behalf, for the limitation periods), billing and affiliate payment records (commercial
// and tax retention), and administrators' audit entries (append-only). The deletion row records
// what was kept, with the reason. Nothing of another user is touched.
import { accountDeletions, dataExports, type Database, mailOutbox, noticeReplies, notices, payoutRequests, twoFactor, user, verification } from "@unleak/db";
import { and, eq, inArray, isNull, lte, ne, or } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";
import { keptRecordsOf, endEverySession } from "./account-deletion";
import { removeDataExports } from "./data-export";
import { personalFiles, personalSources, tableNameOf } from "./personal-data";

/** Tables whose rows outlive the erasure, or that are handled on their own below. */
const handledApart = new Set(["user", "account_deletions", "admin_audit_log", "notices", "notice_items", "notice_events", "notice_chains", "notice_replies", "subscriptions", "commissions", "payout_requests", "mail_outbox", "data_exports"]);

export const tombstoneEmail = (userId: string) => `deleted-${userId}@invalid`;

/** Erases one account now; answers false when it has no scheduled deletion (cancelled meanwhile, or erased already). */
export async function eraseAccount({ db, storage, userId, now }: { db: Database; storage: FileStorage; userId: string; now: Date }): Promise<boolean> {
  const [deletion] = await db.select().from(accountDeletions).where(and(eq(accountDeletions.userId, userId), eq(accountDeletions.status, "scheduled")));
  if (!deletion) return false;
  const [account] = await db.select({ email: user.email, phoneNumber: user.phoneNumber }).from(user).where(eq(user.id, userId));
  if (!account) return false;
  await endEverySession(db, userId);
  const kept = await keptRecordsOf(db, userId);

  // Files first: a rerun after a failure finds the rows again and removes what is left.
  for (const source of personalSources) {
    const files = personalFiles[tableNameOf(source.table)];
    if (!files) continue;
    const rows = (await db.select().from(source.table).where(eq(source.column, userId))) as Array<Record<string, unknown>>;
    for (const row of rows) for (const { bucket, keys } of files) for (const key of keys(row)) await storage.remove(bucket, key);
  }
  await removeDataExports(db, storage, userId);

  await db.transaction(async (tx) => {
    // Notices that never left are no record of anything: they go (with their items, log entries and replies).
    await tx.delete(notices).where(and(eq(notices.userId, userId), isNull(notices.sentAt)));
    await tx.update(notices).set({ pdfKey: null }).where(eq(notices.userId, userId));
    await tx.delete(noticeReplies).where(and(eq(noticeReplies.userId, userId), isNull(noticeReplies.noticeId)));
    await tx.delete(payoutRequests).where(and(eq(payoutRequests.userId, userId), ne(payoutRequests.status, "paid")));
    for (const source of personalSources) {
      if (handledApart.has(tableNameOf(source.table))) continue;
      await tx.delete(source.table).where(eq(source.column, userId));
    }
    await tx.delete(dataExports).where(eq(dataExports.userId, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    const identifiers = [account.email, ...(account.phoneNumber ? [account.phoneNumber] : [])];
    await tx.delete(verification).where(or(eq(verification.value, userId), inArray(verification.identifier, identifiers)));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, account.email));
    await tx
      .update(user)
      .set({ name: "Deleted user", email: tombstoneEmail(userId), emailVerified: false, image: null, twoFactorEnabled: false, phoneNumber: null, phoneNumberVerified: null, banned: false, banReason: null, banExpires: null, updatedAt: now })
      .where(eq(user.id, userId));
    await tx.update(accountDeletions).set({ status: "erased", erasedAt: now, kept }).where(eq(accountDeletions.id, deletion.id));
  });
  return true;
}

/** Erases every account whose grace period ended by `now`; answers how many. */
export async function eraseDueAccounts({ db, storage, now }: { db: Database; storage: FileStorage; now: Date }): Promise<number> {
  const due = await db.select({ userId: accountDeletions.userId }).from(accountDeletions).where(and(eq(accountDeletions.status, "scheduled"), lte(accountDeletions.eraseAfter, now)));
  let erased = 0;
  for (const { userId } of due) if (await eraseAccount({ db, storage, userId, now })) erased += 1;
  return erased;
}
