// Tiny videos for the tests, made with ffmpeg's own generators into a temporary directory.
import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** A slow zoom into the Mandelbrot set: every second looks different, every scene (centre) too. */
export function zoomScene(x: number, y: number, seconds: number): string {
  return `mandelbrot=s=320x180:rate=10:maxiter=120:start_x=${x}:start_y=${y}:start_scale=0.08:end_scale=0.04:end_pts=${seconds * 10}:inner=black,trim=duration=${seconds}`;
}

/** Slowly moving colour gradients, different for every seed: smooth like a filmed scene. */
export function gradientScene(seed: number, seconds: number): string {
  return `gradients=s=320x180:rate=10:n=8:seed=${seed}:speed=0.01:duration=${seconds}`;
}

/** A still test card: every frame the same. */
export function stillScene(seconds: number): string {
  return `smptehdbars=s=320x180:rate=10:duration=${seconds}`;
}

export async function testVideoDir(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "unleak-video-test-"));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** Encodes the scenes one after another into `file` (H.264 in MP4). */
export async function makeVideo(file: string, scenes: string[], outputOptions: string[] = []): Promise<string> {
  const inputs = scenes.flatMap((scene) => ["-f", "lavfi", "-i", scene]);
  const concat = `${scenes.map((_, i) => `[${i}:v]setsar=1,format=yuv420p[v${i}];`).join("")}${scenes.map((_, i) => `[v${i}]`).join("")}concat=n=${scenes.length}:v=1:a=0[out]`;
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...inputs, "-filter_complex", concat, "-map", "[out]", "-c:v", "libx264", "-preset", "ultrafast", ...outputOptions, file]);
  return file;
}

/** A leaked copy: the part from `startSeconds` for `seconds`, run through `filter`, re-encoded. */
export async function makeCopy(source: string, file: string, startSeconds: number, seconds: number, filter: string): Promise<string> {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", "-ss", String(startSeconds), "-t", String(seconds), "-i", source, "-vf", filter, "-c:v", "libx264", "-preset", "ultrafast", "-crf", "32", file]);
  return file;
}
