// Turns a completely uploaded reference video into its frames and its signature (ADR 031), as a job
// with progress: the parts are assembled into one encrypted file, its tag checked once, then ffmpeg
// reads it over the loopback range server. A rerun (the worker died) starts over from a clean slate.
// The probe's answer is checked against the limits before anything is decoded (a video over one
// fails with its reason); ffmpeg is killed when the queue gives the run up (its expiry, or a stop
// that abandons it) and when the video is deleted meanwhile.
import { type Database, referenceMedia, referenceVideos } from "@unleak/db";
import { assertVideoLimits, encodeSignature, probeVideo, sampleVideo, VideoError, type VideoToolPaths, videoSignature } from "@unleak/scanner";
import { JobExpiredError } from "@unleak/jobs";
import { and, eq } from "drizzle-orm";
import { AppError, type AppErrorCode } from "../errors/app-error";
import { FileDecryptionError } from "../storage/file-encryption";
import type { FileStorage } from "../storage/file-storage";
import { preparePicture, savePicture } from "./add-reference";
import { videoRefusalOf } from "./video-refusal";
import { serveStoredVideo } from "./video-range-server";
import type { ReferenceVideoRow } from "./video-uploads";

/** Sampling takes the first 80 % of the progress bar, the signature the rest. */
const SAMPLING_SHARE = 80;
const PROGRESS_EVERY_MS = 1000;
/** How often a run looks whether its video is still wanted (not deleted meanwhile). */
const STILL_WANTED_EVERY_MS = 5000;

class VideoGoneError extends Error {
  constructor() {
    super("the video was deleted while it was processed");
  }
}

export interface ProcessReferenceVideoOptions {
  db: Database;
  storage: FileStorage;
  videoId: string;
  tools?: VideoToolPaths;
  /** The queue's: aborted at the job's expiry (then the video fails as timed out) or when a stop abandons the run (then it stays processing, for the retry). */
  signal?: AbortSignal;
  /** How often the run looks whether the video was deleted meanwhile (then ffmpeg is stopped). */
  stillWantedEveryMs?: number;
}

export async function processReferenceVideo({ db, storage, videoId, tools = {}, signal, stillWantedEveryMs = STILL_WANTED_EVERY_MS }: ProcessReferenceVideoOptions): Promise<void> {
  const [video] = await db.select().from(referenceVideos).where(eq(referenceVideos.id, videoId));
  if (video?.status !== "processing") return; // deleted meanwhile, or done by an earlier run
  const run = new AbortController();
  const giveUp = () => run.abort(signal?.reason);
  signal?.addEventListener("abort", giveUp, { once: true });
  if (signal?.aborted) giveUp();
  const watch = setInterval(() => {
    void stillProcessing(db, videoId).then(
      (wanted) => void (wanted || run.signal.aborted || run.abort(new VideoGoneError())),
      () => undefined,
    );
  }, stillWantedEveryMs);
  try {
    await processVideo(db, storage, video, tools, run.signal);
  } catch (caught) {
    // ffmpeg's end after an abort is reported as the abort's reason.
    const error = run.signal.aborted ? run.signal.reason : caught;
    if (error instanceof VideoGoneError) return;
    const refusal = videoRefusalOf(error);
    // Abandoned by a stopping queue: left processing, the retry after the restart takes it again.
    if (run.signal.aborted && !(error instanceof JobExpiredError)) throw error;
    const code: AppErrorCode | null = refusal ? null : error instanceof AppError ? error.code : error instanceof VideoError || error instanceof FileDecryptionError ? "UNSUPPORTED_MEDIA" : "UNEXPECTED";
    if (code === "UNEXPECTED") console.error(`[reference-video] processing ${videoId} failed`, error);
    await db.update(referenceVideos).set({ status: "failed", error: refusal ?? code }).where(and(eq(referenceVideos.id, videoId), eq(referenceVideos.status, "processing")));
  } finally {
    clearInterval(watch);
    signal?.removeEventListener("abort", giveUp);
  }
}

async function stillProcessing(db: Database, videoId: string): Promise<boolean> {
  const [row] = await db.select({ status: referenceVideos.status }).from(referenceVideos).where(eq(referenceVideos.id, videoId));
  return row?.status === "processing";
}

