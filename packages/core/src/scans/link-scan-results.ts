// Linking an instant scan's mailed results (instant-scan-report-mail.ts) to the account that later
// signs up with the same e-mail (spec §4): the linked scans' leaks become the account's leaks.
import { type Database, instantScanResults, scans, user } from "@unleak/db";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import { upsertLeaks } from "./save-leaks";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

/**
 * Links the anonymous results kept for `email` to the user, and their scans with them, but only
 * when that is the user's own verified address and the report address was confirmed (spec §2.5):
 * nobody can claim someone else's results, and nobody can push a scan into another's account.
 * The linked scans' leaks become the user's leaks.
 */
export async function linkScanResults({ db, actor, ownerId, email }: Access & { db: Database; email: string }) {
  authorise(actor, "scans.link", ownerId);
  const userId = ownerId;
  const [account] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (!account || !account.verified || account.email.toLowerCase() !== email.trim().toLowerCase()) throw new AppError("FORBIDDEN");
  return linkVerifiedScanResults({ db, userId, verifiedEmail: account.email });
}

/** The same for a caller that has just read the account and knows `verifiedEmail` is its verified address. */
export async function linkVerifiedScanResults({ db, userId, verifiedEmail }: { db: Database; userId: string; verifiedEmail: string }) {
  const address = verifiedEmail.toLowerCase();
  return db.transaction(async (tx) => {
    const linked = await tx
      .update(instantScanResults)
      .set({ userId })
      .where(and(sql`lower(${instantScanResults.email}) = ${address}`, eq(instantScanResults.emailStatus, "confirmed"), isNull(instantScanResults.userId)))
      .returning({ id: instantScanResults.id, scanId: instantScanResults.scanId });
    const scanIds = linked.flatMap((row) => (row.scanId ? [row.scanId] : []));
    const adopted = scanIds.length ? await tx.update(scans).set({ userId }).where(and(inArray(scans.id, scanIds), isNull(scans.userId))).returning() : [];
    for (const scan of adopted) {
      const findings = scan.result?.findings ?? [];
      // An older scan adopted later never overwrites what newer scans saw or the creator decided.
      await upsertLeaks({ db: tx, userId, scanId: scan.id, records: findings, since: scan.startedAt ?? scan.createdAt, refresh: false });
    }
    return { linked: linked.length, scanIds };
  });
}
