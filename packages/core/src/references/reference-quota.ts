// Reference media per plan (ADR 018): how many uploads a creator may keep (a video and its frames
// count once) and how many bytes they may take in storage. The one place these limits are set.
import type { ReferenceQuota, SubscriptionTier } from "@unleak/contracts";
import { type Database, profiles, referenceMedia, referenceVideos } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";

const MB = 1024 * 1024;

export const REFERENCE_QUOTA: Record<SubscriptionTier, { uploads: number; bytes: number }> = {
  standard: { uploads: 10, bytes: 50 * MB },
  basic: { uploads: 25, bytes: 150 * MB },
  pro: { uploads: 100, bytes: 500 * MB },
  elite: { uploads: 300, bytes: 2000 * MB },
  admin: { uploads: 1000, bytes: 10_000 * MB },
};

const GB = 1024 * MB;

/**
 * Reference videos per plan (issue 14, ADR 031): the largest single upload, shown before it starts
 * and refused before any byte is stored, and the bytes the kept (encrypted) videos may take in all.
 * Kept apart from the pictures' bytes: one video outweighs hundreds of pictures.
 */
export const VIDEO_QUOTA: Record<SubscriptionTier, { maxUploadBytes: number; bytes: number }> = {
  standard: { maxUploadBytes: 2 * GB, bytes: 4 * GB },
  basic: { maxUploadBytes: 4 * GB, bytes: 20 * GB },
  pro: { maxUploadBytes: 8 * GB, bytes: 100 * GB },
  elite: { maxUploadBytes: 20 * GB, bytes: 500 * GB },
  admin: { maxUploadBytes: 20 * GB, bytes: 1000 * GB },
};

export type ReferenceUsage = ReferenceQuota;

export async function getReferenceUsage({ db, storage, actor, ownerId }: Access & { db: Database; storage: FileStorage }): Promise<ReferenceUsage> {
  authorise(actor, "references.read", ownerId);
  return referenceUsage(db, storage, ownerId);
}

/** The owner's usage, for functions that authorised already. */
export async function referenceUsage(db: Database, storage: FileStorage, userId: string): Promise<ReferenceUsage> {
  const [profile] = await db.select({ tier: profiles.subscriptionTier }).from(profiles).where(eq(profiles.id, userId));
  const tier = profile?.tier && profile.tier in REFERENCE_QUOTA ? profile.tier : "standard";
  const rows = await db.select({ uploadId: referenceMedia.uploadId, storageKey: referenceMedia.storageKey, videoId: referenceMedia.videoId }).from(referenceMedia).where(eq(referenceMedia.userId, userId));
  // A video counts as its declared size from the moment its upload is created (a paused upload holds its room).
  const videos = await db.select({ uploadId: referenceVideos.uploadId, bytes: referenceVideos.bytes }).from(referenceVideos).where(eq(referenceVideos.userId, userId));
  // The bytes the files really take (encrypted), read from the storage rather than a column.
  // A reference video's frames count with the video (its own quota below), not as pictures.
  const sizes = await Promise.all(rows.filter((row) => row.videoId === null).map((row) => storage.size("references", row.storageKey)));
  const limit = REFERENCE_QUOTA[tier];
  const video = VIDEO_QUOTA[tier];
  return {
    tier,
    uploads: { used: new Set([...rows, ...videos].map((row) => row.uploadId)).size, limit: limit.uploads },
    bytes: { used: sizes.reduce<number>((sum, size) => sum + (size ?? 0), 0), limit: limit.bytes },
    videos: { maxUploadBytes: video.maxUploadBytes, used: videos.reduce((sum, row) => sum + row.bytes, 0), limit: video.bytes },
  };
}

/** Throws REFERENCE_QUOTA_REACHED, naming the plan's limits, when one more upload of `bytes` would not fit. */
export function assertReferenceRoom(usage: ReferenceUsage, bytes: number): void {
  if (usage.uploads.used + 1 > usage.uploads.limit || usage.bytes.used + bytes > usage.bytes.limit) {
    throw new AppError("REFERENCE_QUOTA_REACHED", "reference quota reached", { uploads: usage.uploads.limit, megabytes: Math.round(usage.bytes.limit / MB) });
  }
}