async function processVideo(db: Database, storage: FileStorage, video: ReferenceVideoRow, tools: VideoToolPaths, signal: AbortSignal): Promise<void> {
  const storageKey = video.storageKey ?? (await assembleParts(db, storage, video));
  await storage.uploads.remove(video.uploadKey); // a run that died after assembling left them
  // Checked once here; ffmpeg's range reads below decrypt without the tag.
  if ((await storage.verifyIntegrity("references", storageKey)) !== video.bytes) throw new AppError("UNSUPPORTED_MEDIA", "the stored video is not the uploaded size");
  await forgetEarlierRun(db, storage, video);

  const setProgress = throttledProgress(db, video.id);
  const served = await serveStoredVideo(storage, "references", storageKey);
  try {
    const probe = await probeVideo(served.url, tools, signal);
    await db.update(referenceVideos).set({ durationMs: probe.durationMs, width: probe.width, height: probe.height }).where(eq(referenceVideos.id, video.id));
    // Before a single frame is decoded: a video over a limit fails here, with its reason.
    assertVideoLimits(probe);
    const frames = await sampleVideo(served.url, { ...tools, signal, onProgress: (fraction) => setProgress(fraction * SAMPLING_SHARE) });
    if (frames.length === 0) throw new AppError("UNSUPPORTED_MEDIA", "no frame could be sampled");
    for (const frame of frames) {
      signal.throwIfAborted();
      const picture = await preparePicture(frame.jpeg);
      await savePicture({ db, storage, userId: video.userId, uploadId: video.uploadId, sourceName: video.sourceName, picture, kind: "video_frame", videoId: video.id, timeMs: frame.timeMs });
    }
    const signature = await videoSignature(served.url, { ...tools, signal, onProgress: (fraction) => setProgress(SAMPLING_SHARE + fraction * (100 - SAMPLING_SHARE)) });
    const signatureKey = storage.randomKey("vpdq");
    await storage.put("references", signatureKey, encodeSignature(signature));
    await db.update(referenceVideos).set({ signatureKey, status: "ready", progress: 100, error: null, processedAt: new Date() }).where(eq(referenceVideos.id, video.id));
  } finally {
    await served.close();
  }
}

/** Streams the upload's parts, in order, into one encrypted file; the parts go once the video's row names it (by the caller). */
async function assembleParts(db: Database, storage: FileStorage, video: ReferenceVideoRow): Promise<string> {
  if ((await storage.uploads.received(video.uploadKey)) !== video.bytes) throw new AppError("UNSUPPORTED_MEDIA", "the upload's parts are incomplete");
  const storageKey = storage.randomKey("video");
  await storage.put("references", storageKey, storage.uploads.read(video.uploadKey));
  await db.update(referenceVideos).set({ storageKey }).where(eq(referenceVideos.id, video.id));
  return storageKey;
}

/** A rerun starts over: the frames and signature an interrupted run left behind are deleted first. */
async function forgetEarlierRun(db: Database, storage: FileStorage, video: ReferenceVideoRow): Promise<void> {
  const frames = await db.delete(referenceMedia).where(eq(referenceMedia.videoId, video.id)).returning({ storageKey: referenceMedia.storageKey });
  for (const frame of frames) await storage.remove("references", frame.storageKey);
  if (video.signatureKey) {
    await storage.remove("references", video.signatureKey);
    await db.update(referenceVideos).set({ signatureKey: null }).where(eq(referenceVideos.id, video.id));
  }
  await db.update(referenceVideos).set({ progress: 0 }).where(eq(referenceVideos.id, video.id));
}

/** Writes the progress (0-100) at most once a second, and only when it moved. */
function throttledProgress(db: Database, videoId: string): (percent: number) => void {
  let last = 0;
  let written = 0;
  return (percent) => {
    const value = Math.max(0, Math.min(99, Math.floor(percent)));
    if (value === written || Date.now() - last < PROGRESS_EVERY_MS) return;
    last = Date.now();
    written = value;
    db.update(referenceVideos)
      .set({ progress: value })
      .where(and(eq(referenceVideos.id, videoId), eq(referenceVideos.status, "processing")))
      .catch((error: Error) => console.warn(`[reference-video] progress of ${videoId} not saved:`, error.message));
  };
}
