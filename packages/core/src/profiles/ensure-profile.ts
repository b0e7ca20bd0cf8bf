// A profile row exists for every account (spec §3): created at sign-up, and again on sign-in if
// it is missing, e.g. after an import.
import { type Database, profiles } from "@unleak/db";
import { eq } from "drizzle-orm";

export async function ensureProfile({ db, userId, email, fullName }: { db: Database; userId: string; email: string; fullName?: string | null }) {
  const [firstName, ...rest] = (fullName ?? "").trim().split(/\s+/).filter(Boolean);
  await db
    .insert(profiles)
    .values({ id: userId, email, firstName: firstName?.slice(0, 60) ?? null, lastName: rest.join(" ") || null })
    .onConflictDoNothing({ target: profiles.id });
}

/** Keeps the profile's e-mail equal to the account's after an e-mail change. */
export async function syncProfileEmail({ db, userId, email }: { db: Database; userId: string; email: string }) {
  await db.update(profiles).set({ email, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
