// Tokens that may be used once (a solved CAPTCHA challenge): the first use is recorded until the
// token expires, every later use is refused. Stored in the rate_limit table to need no migration.
import { type Database, rateLimit } from "@unleak/db";
import { and, like, lt } from "drizzle-orm";

/** True the first time `token` is claimed before `expiresAt` (ms); false for a replay. */
export async function claimSingleUse({ db, scope, token, expiresAt, now = Date.now() }: { db: Database; scope: string; token: string; expiresAt: number; now?: number }): Promise<boolean> {
  const prefix = `once:${scope}:`;
  // Forget claims whose token has expired anyway: they can no longer be replayed.
  await db.delete(rateLimit).where(and(like(rateLimit.key, `${prefix}%`), lt(rateLimit.lastRequest, now)));
  const id = `${prefix}${token}`;
  const inserted = await db.insert(rateLimit).values({ id, key: id, count: 1, lastRequest: expiresAt }).onConflictDoNothing().returning({ id: rateLimit.id });
  return inserted.length === 1;
}
