// A creator's leaks: the list (own rows, filters, strongest evidence first), one leak's evidence
// beside the matched reference, and the creator's verdict on a leak, which whitelists its URL, and
// its undoing.
import { type Leak, type LeakDetail, type LeakDisposition, leakDispositions, type LeakFilters, type LeakPage } from "@unleak/contracts";
import { type Database, leaks, referenceMedia, whitelistEntries } from "@unleak/db";
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { evidenceRank, leakMatchOf } from "./leak-evidence";
import { videoMatchFrameKey } from "./save-video-match-frame";

export * from "./evidence-picture";
export * from "./leak-evidence";
export * from "./new-leaks-by-evidence";

export type { LeakFilters };

type LeakRow = typeof leaks.$inferSelect;

/** A leak row as the API shows it (the thumbnail as a short-lived link). */
export function leakSummary(leak: LeakRow, storage: FileStorage): Leak {
  return {
    id: leak.id,
    url: leak.url,
    siteId: leak.siteId,
    siteName: leak.siteName,
    category: leak.category,
    title: leak.title,
    kind: leak.kind,
    ...leakMatchOf(leak),
    status: leak.status,
    disposition: leak.disposition,
    thumbnailUrl: leak.thumbnailKey ? storage.signedUrl("evidence", leak.thumbnailKey) : null,
    firstSeenAt: leak.firstSeenAt.toISOString(),
    lastSeenAt: leak.lastSeenAt.toISOString(),
  };
}

function filterConditions(userId: string, filters: LeakFilters): SQL[] {
  // Leaks the creator marked as their own, licensed or a false match show under "whitelisted" only.
  const conditions: SQL[] = [eq(leaks.userId, userId), filters.status === "whitelisted" ? isNotNull(leaks.disposition) : isNull(leaks.disposition)];
  if (filters.status && filters.status !== "whitelisted") conditions.push(eq(leaks.status, filters.status));
  if (filters.site) conditions.push(eq(leaks.siteId, filters.site));
  if (filters.quality === "name") conditions.push(eq(leaks.kind, "name"));
  else if (filters.quality) conditions.push(eq(leaks.kind, "picture"), eq(leaks.quality, filters.quality));
  if (filters.from) conditions.push(gte(leaks.firstSeenAt, filters.from));
  if (filters.to) conditions.push(lte(leaks.firstSeenAt, filters.to));
  return conditions;
}

export async function listLeaks({ db, storage, actor, ownerId: userId, filters }: Access & { db: Database; storage: FileStorage; filters: LeakFilters }): Promise<LeakPage> {
  authorise(actor, "leaks.read", userId);
  const where = and(...filterConditions(userId, filters));
  const rows = await db
    .select()
    .from(leaks)
    .where(where)
    .orderBy(evidenceRank, desc(leaks.firstSeenAt), leaks.url)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(leaks).where(where);
  return { leaks: rows.map((leak) => leakSummary(leak, storage)), page: filters.page, pageSize: filters.pageSize, total };
}

/** The owner's leak `id` (a uuid: the route's contract checked it). */
async function ownLeak(db: Database, userId: string, id: string): Promise<LeakRow> {
  const [leak] = await db.select().from(leaks).where(and(eq(leaks.id, id), eq(leaks.userId, userId)));
  if (!leak) throw new AppError("NOT_FOUND");
  return leak;
}

export async function getLeak({ db, storage, actor, ownerId: userId, id }: Access & { db: Database; storage: FileStorage; id: string }): Promise<LeakDetail> {
  authorise(actor, "leaks.read", userId);
  const leak = await ownLeak(db, userId, id);
  const [reference] = leak.matchedReferenceId
    ? await db.select().from(referenceMedia).where(and(eq(referenceMedia.id, leak.matchedReferenceId), eq(referenceMedia.userId, userId)))
    : [];
  return {
    ...leakSummary(leak, storage),
    evidence: leak.evidence,
    matchedReference: reference
      ? { id: reference.id, kind: reference.kind, sourceName: reference.sourceName, url: storage.signedUrl("references", reference.storageKey) }
      : null,
    ...(leak.evidence.videoMatch && !reference ? { matchedVideoFrame: await matchedVideoFrameOf(db, storage, userId, leak) } : {}),
  };
}

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Her video at the matched time (kept when the leak was found), else her sampled frame nearest to it. */
async function matchedVideoFrameOf(db: Database, storage: FileStorage, userId: string, leak: LeakRow): Promise<LeakDetail["matchedVideoFrame"]> {
  const match = leak.evidence.videoMatch!;
  const key = videoMatchFrameKey(userId, leak.url);
  if (await storage.exists("references", key)) return { timeMs: match.timeMs, url: storage.signedUrl("references", key) };
  if (!isUuid(match.videoId)) return null;
  const [nearest] = await db
    .select()
    .from(referenceMedia)
    .where(and(eq(referenceMedia.videoId, match.videoId), eq(referenceMedia.userId, userId)))
    .orderBy(sql`abs(${referenceMedia.timeMs} - ${match.timeMs})`, referenceMedia.timeMs)
    .limit(1);
  return nearest ? { timeMs: nearest.timeMs ?? 0, url: storage.signedUrl("references", nearest.storageKey) } : null;
}

/** Marks a leak as the creator's own account, licensed or a false match: whitelisted, never reported again. */
export async function setLeakDisposition({ db, actor, ownerId: userId, id, disposition }: Access & { db: Database; id: string; disposition: LeakDisposition }) {
  authorise(actor, "leaks.judge", userId);
  const leak = await ownLeak(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.update(leaks).set({ disposition, status: "whitelisted" }).where(eq(leaks.id, leak.id));
    await tx.insert(whitelistEntries).values({ userId, urlPrefix: leak.url, reason: disposition }).onConflictDoNothing();
  });
  return { id: leak.id, disposition, status: "whitelisted" as const };
}

/** Undoes a verdict: the leak is listed and awaits review again, and scans report its URL again. */
export async function restoreLeak({ db, actor, ownerId: userId, id }: Access & { db: Database; id: string }) {
  authorise(actor, "leaks.judge", userId);
  const leak = await ownLeak(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.update(leaks).set({ disposition: null, status: "new" }).where(eq(leaks.id, leak.id));
    // Only the entry the verdict made: a prefix the creator whitelisted otherwise stays.
    await tx
      .delete(whitelistEntries)
      .where(and(eq(whitelistEntries.userId, userId), eq(whitelistEntries.urlPrefix, leak.url), inArray(whitelistEntries.reason, [...leakDispositions])));
  });
  return { id: leak.id, disposition: null, status: "new" as const };
}
