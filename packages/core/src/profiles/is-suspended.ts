// Whether an account is suspended (spec §3: profiles.banned, or an active row in user_bans). The
// server refuses a suspended account's requests, apart from what its suspension screen needs.
import { type Database, profiles, userBans } from "@unleak/db";
import { and, eq } from "drizzle-orm";

export async function isSuspended({ db, userId }: { db: Database; userId: string }): Promise<boolean> {
  const [profile] = await db.select({ banned: profiles.banned }).from(profiles).where(eq(profiles.id, userId));
  if (profile?.banned) return true;
  const [ban] = await db
    .select({ id: userBans.id })
    .from(userBans)
    .where(and(eq(userBans.userId, userId), eq(userBans.isActive, true)))
    .limit(1);
  return Boolean(ban);
}
