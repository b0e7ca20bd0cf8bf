// One frame of a video at a chosen time (the creator adding a frame to her filmstrip). `-ss` before
// the input seeks to the keyframe before it over range requests, then decodes up to the exact time.
import { inputArgs, runVideoToolToEnd, VideoError, type VideoToolPaths } from "./video-tool";
import { splitJpegStream } from "./jpeg-stream";

export async function frameAt(input: string, timeMs: number, { ffmpegPath = "ffmpeg" }: VideoToolPaths = {}): Promise<Buffer> {
  const out = await runVideoToolToEnd(ffmpegPath, [
    ...["-hide_banner", "-nostdin", "-loglevel", "error", "-ss", (Math.max(0, timeMs) / 1000).toFixed(3)],
    ...inputArgs(input),
    ...["-map", "0:v:0", "-frames:v", "1", "-vf", "scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease"],
    ...["-f", "image2pipe", "-c:v", "mjpeg", "-q:v", "3", "pipe:1"],
  ]);
  const [jpeg] = splitJpegStream(out);
  if (!jpeg) throw new VideoError("UNREADABLE", `no frame at ${timeMs} ms`);
  return jpeg;
}
