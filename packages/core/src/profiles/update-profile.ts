// Editing the account: profile fields, and the niche and stage-name lists (each replaced whole).
import type { Plan, ProfileUpdate } from "@unleak/contracts";
import { type Database, profiles, stageNames, userNiches } from "@unleak/db";
import { eq } from "drizzle-orm";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value.trim() === "" ? null : value.trim());

export async function updateProfile({ db, actor, ownerId: userId, changes }: Access & { db: Database; changes: ProfileUpdate }) {
  authorise(actor, "profile.update", userId);
  const values = Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, emptyToNull(value)]));
  await db.update(profiles).set({ ...values, updatedAt: new Date() }).where(eq(profiles.id, userId));
}

/** Case-insensitive de-duplication keeps the first spelling a creator typed. */
function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.map((v) => v.trim()).filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
}

export async function replaceNiches({ db, actor, ownerId: userId, niches }: Access & { db: Database; niches: string[] }) {
  authorise(actor, "profile.update", userId);
  await db.transaction(async (tx) => {
    await tx.delete(userNiches).where(eq(userNiches.userId, userId));
    const rows = unique(niches).map((niche) => ({ userId, niche }));
    if (rows.length) await tx.insert(userNiches).values(rows);
  });
}

export async function replaceStageNames({ db, actor, ownerId: userId, names }: Access & { db: Database; names: string[] }) {
  authorise(actor, "profile.update", userId);
  await db.transaction(async (tx) => {
    await tx.delete(stageNames).where(eq(stageNames.userId, userId));
    const rows = unique(names).map((name) => ({ userId, name }));
    if (rows.length) await tx.insert(stageNames).values(rows);
  });
}

export async function choosePlan({ db, actor, ownerId: userId, plan }: Access & { db: Database; plan: Plan | null }) {
  authorise(actor, "profile.update", userId);
  await db.update(profiles).set({ selectedPlan: plan, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
