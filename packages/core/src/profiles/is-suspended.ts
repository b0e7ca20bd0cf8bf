// Whether an account is suspended (spec §3: profiles.banned, or an active row in user_bans). The
// server refuses a suspended account's requests, apart from what its suspension screen needs.
// It is asked on every signed-in request, so both facts are read in one round trip.
import { type Database, profiles, userBans } from "@unleak/db";
import { sql } from "drizzle-orm";

export async function isSuspended({ db, userId }: { db: Database; userId: string }): Promise<boolean> {
  const result = await db.execute(sql`
    select exists(select 1 from ${profiles} where ${profiles.id} = ${userId} and ${profiles.banned})
        or exists(select 1 from ${userBans} where ${userBans.userId} = ${userId} and ${userBans.isActive}) as suspended`);
  const [row] = (result as unknown as { rows: Array<{ suspended: boolean }> }).rows;
  return row?.suspended === true;
}
