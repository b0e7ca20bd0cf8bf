// Which of a creator's leaks may be filed (issue 12, DESIGN.md §6.2). Never: a leak the creator
// judged (her own account, licensed, a false match), a URL under her whitelist or one of her
// official links, or a leak whose notices already left. Everything else may, and name-only and
// good matches only with her confirmation (the request itself, never the automatic filing).
import type { SkipReason } from "@unleak/contracts";
import { type Database, leaks, officialLinks, whitelistEntries } from "@unleak/db";
import { and, eq, inArray } from "drizzle-orm";

export type LeakRow = typeof leaks.$inferSelect;

/** Statuses from which a removal may be requested (again, for failed and rejected ones). */
export const REQUESTABLE_STATUSES = ["new", "awaiting_confirmation", "failed", "rejected"] as const satisfies readonly LeakRow["status"][];

/** A leak the creator must confirm herself: a name mention only, a picture match of quality good, or an impersonating profile (issue 18: only ever reported by her own act). */
export function needsConfirmation(leak: Pick<LeakRow, "kind" | "quality">): boolean {
  return leak.kind !== "picture" || leak.quality === "good";
}

/** The URL prefixes never filed against: the whitelist and the creator's official links. */
export async function protectedPrefixes(db: Pick<Database, "select">, userId: string): Promise<string[]> {
  const listed = await db.select({ prefix: whitelistEntries.urlPrefix }).from(whitelistEntries).where(eq(whitelistEntries.userId, userId));
  const official = await db.select({ url: officialLinks.url }).from(officialLinks).where(eq(officialLinks.userId, userId));
  return [...listed.map((row) => row.prefix), ...official.map((row) => row.url)];
}

/** Whether a URL lies under a protected prefix (compared without case and a trailing slash). */
export function isProtected(url: string, prefixes: string[]): boolean {
  const target = url.toLowerCase().replace(/\/+$/, "");
  return prefixes.some((prefix) => {
    const base = prefix.toLowerCase().replace(/\/+$/, "");
    return base !== "" && (target === base || target.startsWith(`${base}/`) || target.startsWith(`${base}?`));
  });
}

export interface Sorted {
  fileable: LeakRow[];
  skipped: Array<{ leakId: string; reason: SkipReason }>;
}

/** Sorts the requested leaks of `userId` into those that may be filed and those skipped, with why. */
export async function sortRequestedLeaks(db: Pick<Database, "select">, userId: string, leakIds: string[]): Promise<Sorted> {
  const ids = [...new Set(leakIds)];
  const rows = ids.length ? await db.select().from(leaks).where(and(eq(leaks.userId, userId), inArray(leaks.id, ids))) : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const prefixes = await protectedPrefixes(db, userId);
  const sorted: Sorted = { fileable: [], skipped: [] };
  for (const id of ids) {
    const leak = byId.get(id);
    if (!leak) sorted.skipped.push({ leakId: id, reason: "not_found" });
    else if (leak.disposition !== null || leak.status === "whitelisted" || isProtected(leak.url, prefixes)) sorted.skipped.push({ leakId: id, reason: "whitelisted" });
    else if (!(REQUESTABLE_STATUSES as readonly string[]).includes(leak.status)) sorted.skipped.push({ leakId: id, reason: "already_filed" });
    else sorted.fileable.push(leak);
  }
  return sorted;
}
