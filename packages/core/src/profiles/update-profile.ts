// Editing the account: profile fields, and the niche and stage-name lists (each replaced whole).
import type { ProfileUpdate } from "@unleak/contracts";
import { type Database, profiles, stageNames, userNiches } from "@unleak/db";
import { eq } from "drizzle-orm";

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim());

export async function updateProfile({ db, userId, changes }: { db: Database; userId: string; changes: ProfileUpdate }) {
  const values = Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, emptyToNull(value)]));
  await db.update(profiles).set({ ...values, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

/** Case-insensitive de-duplication keeps the first spelling a creator typed. */
function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.map((v) => v.trim()).filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
}

export async function replaceNiches({ db, userId, niches }: { db: Database; userId: string; niches: string[] }) {
  await db.transaction(async (tx) => {
    await tx.delete(userNiches).where(eq(userNiches.userId, userId));
    const rows = unique(niches).map((niche) => ({ userId, niche }));
    if (rows.length) await tx.insert(userNiches).values(rows);
  });
}

export async function replaceStageNames({ db, userId, names }: { db: Database; userId: string; names: string[] }) {
  await db.transaction(async (tx) => {
    await tx.delete(stageNames).where(eq(stageNames.userId, userId));
    const rows = unique(names).map((name) => ({ userId, name }));
    if (rows.length) await tx.insert(stageNames).values(rows);
  });
}

export async function choosePlan({ db, userId, plan }: { db: Database; userId: string; plan: "starter" | "pro" | "elite" | null }) {
  await db.update(profiles).set({ selectedPlan: plan, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
