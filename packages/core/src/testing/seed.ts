// Rows that core's integration tests start from: an account with its profile, and a finished scan.
import { type Database, scans, user } from "@unleak/db";
import { ensureProfile } from "../profiles/ensure-profile";
import { rememberLanguage } from "../profiles/language";

export async function seedCreator(db: Database, { id, email, name = "Nova Quill", language = null }: { id: string; email: string; name?: string; language?: string | null }) {
  await db.insert(user).values({ id, name, email, emailVerified: true });
  await ensureProfile({ db, userId: id, email, fullName: name });
  if (language) await rememberLanguage({ db, userId: id, language });
  return id;
}

export async function seedFinishedScan(db: Database, { userId, kind = "full", result = {}, damage = null, startedAt = new Date("2026-03-01T09:00:00Z") }: { userId: string; kind?: "full" | "monitoring" | "instant"; result?: object; damage?: object | null; startedAt?: Date }) {
  const [scan] = await db
    .insert(scans)
    .values({ userId, kind, scope: "full", status: "completed", subject: {}, result: { leakCount: 0, sitesScanned: 1, siteErrors: 0, byQuality: { exact: 0, high: 0, good: 0 }, platforms: [], samples: [], ...result }, damage, startedAt, finishedAt: new Date(startedAt.getTime() + 60_000) })
    .returning();
  return scan;
}
