// The instant scan's report by e-mail (spec §2.5: confirming → confirmed). Not the PDF of a
// scan's leaks (reports/); linking the mailed results to an account is link-scan-results.ts.
import { createHash, randomBytes } from "node:crypto";
import { type Database, instantScanResults, scans, user } from "@unleak/db";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Mailer } from "../mail/mailer";
import { isLinkable } from "./creator-name";
import { DEMO_CLIENT_KEY } from "./demo-scan";
import { findReadableScan, type ScanReader } from "./read-scans";
import { linkVerifiedScanResults } from "./link-scan-results";
import type { ScanSummary } from "./scan-summary";
import { countDaily } from "./visitor-quota";

/**
 * Report mails carry a visitor's text to any address, so they are counted per day in the
 * database (every process sees the same counts): per scan, per recipient and per client.
 * See docs/decisions/016-scan-lifecycle-and-report-mail.md.
 */
export const REPORT_MAIL_LIMITS = { perScan: 2, perRecipient: 3, perClient: 5 } as const;

const withoutFindings = (result: ScanSummary | null) => (result ? { ...result, findings: undefined } : null);
const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Texts of the mails in the caller's language; the server passes its translator. */
export type InstantScanReportMailTexts = (key: "confirmSubject" | "confirmText" | "reportSubject" | "reportText", values: Record<string, string | number>) => string;

export async function requestInstantScanReportMail({
  db,
  mailer,
  scanId,
  reader,
  addressKey,
  email,
  confirmUrl,
  texts,
}: {
  db: Database;
  mailer: Mailer;
  scanId: string;
  reader: ScanReader;
  /** The caller's address key (as for the visitor quota), counted beside the cookie or the user. */
  addressKey: string | null;
  email: string;
  confirmUrl: (token: string) => string;
  texts: InstantScanReportMailTexts;
}) {
  const scan = await findReadableScan({ db, scanId, reader });
  // The shared demo scan is everyone's to read and no one's to mail.
  if (scan.kind !== "instant" || scan.clientKey === DEMO_CLIENT_KEY) throw new AppError("NOT_FOUND");
  const creatorName = "names" in scan.subject ? (scan.subject.names[0] ?? "") : "";
  // Scans started before names were checked may hold a link: none goes out by mail.
  if (isLinkable(creatorName)) throw new AppError("CREATOR_NAME_INVALID");
  const token = randomBytes(24).toString("base64url");
  const address = email.trim().toLowerCase();
  const userId = reader.actor.kind === "visitor" ? null : reader.actor.userId;
  const clients = [userId ? `u:${userId}` : reader.cookieKey, addressKey].flatMap((key) => (key ? [`report-by:${key}`] : []));
  await db.transaction(async (tx) => {
    const { perScan, perRecipient, perClient } = REPORT_MAIL_LIMITS;
    const allowed =
      (await countDaily({ tx, keys: [`report-scan:${scanId}`], limit: perScan })) &&
      (await countDaily({ tx, keys: [`report-to:${createHash("sha256").update(address).digest("hex")}`], limit: perRecipient })) &&
      (clients.length === 0 || (await countDaily({ tx, keys: clients, limit: perClient })));
    // Thrown inside the transaction, so that no count is charged for a refused mail.
    if (!allowed) throw new AppError("REPORT_LIMIT_REACHED");
    await tx
      .insert(instantScanResults)
      .values({ scanId, email: address, creatorName, emailStatus: "confirming", confirmTokenHash: hashToken(token), result: withoutFindings(scan.result), userId })
      .onConflictDoUpdate({
        target: [instantScanResults.scanId, instantScanResults.email],
        set: { confirmTokenHash: hashToken(token), emailStatus: sql`case when ${instantScanResults.emailStatus} = 'confirmed' then 'confirmed' else 'confirming' end` },
      });
  });
  await mailer.send({ to: address, subject: texts("confirmSubject", { creatorName }), text: texts("confirmText", { creatorName, url: confirmUrl(token) }) });
  return { status: "confirming" as const };
}

/** Confirms the address behind a token and mails the report; false for an unknown token. */
export async function confirmInstantScanReportMail({ db, mailer, token, signUpUrl, texts }: { db: Database; mailer: Mailer; token: string; signUpUrl: string; texts: InstantScanReportMailTexts }) {
  const [row] = await db
    .update(instantScanResults)
    .set({ emailStatus: "confirmed", confirmedAt: new Date(), confirmTokenHash: null })
    .where(eq(instantScanResults.confirmTokenHash, hashToken(token)))
    .returning();
  if (!row || !row.email) return false;
  // The address may already belong to a verified account: it gets the results now.
  const [owner] = await db.select({ id: user.id }).from(user).where(and(sql`lower(${user.email}) = ${row.email}`, eq(user.emailVerified, true)));
  if (owner) await linkVerifiedScanResults({ db, userId: owner.id, verifiedEmail: row.email });
  const summary = row.result;
  const [scan] = row.scanId ? await db.select({ damage: scans.damage }).from(scans).where(eq(scans.id, row.scanId)) : [];
  const damage = scan?.damage;
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
