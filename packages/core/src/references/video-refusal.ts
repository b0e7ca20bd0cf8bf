// Why a reference video's processing was refused, in the words stored as its error: a limit its
// probe showed it over (before decoding), or the job's expiry (ffmpeg killed by the queue's signal).
import type { ReferenceVideoRefusal } from "@unleak/contracts";
import { JobExpiredError, referenceVideoJob } from "@unleak/jobs";
import { VIDEO_LIMITS, VideoError, type VideoLimit } from "@unleak/scanner";

const byLimit: Record<VideoLimit, ReferenceVideoRefusal> = { duration: "too_long", picture: "picture_too_large", frame_rate: "frame_rate_too_high" };

/** The refusal an error stands for, or null when it is no refusal (an unreadable file, a bug). */
export function videoRefusalOf(error: unknown): ReferenceVideoRefusal | null {
  if (error instanceof VideoError && error.code === "OVER_LIMIT" && error.limit) return byLimit[error.limit];
  if (error instanceof JobExpiredError) return "timed_out";
  return null;
}

/** The limits as the creator reads them: the values of the refusals' messages. */
export const videoRefusalValues = {
  hours: VIDEO_LIMITS.maxDurationMs / 3_600_000,
  megapixels: Math.round(VIDEO_LIMITS.maxPixels / 100_000) / 10,
  fps: VIDEO_LIMITS.maxFrameRate,
  timeoutHours: (referenceVideoJob.expireInSeconds ?? 0) / 3600,
};
