// Per-account sign-in throttle: after a few wrong passwords for one account, whatever address
// they come from, further attempts wait a short delay that doubles with each failure (capped).
// Counted in the database (better-auth's rate_limit table) so it holds across API processes.
import { type Database, rateLimit } from "@unleak/db";
import { eq, sql } from "drizzle-orm";

export interface SignInThrottlePolicy {
  /** Failures allowed before any delay. */
  freeFailures: number;
  /** The first delay; each further failure doubles it. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** Failures older than this (counted from the last one) are forgotten. */
  forgetAfterSeconds: number;
}

export const defaultSignInThrottle: SignInThrottlePolicy = { freeFailures: 5, baseDelaySeconds: 30, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 };

const keyOf = (account: string) => `account-sign-in:${account.trim().toLowerCase()}`;

/** The wait after `failures` consecutive failures, in seconds (0 while still free). */
export function throttleDelaySeconds(failures: number, policy: SignInThrottlePolicy = defaultSignInThrottle): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.maxDelaySeconds, policy.baseDelaySeconds * 2 ** (failures - policy.freeFailures));
}

/** Seconds the account must still wait before the next attempt, or 0. */
export async function signInRetryAfter({ db, account, now = Date.now(), policy = defaultSignInThrottle }: { db: Database; account: string; now?: number; policy?: SignInThrottlePolicy }): Promise<number> {
  const [row] = await db.select({ count: rateLimit.count, last: rateLimit.lastRequest }).from(rateLimit).where(eq(rateLimit.key, keyOf(account)));
  if (!row || now - row.last > policy.forgetAfterSeconds * 1000) return 0;
  const waitUntil = row.last + throttleDelaySeconds(row.count, policy) * 1000;
  return waitUntil > now ? Math.ceil((waitUntil - now) / 1000) : 0;
}

/** Counts one failed attempt atomically (concurrent failures are all counted). */
export async function recordSignInFailure({ db, account, now = Date.now(), policy = defaultSignInThrottle }: { db: Database; account: string; now?: number; policy?: SignInThrottlePolicy }): Promise<void> {
  const key = keyOf(account);
  const forgetBefore = now - policy.forgetAfterSeconds * 1000;
  await db
    .insert(rateLimit)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: { count: sql`case when ${rateLimit.lastRequest} < ${forgetBefore} then 1 else ${rateLimit.count} + 1 end`, lastRequest: now },
    });
}

/** Forgets the failures, after a successful sign-in or password reset. */
export async function clearSignInFailures({ db, account }: { db: Database; account: string }): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, keyOf(account)));
}
