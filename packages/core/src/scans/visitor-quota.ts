// Visitors' free scans (spec §6: 3 a day), counted atomically per client key. One statement
// increments every key of the caller, each only while below the limit; the caller's transaction
// rolls back unless all keys were under it. Past days are forgotten daily. See
// docs/decisions/005-visitor-scan-limits.md.
import type { Database } from "@unleak/db";
import { visitorScanQuota } from "@unleak/db";
import { lt, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";

export const VISITOR_SCANS_PER_DAY = 3;

type Executor = Pick<Database, "execute">;

export async function consumeVisitorScan({ tx, clientKeys, now = new Date(), limit = VISITOR_SCANS_PER_DAY }: { tx: Executor; clientKeys: string[]; now?: Date; limit?: number }) {
  if (!(await countDaily({ tx, keys: clientKeys, limit, now }))) throw new AppError("SCAN_LIMIT_REACHED");
}

/**
 * Counts one use of each key today, each only while under `limit`; false when a key was at its
 * limit (then the caller's transaction must roll back, so that no key is charged). Other daily
 * limits (report mails) share the table with a prefix of their own.
 */
export async function countDaily({ tx, keys: clientKeys, limit, now = new Date() }: { tx: Executor; keys: string[]; limit: number; now?: Date }): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const keys = [...new Set(clientKeys)].sort();
  const values = sql.join(
    keys.map((key) => sql`(${key}, ${day}::date, 1)`),
    sql`, `,
  );
  const result = await tx.execute(sql`
    insert into visitor_scan_quota (client_key, day, count) values ${values}
    on conflict (client_key, day) do update set count = visitor_scan_quota.count + 1
    where visitor_scan_quota.count < ${limit}
    returning client_key`);
  return (result as unknown as { rows: unknown[] }).rows.length === keys.length;
}

/**
 * Forgets the counts of days before yesterday: they limit nothing any more, and their keys hold
 * visitors' addresses. Yesterday stays, for visitors whose day is not yet over. Run daily.
 */
export async function forgetOldVisitorQuota({ db, now = new Date() }: { db: Pick<Database, "delete">; now?: Date }): Promise<number> {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);
  const gone = await db.delete(visitorScanQuota).where(lt(visitorScanQuota.day, yesterday)).returning({ key: visitorScanQuota.clientKey });
  return gone.length;
}
