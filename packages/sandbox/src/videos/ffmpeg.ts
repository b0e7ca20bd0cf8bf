// Runs ffmpeg for the sandbox's videos and writes each output atomically (to a temporary name,
// then renamed), so that sandboxes started at once never read a half-written file.
import { execFile } from "node:child_process";
import { rename, rm } from "node:fs/promises";
import { extname } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Runs ffmpeg with `args` followed by the output file; the file appears complete or not at all. */
export async function ffmpegTo(output: string, args: string[], ffmpegPath = process.env.FFMPEG_PATH ?? "ffmpeg"): Promise<void> {
  const partial = `${output}.${process.pid}.${Math.random().toString(36).slice(2)}.part${extname(output)}`;
  try {
    await run(ffmpegPath, ["-hide_banner", "-loglevel", "error", "-nostdin", "-y", ...args, partial], { maxBuffer: 4 * 1024 * 1024 });
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw new Error(`ffmpeg failed for ${output}: ${(error as Error).message}`);
  }
}
