// The nightly identity-retention job: the ID pictures and selfies of decided verifications are
// deleted once the retention period (IDENTITY_DOCUMENT_RETENTION_DAYS, default 30) has passed since
// the decision. The decision, its date and who made it stay on record (spec §3, ADR 018).
import { type Database, identityVerifications } from "@unleak/db";
import { identityRetentionJob, type Queue } from "@unleak/jobs";
import { and, eq, inArray, isNull, lt } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";
import { documentKeysOf, removeIdentityFiles } from "./identity-documents";

export const IDENTITY_RETENTION_CRON = "45 3 * * *";
export const DEFAULT_IDENTITY_DOCUMENT_RETENTION_DAYS = 30;

/** Deletes the documents of verifications decided more than `retentionDays` before `now`; answers how many verifications. */
export async function deleteExpiredIdentityDocuments({ db, storage, retentionDays, now = new Date() }: { db: Database; storage: FileStorage; retentionDays: number; now?: Date }): Promise<number> {
  const decidedBefore = new Date(now.getTime() - retentionDays * 86_400_000);
  const expired = await db
    .select()
    .from(identityVerifications)
    .where(and(inArray(identityVerifications.status, ["approved", "rejected"]), lt(identityVerifications.reviewedAt, decidedBefore), isNull(identityVerifications.documentsDeletedAt)));
  for (const row of expired) {
    await removeIdentityFiles(storage, documentKeysOf(row));
    await db
      .update(identityVerifications)
      .set({ documentKey: null, documentBackKey: null, selfieKey: null, documentsDeletedAt: now })
      .where(and(eq(identityVerifications.id, row.id), isNull(identityVerifications.documentsDeletedAt)));
  }
  return expired.length;
}

export async function workIdentityRetention({ db, queue, storage, retentionDays = DEFAULT_IDENTITY_DOCUMENT_RETENTION_DAYS }: { db: Database; queue: Queue; storage: FileStorage; retentionDays?: number }): Promise<void> {
  await queue.work(identityRetentionJob, async () => void (await deleteExpiredIdentityDocuments({ db, storage, retentionDays })));
  await queue.schedule(identityRetentionJob, IDENTITY_RETENTION_CRON, { tick: true });
}
