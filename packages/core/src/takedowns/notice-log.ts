// Each creator's notice log (issue 12): every event of every notice (composed, sending, sent,
// failed, reply) is appended with the hash of the one before, so that a later change to any entry
// breaks the chain and is detectable. Appending locks the creator's chain head, so that concurrent
// workers cannot fork it.
import { createHash } from "node:crypto";
import type { NoticeEventKind } from "@unleak/contracts";
import { type Database, noticeChains, noticeEvents } from "@unleak/db";
import { asc, eq, sql } from "drizzle-orm";

/** The hash the first entry of every chain follows. */
export const GENESIS_HASH = "0".repeat(64);

/** A transaction or the database itself: appending inside the caller's transaction keeps it atomic with the change it records. */
type Executor = Pick<Database, "select" | "insert" | "update" | "execute">;

export interface NoticeLogEntry {
  userId: string;
  noticeId: string | null;
  kind: NoticeEventKind;
  at: Date;
  detail: Record<string, unknown>;
}

/** JSON with keys sorted at every level, so that the same entry always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value ?? null);
}

export function entryHash(previousHash: string, sequence: number, entry: Omit<NoticeLogEntry, "userId">): string {
  const body = canonicalJson({ sequence, noticeId: entry.noticeId, kind: entry.kind, at: entry.at.toISOString(), detail: entry.detail });
  return createHash("sha256").update(previousHash).update("\n").update(body).digest("hex");
}

/** Appends one entry to the creator's chain; run it inside the transaction that makes the change it records. */
export async function appendNoticeEvent(tx: Executor, entry: NoticeLogEntry): Promise<{ sequence: number; hash: string }> {
  await tx.insert(noticeChains).values({ userId: entry.userId, sequence: 0, headHash: GENESIS_HASH }).onConflictDoNothing();
  const result = await tx.execute(sql`select sequence, head_hash from ${noticeChains} where ${noticeChains.userId} = ${entry.userId} for update`);
  const [head] = (result as unknown as { rows: Array<{ sequence: number; head_hash: string }> }).rows;
  const sequence = Number(head.sequence) + 1;
  const hash = entryHash(head.head_hash, sequence, entry);
  await tx.insert(noticeEvents).values({ ...entry, sequence, previousHash: head.head_hash, hash });
  await tx.update(noticeChains).set({ sequence, headHash: hash }).where(eq(noticeChains.userId, entry.userId));
  return { sequence, hash };
}

/** Re-computes the creator's chain: the first entry whose hash does not follow, or null when intact. */
export async function verifyNoticeLog(db: Database, userId: string): Promise<{ intact: boolean; brokenAt: number | null; length: number }> {
  const entries = await db.select().from(noticeEvents).where(eq(noticeEvents.userId, userId)).orderBy(asc(noticeEvents.sequence));
  let previous = GENESIS_HASH;
  for (const [index, entry] of entries.entries()) {
    const expected = entryHash(previous, index + 1, entry);
    if (entry.sequence !== index + 1 || entry.previousHash !== previous || entry.hash !== expected) return { intact: false, brokenAt: entry.sequence, length: entries.length };
    previous = entry.hash;
  }
  return { intact: true, brokenAt: null, length: entries.length };
}
