// What the PDF report of one scan shows, read for its owner only: the stored summary and damage
// estimate, the creator's name, and the leaks (a full scan's stored leaks, an instant scan's samples).
import { AppError, findReadableScan, type ScanSummary } from "@unleak/core";
import { type Database, leaks, stageNames, user } from "@unleak/db";
import type { DamageEstimate } from "@unleak/scanner";
import { and, asc, eq, isNull } from "drizzle-orm";

export interface ReportLeak {
  url: string;
  siteName: string;
  quality: "exact" | "high" | "good";
  firstSeenAt: Date | null;
}

export interface ScanReportData {
  kind: "instant" | "full" | "monitoring";
  creatorName: string;
  finishedAt: Date;
  summary: ScanSummary;
  damage: DamageEstimate | null;
  leaks: ReportLeak[];
  /** True when only the instant scan's sample leaks are known (visitors' scans keep no leak rows). */
  samplesOnly: boolean;
}

export async function loadScanReport({ db, scanId, userId }: { db: Database; scanId: string; userId: string }): Promise<ScanReportData> {
  const scan = await findReadableScan({ db, scanId, viewer: { userId, visitorKey: null } });
  if (scan.userId !== userId) throw new AppError("NOT_FOUND");
  if (scan.status !== "completed" || !scan.result || !scan.finishedAt) throw new AppError("CONFLICT");
  const summary = scan.result as ScanSummary;
  const samplesOnly = scan.kind === "instant";
  const rows = samplesOnly
    ? summary.samples.map((sample) => ({ url: sample.url, siteName: sample.siteName, quality: sample.quality, firstSeenAt: scan.finishedAt }))
    : await db
        .select({ url: leaks.url, siteName: leaks.siteName, quality: leaks.quality, firstSeenAt: leaks.firstSeenAt })
        .from(leaks)
        .where(and(eq(leaks.userId, userId), eq(leaks.scanId, scan.id), isNull(leaks.disposition)))
        .orderBy(asc(leaks.siteName), asc(leaks.url));
  return {
    kind: scan.kind,
    creatorName: await creatorNameOf({ db, userId, subject: scan.subject }),
    finishedAt: scan.finishedAt,
    summary,
    damage: scan.damage as DamageEstimate | null,
    leaks: rows,
    samplesOnly,
  };
}

/** An instant scan names its creator; a full scan reads the account's stage name, else the account name. */
async function creatorNameOf({ db, userId, subject }: { db: Database; userId: string; subject: unknown }): Promise<string> {
  const named = (subject as { names?: string[] } | null)?.names?.[0];
  if (named) return named;
  const [stage] = await db.select({ name: stageNames.name }).from(stageNames).where(eq(stageNames.userId, userId)).limit(1);
  if (stage) return stage.name;
  const [account] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId));
  return account?.name ?? "";
}
