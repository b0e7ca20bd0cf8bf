// "Add as a leak" in the reverse image finder (issue 18): a page the creator found carrying her
// picture becomes her leak of kind "picture", with the evidence a scan would keep (the page, its
// title, when it was seen, the picture's address and the index's thumbnail). A page under one of
// her official links or her whitelist never becomes a leak; a page already on her list stays as it is.
import type { AddFoundLeak, FoundLeak } from "@unleak/contracts";
import { type Database, leaks, referenceMedia, seenPictures } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { Clock } from "../clock/clock";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import { upsertLeaks } from "../scans/save-leaks";
import type { FileStorage } from "../storage/file-storage";
import { isProtected, protectedPrefixes } from "../takedowns/fileable-leaks";

export async function addFoundLeak({ db, storage, clock, actor, ownerId: userId, found }: Access & { db: Database; storage: FileStorage; clock: Clock; found: AddFoundLeak }): Promise<FoundLeak> {
  authorise(actor, "leaks.add", userId);
  if (isProtected(found.pageUrl, await protectedPrefixes(db, userId))) return { added: false, leakId: null, reason: "official" };
  // The index knows the site and keeps a thumbnail; a provider's page is named by its host.
  const [seen] = await db.select().from(seenPictures).where(eq(seenPictures.mediaUrl, found.mediaUrl)).limit(1);
  const [reference] = found.referenceId ? await db.select({ id: referenceMedia.id }).from(referenceMedia).where(and(eq(referenceMedia.id, found.referenceId), eq(referenceMedia.userId, userId))) : [];
  const thumbnailKey = seen?.thumbnailKey ? await copyThumbnail(storage, seen.thumbnailKey, userId, found.pageUrl) : null;
  const host = new URL(found.pageUrl).hostname;
  const fetchedAt = (seen?.lastSeenAt ?? clock.now()).toISOString();
  const record = {
    url: found.pageUrl,
    siteId: seen?.siteId ?? host,
    siteName: seen?.siteName ?? host,
    category: "unknown",
    title: found.title.slice(0, 500),
    kind: "picture" as const,
    quality: found.quality,
    matchedReferenceId: reference?.id ?? null,
    distance: found.distance,
    evidence: { url: found.pageUrl, title: found.title.slice(0, 500), fetchedAt, httpStatus: 200, mediaUrls: [found.mediaUrl] },
    thumbnailKey,
  };
  await upsertLeaks({ db, userId, scanId: null, records: [record], since: clock.now(), refresh: false });
  const [leak] = await db.select({ id: leaks.id }).from(leaks).where(and(eq(leaks.userId, userId), eq(leaks.url, found.pageUrl)));
  return { added: true, leakId: leak!.id, reason: null };
}

/** The leak keeps its own copy: the index's thumbnail may change when the picture is seen again. */
async function copyThumbnail(storage: FileStorage, seenKey: string, userId: string, url: string): Promise<string | null> {
  const bytes = await storage.get("evidence", seenKey);
  if (!bytes) return null;
  const key = `leaks/${createHash("sha256").update(`${userId}\n${url}`).digest("hex").slice(0, 40)}.jpg`;
  await storage.put("evidence", key, bytes);
  return key;
}
