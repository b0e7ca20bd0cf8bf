// A fixed-window request counter kept in the database (better-auth's rate_limit table), so a limit
// holds across API processes and restarts. Keys are namespaced by the caller ("crash:ip:…").
import { type Database, rateLimit } from "@unleak/db";
import { sql } from "drizzle-orm";

export interface RateLimitRule {
  /** Requests allowed per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends (0 when allowed). */
  retryAfterSeconds: number;
  /** Requests left in this window, and seconds until it ends (the API's RateLimit header, issue 19). */
  remaining?: number;
  resetSeconds?: number;
}

/** Counts one request for `key` atomically and tells whether it is within the rule. */
export async function consumeRateLimit({ db, key, rule, now = Date.now() }: { db: Database; key: string; rule: RateLimitRule; now?: number }): Promise<RateLimitVerdict> {
  const id = `limit:${key}`;
  const windowStart = now - rule.windowSeconds * 1000;
  // last_request holds the start of the current window; an expired window starts again at 1.
  const [row] = await db
    .insert(rateLimit)
    .values({ id, key: id, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count, startedAt: rateLimit.lastRequest });
  const resetSeconds = Math.max(1, Math.ceil((row.startedAt + rule.windowSeconds * 1000 - now) / 1000));
  const remaining = Math.max(0, rule.max - row.count);
  if (row.count <= rule.max) return { allowed: true, retryAfterSeconds: 0, remaining, resetSeconds };
  return { allowed: false, retryAfterSeconds: resetSeconds, remaining, resetSeconds };
}
