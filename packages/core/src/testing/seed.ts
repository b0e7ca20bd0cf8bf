// Rows that core's integration tests start from: an account with its profile, and a finished scan.
import { type Database, scans, user } from "@unleak/db";
import type { DamageEstimate } from "@unleak/scanner";
import { ensureProfile } from "../profiles/ensure-profile";
import { rememberLanguage } from "../profiles/language";
import type { ScanSummary } from "../scans/scan-summary";

export async function seedCreator(db: Database, { id, email, name = "Nova Quill", language = null }: { id: string; email: string; name?: string; language?: string | null }) {
  await db.insert(user).values({ id, name, email, emailVerified: true });
  await ensureProfile({ db, userId: id, email, fullName: name });
  if (language) await rememberLanguage({ db, userId: id, language });
  return id;
}

/** A finished scan's stored summary that found nothing, with `overrides`. */
export function scanSummary(overrides: Partial<ScanSummary> = {}): ScanSummary {
  return { leakCount: 0, sitesScanned: 1, siteErrors: 0, byQuality: { exact: 0, high: 0, good: 0 }, platforms: [], samples: [], ...overrides };
}

export async function seedFinishedScan(
  db: Database,
  { userId, kind = "full", result = {}, damage = null, startedAt = new Date("2026-03-01T09:00:00Z") }: { userId: string; kind?: "full" | "monitoring"; result?: Partial<ScanSummary>; damage?: DamageEstimate | null; startedAt?: Date },
) {
  const finishedAt = new Date(startedAt.getTime() + 60_000);
  const [scan] = await db.insert(scans).values({ userId, kind, scope: "full", status: "completed", subject: { fromAccount: true }, result: scanSummary(result), damage, startedAt, finishedAt }).returning();
  return scan;
}
