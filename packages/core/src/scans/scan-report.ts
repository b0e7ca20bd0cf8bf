// The instant scan's report by e-mail (spec §2.5: confirming → confirmed) and linking those
// anonymous results to the account that later signs up with the same e-mail (spec §4).
import { createHash, randomBytes } from "node:crypto";
import { type Database, instantScanResults, scans, user } from "@unleak/db";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Mailer } from "../mail/mailer";
import { findReadableScan, type ScanViewer } from "./read-scans";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Texts of the mails in the caller's language; the server passes its translator. */
export type ReportTexts = (key: "confirmSubject" | "confirmText" | "reportSubject" | "reportText", values: Record<string, string | number>) => string;

export async function requestScanReport({
  db,
  mailer,
  scanId,
  viewer,
  email,
  confirmUrl,
  texts,
}: {
  db: Database;
  mailer: Mailer;
  scanId: string;
  viewer: ScanViewer;
  email: string;
  confirmUrl: (token: string) => string;
  texts: ReportTexts;
}) {
  const scan = await findReadableScan({ db, scanId, viewer });
  if (scan.kind !== "instant") throw new AppError("NOT_FOUND");
  const creatorName = (scan.subject as { names: string[] }).names[0] ?? "";
  const token = randomBytes(24).toString("base64url");
  const address = email.trim().toLowerCase();
  await db
    .insert(instantScanResults)
    .values({ scanId, email: address, creatorName, emailStatus: "confirming", confirmTokenHash: hashToken(token), result: scan.result, userId: viewer.userId })
    .onConflictDoUpdate({
      target: [instantScanResults.scanId, instantScanResults.email],
      set: { confirmTokenHash: hashToken(token), emailStatus: sql`case when ${instantScanResults.emailStatus} = 'confirmed' then 'confirmed' else 'confirming' end` },
    });
  await mailer.send({ to: address, subject: texts("confirmSubject", { creatorName }), text: texts("confirmText", { creatorName, url: confirmUrl(token) }) });
  return { status: "confirming" as const };
}

/** Confirms the address behind a token and mails the report; false for an unknown token. */
export async function confirmScanReport({ db, mailer, token, signUpUrl, texts }: { db: Database; mailer: Mailer; token: string; signUpUrl: string; texts: ReportTexts }) {
  const [row] = await db
    .update(instantScanResults)
    .set({ emailStatus: "confirmed", confirmedAt: new Date(), confirmTokenHash: null })
    .where(eq(instantScanResults.confirmTokenHash, hashToken(token)))
    .returning();
  if (!row || !row.email) return false;
  const summary = row.result as { leakCount?: number; platforms?: Array<{ siteName: string }> } | null;
  const [scan] = row.scanId ? await db.select({ damage: scans.damage }).from(scans).where(eq(scans.id, row.scanId)) : [];
  const damage = scan?.damage as { monthlyLoss: number; estimatedMonthlyViews: number; leaksCounted: number; assumptions: { conversionRate: number; pricePerMonth: number } } | null | undefined;
  const platforms = summary?.platforms ?? [];
  await mailer.send({
    to: row.email,
    subject: texts("reportSubject", { creatorName: row.creatorName }),
    text: texts("reportText", {
      creatorName: row.creatorName,
      leakCount: summary?.leakCount ?? 0,
      platformCount: platforms.length,
      platforms: platforms.map((p) => p.siteName).join(", ") || "-",
      monthlyLoss: (damage?.monthlyLoss ?? 0).toFixed(2),
      viewsPerLeak: damage && damage.leaksCounted > 0 ? Math.round(damage.estimatedMonthlyViews / damage.leaksCounted) : 0,
      conversionPercent: ((damage?.assumptions.conversionRate ?? 0) * 100).toFixed(1),
      price: (damage?.assumptions.pricePerMonth ?? 0).toFixed(2),
      url: signUpUrl,
    }),
  });
  return true;
}

/**
 * Links the anonymous results kept for `email` to the user, and their scans with them, but only
 * when that is the user's own verified address: nobody can claim someone else's results.
 */
export async function linkScanResults({ db, userId, email }: { db: Database; userId: string; email: string }) {
  const [account] = await db.select({ email: user.email, verified: user.emailVerified }).from(user).where(eq(user.id, userId));
  if (!account || !account.verified || account.email.toLowerCase() !== email.trim().toLowerCase()) throw new AppError("FORBIDDEN");
  return db.transaction(async (tx) => {
    const linked = await tx
      .update(instantScanResults)
      .set({ userId })
      .where(and(sql`lower(${instantScanResults.email}) = ${account.email.toLowerCase()}`, isNull(instantScanResults.userId)))
      .returning({ id: instantScanResults.id, scanId: instantScanResults.scanId });
    const scanIds = linked.flatMap((row) => (row.scanId ? [row.scanId] : []));
    if (scanIds.length) await tx.update(scans).set({ userId }).where(and(inArray(scans.id, scanIds), isNull(scans.userId)));
    return { linked: linked.length, scanIds };
  });
}
