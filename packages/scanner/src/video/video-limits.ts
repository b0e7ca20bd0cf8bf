// The largest video we decode (ADR 031, docs/matching.md): checked on ffprobe's answer, before
// ffmpeg decodes a single frame, because decoding costs by the frame and by the pixel whatever the
// file's size: a 2 GB upload can hold 10 hours of 240p or 8K at 240 frames a second.
//   - 4 hours: the reference-video job's expiry (bench/video-match.bench.ts: sampling and the
//     signature take 2.2-3.2 s a minute of 720p on 2 busy cores, so 4 hours of it about 13 minutes);
//   - 4096x2160 pixels (DCI 4K, or any shape of as many pixels): one decoded 4K frame is 13 MB,
//     and ffmpeg holds a few per thread;
//   - 120 frames a second (every frame is decoded, the filters keep few).
// A stream whose container gives no average frame rate (a browser's WebM recording) is bounded by
// its duration and by the job's expiry, which kills ffmpeg (the queue's signal).
import type { VideoProbe } from "./probe-video";
import { VideoError, type VideoLimit } from "./video-tool";

export interface VideoLimits {
  maxDurationMs: number;
  /** Width times height. */
  maxPixels: number;
  maxFrameRate: number;
}

export const VIDEO_LIMITS: VideoLimits = { maxDurationMs: 4 * 3_600_000, maxPixels: 4096 * 2160, maxFrameRate: 120 };

/** The first limit the probed video is over, or null. */
export function videoOverLimit(probe: VideoProbe, limits: VideoLimits = VIDEO_LIMITS): VideoLimit | null {
  if (probe.durationMs > limits.maxDurationMs) return "duration";
  if (probe.width * probe.height > limits.maxPixels) return "picture";
  // A hundredth of slack: 120 fps footage is often stored at 120.0x.
  if (probe.frameRate !== null && probe.frameRate > limits.maxFrameRate * 1.01) return "frame_rate";
  return null;
}

/** Throws VideoError OVER_LIMIT (naming the limit) for a video over one of the limits. */
export function assertVideoLimits(probe: VideoProbe, limits: VideoLimits = VIDEO_LIMITS): void {
  const over = videoOverLimit(probe, limits);
  if (!over) return;
  const what = { duration: `${Math.round(probe.durationMs / 1000)} s`, picture: `${probe.width}x${probe.height}`, frame_rate: `${probe.frameRate} fps` }[over];
  throw new VideoError("OVER_LIMIT", `the video is over the ${over} limit (${what})`, over);
}
