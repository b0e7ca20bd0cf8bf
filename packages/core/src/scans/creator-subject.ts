// What a full scan looks for, read from the creator's account when it runs: stage names and the
// account name, usernames and official URLs from the official links, reference pictures, and the
// whitelist of licensed pages; a video's frames carry the video and their time, and the ready
// videos their signatures, so that a leaked video's match names the video and the time in it.
import { planCatalog } from "@unleak/contracts";
import { type Database, officialLinks, profiles, referenceMedia, referenceVideos, stageNames, user, whitelistEntries } from "@unleak/db";
import { decodeSignature, type ScanReferenceVideo, type ScanSubject } from "@unleak/scanner";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";

/**
 * The registry's sites a creator's full scan covers: Creator Pro, Top Tier Creator (and staff)
 * every tier of site, up to the `continuous` long tail (spec §9: 1.7M sites against Starter's
 * 500k+); Starter and the free account the `preview` and `full` tiers.
 */
export function siteCoverageOf(tier: string | null): "full" | "continuous" {
  return tier === "pro" || tier === "elite" || tier === "top" || tier === "admin" ? "continuous" : "full";
}

export async function creatorSiteCoverage(db: Database, userId: string): Promise<"full" | "continuous"> {
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  return siteCoverageOf(profile?.tier ?? null);
}

/** Starter searches one creator name and one username (spec §9); the other tiers all of them. */
const SEARCHED_NAMES: Partial<Record<string, number>> = { [planCatalog.starter.tier]: planCatalog.starter.searchedNames };

/**
 * `referenceIds` narrows the pictures to those (a targeted scan: the re-upload watch looks only for
 * what was removed), and leaves her videos' signatures out.
 */
export async function loadCreatorSubject({ db, storage, userId, referenceIds }: { db: Database; storage: FileStorage; userId: string; referenceIds?: string[] }): Promise<ScanSubject> {
  const [account] = await db.select({ name: user.name, tier: profiles.subscriptionTier }).from(user).leftJoin(profiles, eq(profiles.id, user.id)).where(eq(user.id, userId));
  const searched = SEARCHED_NAMES[account?.tier ?? ""] ?? Number.POSITIVE_INFINITY;
  // Oldest first: a plan that searches one name searches the first she gave.
  const names = (await db.select({ name: stageNames.name }).from(stageNames).where(eq(stageNames.userId, userId)).orderBy(asc(stageNames.createdAt), asc(stageNames.id))).map((r) => r.name);
  const links = await db.select({ url: officialLinks.url }).from(officialLinks).where(eq(officialLinks.userId, userId)).orderBy(asc(officialLinks.createdAt), asc(officialLinks.id));
  const references = await db
    .select({ id: referenceMedia.id, key: referenceMedia.storageKey, videoId: referenceMedia.videoId, timeMs: referenceMedia.timeMs, sourceName: referenceMedia.sourceName, videoName: referenceVideos.sourceName })
    .from(referenceMedia)
    .leftJoin(referenceVideos, eq(referenceVideos.id, referenceMedia.videoId))
    .where(and(eq(referenceMedia.userId, userId), referenceIds ? inArray(referenceMedia.id, referenceIds) : undefined));
  const whitelist = await db.select({ prefix: whitelistEntries.urlPrefix }).from(whitelistEntries).where(eq(whitelistEntries.userId, userId));
  const loaded = await Promise.all(
    references.map(async (ref) => ({
      id: ref.id,
      buffer: await storage.get("references", ref.key),
      ...(ref.videoId !== null && ref.timeMs !== null ? { video: { videoId: ref.videoId, timeMs: ref.timeMs, sourceName: ref.videoName ?? ref.sourceName } } : {}),
    })),
  );
  return {
    names: unique([...names, account?.name ?? ""]).slice(0, searched),
    usernames: unique(links.map((link) => usernameOf(link.url))).slice(0, searched),
    // Every official account stays excluded, whatever the plan searches for.
    officialUrls: links.map((link) => link.url),
    whitelist: whitelist.map((entry) => entry.prefix),
    references: loaded.flatMap(({ buffer, ...ref }) => (buffer ? [{ ...ref, buffer }] : [])),
    videos: referenceIds ? [] : await loadVideoSignatures(db, storage, userId),
  };
}

/** The creator's processed videos with their signatures; one whose file is missing or unreadable is left out. */
async function loadVideoSignatures(db: Database, storage: FileStorage, userId: string): Promise<ScanReferenceVideo[]> {
  const videos = await db
    .select({ id: referenceVideos.id, sourceName: referenceVideos.sourceName, key: referenceVideos.signatureKey })
    .from(referenceVideos)
    .where(and(eq(referenceVideos.userId, userId), eq(referenceVideos.status, "ready"), isNotNull(referenceVideos.signatureKey)));
  const loaded = await Promise.all(
    videos.map(async (video) => {
      const bytes = await storage.get("references", video.key!);
      try {
        return bytes ? [{ id: video.id, sourceName: video.sourceName, signature: decodeSignature(bytes) }] : [];
      } catch {
        return [];
      }
    }),
  );
  return loaded.flat();
}

/** The last path segment of a profile URL, without a leading @ (https://x.com/@nova → nova). */
export function usernameOf(url: string): string {
  try {
    const segments = new URL(url).pathname.split("/").filter(Boolean);
    return (segments.at(-1) ?? "").replace(/^@/, "");
  } catch {
    return "";
  }
}

function unique(values: string[]): string[] {
  const seen = new Set<string>();
  return values.map((v) => v.trim()).filter((v) => v.length >= 2 && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
}
