// The interface language a creator last used, kept so that what reaches them in the background
// (monitoring alerts by notification and e-mail, scans/new-leaks-alert.ts reads it) speaks it.
// Callers pass a supported code.
import { type Database, profiles } from "@unleak/db";
import { and, eq, sql } from "drizzle-orm";

export async function rememberLanguage({ db, userId, language }: { db: Database; userId: string; language: string }): Promise<void> {
  await db.update(profiles).set({ language }).where(and(eq(profiles.id, userId), sql`${profiles.language} is distinct from ${language}`));
}

