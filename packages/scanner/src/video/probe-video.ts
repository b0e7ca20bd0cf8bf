// Reads a video's duration, picture size and frame rate with ffprobe (the container's duration,
// else the stream's), so that limits can be checked before anything is decoded (video-limits.ts).
import { inputArgs, runVideoToolToEnd, VideoError, type VideoToolPaths } from "./video-tool";

export interface VideoProbe {
  durationMs: number;
  width: number;
  height: number;
  /**
   * Frames a second on average, or null when the container does not say: Matroska/WebM from a
   * browser's recorder has no average, and its r_frame_rate is the timestamps' base (1000), not a rate.
   */
  frameRate: number | null;
}

/** "30000/1001" -> 29.97; null for "0/0" or anything unreadable. */
export function parseFrameRate(value: string | undefined): number | null {
  const [num, den] = (value ?? "").split("/").map(Number);
  const rate = den === undefined ? num : num / den;
  return Number.isFinite(rate) && rate > 0 ? rate : null;
}

export async function probeVideo(input: string, { ffprobePath = "ffprobe" }: VideoToolPaths = {}, signal?: AbortSignal): Promise<VideoProbe> {
  const args = ["-v", "error", "-select_streams", "v:0", "-show_entries", "format=duration:stream=width,height,duration,avg_frame_rate", "-of", "json"];
  const out = await runVideoToolToEnd(ffprobePath, [...args, ...inputArgs(input)], signal);
  const data = JSON.parse(out.toString("utf8")) as { format?: { duration?: string }; streams?: { width?: number; height?: number; duration?: string; avg_frame_rate?: string }[] };
  const stream = data.streams?.[0];
  const seconds = Number(data.format?.duration ?? stream?.duration);
  if (!stream?.width || !stream.height || !Number.isFinite(seconds) || seconds <= 0) {
    throw new VideoError("UNREADABLE", "not a video with a known duration");
  }
  return { durationMs: Math.round(seconds * 1000), width: stream.width, height: stream.height, frameRate: parseFrameRate(stream.avg_frame_rate) };
}
