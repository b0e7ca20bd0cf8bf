// The creator's own frame beside a leaked video found by its signature, which matched no sampled
// reference frame: taken from her stored video at the matched time when the leak is saved, and kept
// encrypted beside her references under a key made from the leak's URL (a rescan overwrites it).
// The leak page falls back to her nearest sampled frame when there is none (an older leak, a
// video deleted since).
import { createHash } from "node:crypto";
import { type Database, referenceVideos } from "@unleak/db";
import { frameAt, type Leak, type VideoMatchEvidence, type VideoToolPaths } from "@unleak/scanner";
import { and, eq } from "drizzle-orm";
import { serveStoredVideo } from "../references/video-range-server";
import type { FileStorage } from "../storage/file-storage";

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** Where the frame of the creator's video matched by the leak at `url` is kept (references bucket, encrypted). */
export function videoMatchFrameKey(userId: string, url: string): string {
  return `leak-frames/${createHash("sha256").update(`${userId}\n${url}`).digest("hex").slice(0, 40)}.jpg`;
}

/** Takes and keeps, for each leak found by a video's signature, her frame at the matched time; a failure only costs that frame (the page then shows her nearest sampled one). */
export async function saveVideoMatchFrames({ db, storage, userId, leaks, tools = {} }: { db: Database; storage: FileStorage; userId: string; leaks: Leak[]; tools?: VideoToolPaths }): Promise<number> {
  let saved = 0;
  for (const leak of leaks) {
    const { videoMatch } = leak.evidence;
    if (videoMatch?.method !== "signature") continue;
    try {
      if (await saveFrame(db, storage, userId, leak.url, videoMatch, tools)) saved += 1;
    } catch (error) {
      console.warn(`[leaks] no frame of video ${videoMatch.videoId} for ${leak.url}:`, (error as Error).message);
    }
  }
  return saved;
}

async function saveFrame(db: Database, storage: FileStorage, userId: string, url: string, videoMatch: VideoMatchEvidence, tools: VideoToolPaths): Promise<boolean> {
  if (!isUuid(videoMatch.videoId)) return false;
  const [video] = await db.select().from(referenceVideos).where(and(eq(referenceVideos.id, videoMatch.videoId), eq(referenceVideos.userId, userId)));
  if (video?.status !== "ready" || !video.storageKey) return false;
  const served = await serveStoredVideo(storage, "references", video.storageKey);
  try {
    await storage.put("references", videoMatchFrameKey(userId, url), await frameAt(served.url, videoMatch.timeMs, tools));
    return true;
  } finally {
    await served.close();
  }
}
