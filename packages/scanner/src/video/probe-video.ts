// Reads a video's duration and picture size with ffprobe (the container's duration, else the stream's).
import { inputArgs, runVideoToolToEnd, VideoError, type VideoToolPaths } from "./video-tool";

export interface VideoProbe {
  durationMs: number;
  width: number;
  height: number;
}

export async function probeVideo(input: string, { ffprobePath = "ffprobe" }: VideoToolPaths = {}, signal?: AbortSignal): Promise<VideoProbe> {
  const args = ["-v", "error", "-select_streams", "v:0", "-show_entries", "format=duration:stream=width,height,duration", "-of", "json"];
  const out = await runVideoToolToEnd(ffprobePath, [...args, ...inputArgs(input)], signal);
  const data = JSON.parse(out.toString("utf8")) as { format?: { duration?: string }; streams?: { width?: number; height?: number; duration?: string }[] };
  const stream = data.streams?.[0];
  const seconds = Number(data.format?.duration ?? stream?.duration);
  if (!stream?.width || !stream.height || !Number.isFinite(seconds) || seconds <= 0) {
    throw new VideoError("UNREADABLE", "not a video with a known duration");
  }
  return { durationMs: Math.round(seconds * 1000), width: stream.width, height: stream.height };
}
