// A creator's leaks: the list (own rows, filters, pages), one leak's evidence beside the matched
// reference, and the creator's verdict on a leak, which hides it and whitelists its URL.
import { type Database, type LeakDisposition, leaks, type LeakStatus, referenceMedia, whitelistEntries } from "@unleak/db";
import { and, count, desc, eq, gte, isNull, lte, type SQL } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { FileStorage } from "../storage/file-storage";

const URL_SECONDS = 3600;

export interface LeakFilters {
  site?: string;
  quality?: "exact" | "high" | "good";
  status?: LeakStatus;
  from?: Date;
  to?: Date;
  page: number;
  pageSize: number;
}

type LeakRow = typeof leaks.$inferSelect;

function leakSummary(leak: LeakRow, storage: FileStorage) {
  return {
    id: leak.id,
    url: leak.url,
    siteId: leak.siteId,
    siteName: leak.siteName,
    category: leak.category,
    title: leak.title,
    kind: leak.kind,
    quality: leak.quality,
    status: leak.status,
    thumbnailUrl: leak.thumbnailKey ? storage.signedUrl("evidence", leak.thumbnailKey, URL_SECONDS) : null,
    firstSeenAt: leak.firstSeenAt.toISOString(),
    lastSeenAt: leak.lastSeenAt.toISOString(),
  };
}

export async function listLeaks({ db, storage, userId, filters }: { db: Database; storage: FileStorage; userId: string; filters: LeakFilters }) {
  // Leaks the creator marked as their own, licensed or a false match are hidden from every list.
  const conditions: SQL[] = [eq(leaks.userId, userId), isNull(leaks.disposition)];
  if (filters.site) conditions.push(eq(leaks.siteId, filters.site));
  if (filters.quality) conditions.push(eq(leaks.quality, filters.quality));
  if (filters.status) conditions.push(eq(leaks.status, filters.status));
  if (filters.from) conditions.push(gte(leaks.firstSeenAt, filters.from));
  if (filters.to) conditions.push(lte(leaks.firstSeenAt, filters.to));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(leaks)
    .where(where)
    .orderBy(desc(leaks.firstSeenAt), leaks.url)
    .limit(filters.pageSize)
    .offset((filters.page - 1) * filters.pageSize);
  const [{ total }] = await db.select({ total: count() }).from(leaks).where(where);
  return { leaks: rows.map((leak) => leakSummary(leak, storage)), page: filters.page, pageSize: filters.pageSize, total };
}

async function ownLeak(db: Database, userId: string, id: string): Promise<LeakRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError("NOT_FOUND");
  const [leak] = await db.select().from(leaks).where(and(eq(leaks.id, id), eq(leaks.userId, userId)));
  if (!leak) throw new AppError("NOT_FOUND");
  return leak;
}

export async function getLeak({ db, storage, userId, id }: { db: Database; storage: FileStorage; userId: string; id: string }) {
  const leak = await ownLeak(db, userId, id);
  const [reference] = leak.matchedReferenceId
    ? await db.select().from(referenceMedia).where(and(eq(referenceMedia.id, leak.matchedReferenceId), eq(referenceMedia.userId, userId)))
    : [];
  return {
    ...leakSummary(leak, storage),
    disposition: leak.disposition,
    distance: leak.distance,
    evidence: leak.evidence,
    matchedReference: reference
      ? { id: reference.id, kind: reference.kind, sourceName: reference.sourceName, url: storage.signedUrl("references", reference.storageKey, URL_SECONDS) }
      : null,
  };
}

/** Marks a leak as the creator's own account, licensed or a false match: hidden, and its URL whitelisted. */
export async function setLeakDisposition({ db, userId, id, disposition }: { db: Database; userId: string; id: string; disposition: LeakDisposition }) {
  const leak = await ownLeak(db, userId, id);
  await db.transaction(async (tx) => {
    await tx.update(leaks).set({ disposition, status: "whitelisted" }).where(eq(leaks.id, leak.id));
    await tx.insert(whitelistEntries).values({ userId, urlPrefix: leak.url, reason: disposition }).onConflictDoNothing();
  });
  return { id: leak.id, disposition, status: "whitelisted" as const };
}
