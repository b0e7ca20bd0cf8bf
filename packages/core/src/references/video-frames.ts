// Frames of an uploaded reference video, sampled by ffmpeg. No frame touches the disk: they come
// back as a JPEG stream on a pipe. ffmpeg must seek in an MP4, so the video itself is handed over
// as a file, in memory (/dev/shm) where the system has it, deleted as soon as ffmpeg is done.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { AppError } from "../errors/app-error";

/** Videos are sampled at one frame every 2 seconds, at most 30 frames. */
export const VIDEO_FRAME_INTERVAL_SECONDS = 2;
export const MAX_VIDEO_FRAMES = 30;

const run = promisify(execFile);
const scratchRoot = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();

/** Splits ffmpeg's MJPEG stream into pictures: its frames carry no thumbnails, so an end marker followed by a start marker is a boundary. */
export function splitJpegStream(stream: Buffer): Buffer[] {
  const frames: Buffer[] = [];
  let start = 0;
  for (let i = 0; i + 1 < stream.length; i += 1) {
    if (stream[i] !== 0xff || stream[i + 1] !== 0xd9) continue;
    const end = i + 2;
    if (end === stream.length || (stream[end] === 0xff && stream[end + 1] === 0xd8)) {
      frames.push(stream.subarray(start, end));
      start = end;
      i = end - 1;
    }
  }
  return frames;
}

export async function videoFrames(bytes: Buffer, ffmpegPath: string): Promise<Buffer[]> {
  const dir = await mkdtemp(path.join(scratchRoot, "unleak-video-"));
  try {
    const input = path.join(dir, "input");
    await writeFile(input, bytes, { mode: 0o600 });
    const { stdout } = await run(
      ffmpegPath,
      [
        ...["-hide_banner", "-loglevel", "error", "-i", input],
        ...["-vf", `fps=1/${VIDEO_FRAME_INTERVAL_SECONDS},scale='min(1280,iw)':-2`, "-frames:v", String(MAX_VIDEO_FRAMES)],
        ...["-f", "image2pipe", "-c:v", "mjpeg", "-q:v", "3", "pipe:1"],
      ],
      { timeout: 120_000, encoding: "buffer", maxBuffer: 256 * 1024 * 1024 },
    ).catch((error: NodeJS.ErrnoException) => {
      throw new AppError("UNSUPPORTED_MEDIA", error.code === "ENOENT" ? "ffmpeg is not installed" : "video could not be decoded");
    });
    return splitJpegStream(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
