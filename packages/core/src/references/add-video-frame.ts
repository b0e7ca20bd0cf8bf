// Adds the frame at a chosen time of a ready reference video to its references (the filmstrip's
// "add"), taken from the stored video over the loopback range server like the sampling.
import type { Reference } from "@unleak/contracts";
import { type Database, referenceMedia, referenceVideos } from "@unleak/db";
import { frameAt, VideoError, type VideoToolPaths } from "@unleak/scanner";
import { and, eq } from "drizzle-orm";
import { AppError, isUniqueViolation } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { preparePicture, savePicture } from "./add-reference";
import { serveStoredVideo } from "./video-range-server";

export async function addVideoFrame({ db, storage, actor, id, timeMs, tools = {} }: { db: Database; storage: FileStorage; actor: Access["actor"]; id: string; timeMs: number; tools?: VideoToolPaths }): Promise<Reference> {
  const [video] = await db.select().from(referenceVideos).where(eq(referenceVideos.id, id));
  if (!video) throw new AppError("NOT_FOUND");
  authorise(actor, "references.change", video.userId);
  if (video.status !== "ready" || !video.storageKey || video.durationMs === null) throw new AppError("CONFLICT", "the video is not ready");
  if (timeMs >= video.durationMs) throw new AppError("VALIDATION_FAILED", "past the video's end");
  const kept = await db.select({ id: referenceMedia.id }).from(referenceMedia).where(and(eq(referenceMedia.videoId, id), eq(referenceMedia.timeMs, timeMs)));
  if (kept.length > 0) throw new AppError("CONFLICT", "a frame at that time is kept already");

  const served = await serveStoredVideo(storage, "references", video.storageKey);
  let jpeg: Buffer;
  try {
    jpeg = await frameAt(served.url, timeMs, tools);
  } catch (error) {
    if (error instanceof VideoError) throw new AppError("UNSUPPORTED_MEDIA", error.message);
    throw error;
  } finally {
    await served.close();
  }
  const picture = await preparePicture(jpeg);
  try {
    return await savePicture({ db, storage, userId: video.userId, uploadId: video.uploadId, sourceName: video.sourceName, picture, kind: "video_frame", videoId: id, timeMs });
  } catch (error) {
    // Two requests for the same time at once: the unique (video, time) index keeps one.
    if (isUniqueViolation(error)) throw new AppError("CONFLICT", "a frame at that time is kept already");
    throw error;
  }
}
