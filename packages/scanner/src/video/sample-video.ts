// Picks the frames of a reference video that its leaks' thumbnails are matched against: an even
// spread across the whole duration plus the scene changes ffmpeg detects, near-duplicates dropped.
//
// One ffmpeg pass decodes the video front to back, `select` keeps the first frame, one per step and
// every scene change, and they stream out as JPEGs (showinfo names each one's time) to be hashed one
// by one, so memory is bounded by the frames kept, not the length. Reading in order suits a video
// served over HTTP with ranges: one sequential read, no seeks.
// Measured (2026-11-25, 2 busy cores, 720p H.264 at 15 fps, bench/video-match.bench.ts): 1.8 s a
// minute of video (a 30-minute video in 55 s, 200 frames), ffmpeg's peak RSS 90 MB whatever the
// length, node's under 200 MB. The alternatives were slower or thinner: a keyframe-only pass
// (-skip_frame nokey) took 0.75 s for 7.4 minutes but saw a frame only every 9 s (x264's keyframes),
// and seeking per frame (-ss before -i) decodes from the keyframe before each of up to 300 frames,
// which costs as much as this pass once the step is shorter than the keyframe interval.
import { hammingDistance, PDQ_MIN_QUALITY, type PdqHash } from "../pdq";
import { hashImage } from "../pdq/hash-image";
import { JpegStreamSplitter } from "./jpeg-stream";
import { probeVideo } from "./probe-video";
import { inputArgs, runVideoTool, type VideoToolPaths } from "./video-tool";

export interface SampledFrame {
  timeMs: number;
  /** JPEG, longest side at most 1280. */
  jpeg: Buffer;
}

export interface SampleVideoOptions extends VideoToolPaths {
  onProgress?: (fraction: number) => void;
  maxFrames?: number;
  signal?: AbortSignal;
}

/** Frames closer than this (PDQ bits) to a kept one add nothing: the same shot a moment later. */
export const NEAR_DUPLICATE_DISTANCE = 24;
/** ffmpeg's scene score (0..1) above which a frame starts a new scene. */
export const SCENE_CHANGE_SCORE = 0.3;
export const MIN_FRAME_BUDGET = 20;
export const FRAMES_PER_MINUTE = 6;
export const MAX_FRAME_BUDGET = 300;

/** How many frames a video keeps at most: 20 plus 6 a minute, at most 300 (reached at 46 minutes). */
export function frameBudget(durationMs: number): number {
  return Math.min(MAX_FRAME_BUDGET, MIN_FRAME_BUDGET + Math.ceil((FRAMES_PER_MINUTE * Math.max(0, durationMs)) / 60_000));
}

interface Candidate extends SampledFrame {
  hash: PdqHash;
}

export async function sampleVideo(input: string, options: SampleVideoOptions = {}): Promise<SampledFrame[]> {
  const { ffmpegPath = "ffmpeg", onProgress, signal } = options;
  const { durationMs } = await probeVideo(input, options, signal);
  const budget = Math.max(1, Math.min(options.maxFrames ?? Infinity, frameBudget(durationMs)));
  const stepSeconds = durationMs / 1000 / budget;
  // The first frame, then one each step, and every scene change; isnan() holds for the very first.
  const select = `isnan(prev_selected_t)+gte(t-prev_selected_t\\,${stepSeconds.toFixed(3)})+gt(scene\\,${SCENE_CHANGE_SCORE})`;
  const times: number[] = [];
  const run = runVideoTool(
    ffmpegPath,
    [
      ...["-hide_banner", "-nostdin", "-loglevel", "info", "-nostats", "-progress", "pipe:2"],
      ...inputArgs(input),
      ...["-an", "-sn", "-dn", "-map", "0:v:0"],
      ...["-vf", `select='${select}',showinfo,scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease`],
      ...["-fps_mode", "vfr", "-f", "image2pipe", "-c:v", "mjpeg", "-q:v", "3", "pipe:1"],
    ],
    {
      signal,
      onStderrLine(line) {
        const shown = /showinfo.* pts_time:\s*([\d.]+)/.exec(line);
        if (shown) times.push(Math.round(Number(shown[1]) * 1000));
        const progress = /^out_time_us=(\d+)/.exec(line);
        if (progress && durationMs > 0) onProgress?.(Math.min(0.99, Number(progress[1]) / 1000 / durationMs));
      },
    },
  );
  const splitter = new JpegStreamSplitter();
  const kept: (Candidate & { index: number })[] = [];
  let index = 0;
  const consider = async (jpeg: Buffer) => {
    const at = index++;
    const { hash, quality } = await hashImage(jpeg);
    // Blank, black or faded frames would match any similar blank thumbnail.
    if (quality < PDQ_MIN_QUALITY) return;
    if (kept.some((frame) => hammingDistance(frame.hash, hash) <= NEAR_DUPLICATE_DISTANCE)) return;
    kept.push({ index: at, timeMs: 0, jpeg, hash });
    // A video full of cuts must not pile up frames: past twice the budget, keep every other one.
    if (kept.length > 2 * budget) kept.splice(0, kept.length, ...kept.filter((_, i) => i % 2 === 0));
  };
  try {
    for await (const chunk of run.stdout) for (const jpeg of splitter.push(chunk as Buffer)) await consider(jpeg);
    for (const jpeg of splitter.end()) await consider(jpeg);
  } catch (error) {
    run.stop();
    throw error;
  }
  await run.done;
  for (const frame of kept) frame.timeMs = times[frame.index] ?? 0;
  onProgress?.(1);
  return pickEvenly(kept, budget).map(({ timeMs, jpeg }) => ({ timeMs, jpeg }));
}

/** `count` items spread evenly over the list (all of them when it is short enough). */
export function pickEvenly<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, i) => items[Math.floor(((i + 0.5) * items.length) / count)]);
}
