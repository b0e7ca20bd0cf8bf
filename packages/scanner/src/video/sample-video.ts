// Picks the frames of a reference video that its leaks' thumbnails are matched against: an even
// spread across the whole duration plus the scene changes ffmpeg detects, near-duplicates dropped,
// at least one frame of every scene while the scenes fit the budget (pick-frames.ts).
//
// One ffmpeg pass decodes the video front to back, `select` keeps the first frame, one per step and
// every scene change, and they stream out as JPEGs (showinfo names each one's time, `metadata` its
// scene score) to be hashed one by one, so memory is bounded by the frames kept, not the length.
// Reading in order suits a video served over HTTP with ranges: one sequential read, no seeks. The
// probe's answer is checked against the limits (video-limits.ts) before anything is decoded.
// Measured (2026-11-25, 2 busy cores, 720p H.264 at 15 fps, bench/video-match.bench.ts): 1.8 s a
// minute of video (a 30-minute video in 55 s, 200 frames), ffmpeg's peak RSS 90 MB whatever the
// length, node's under 200 MB. The alternatives were slower or thinner: a keyframe-only pass
// (-skip_frame nokey) took 0.75 s for 7.4 minutes but saw a frame only every 9 s (x264's keyframes),
// and seeking per frame (-ss before -i) decodes from the keyframe before each of up to 300 frames,
// which costs as much as this pass once the step is shorter than the keyframe interval.
import { hammingDistance, PDQ_MIN_QUALITY, type PdqHash } from "../pdq";
import { hashImage } from "../pdq/hash-image";
import { JpegStreamSplitter } from "./jpeg-stream";
import { pickFrames, thinFrames } from "./pick-frames";
import { probeVideo } from "./probe-video";
import { assertVideoLimits, type VideoLimits } from "./video-limits";
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
  /** Refused before decoding above these; default VIDEO_LIMITS. */
  limits?: VideoLimits;
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
  /** Its place in ffmpeg's output, which names its time and scene. */
  index: number;
  scene: number;
}

export async function sampleVideo(input: string, options: SampleVideoOptions = {}): Promise<SampledFrame[]> {
  const { ffmpegPath = "ffmpeg", onProgress, signal } = options;
  const probe = await probeVideo(input, options, signal);
  assertVideoLimits(probe, options.limits);
  const { durationMs } = probe;
  const budget = Math.max(1, Math.min(options.maxFrames ?? Infinity, frameBudget(durationMs)));
  const stepSeconds = durationMs / 1000 / budget;
  // The first frame, then one each step, and every scene change; isnan() holds for the very first.
  const select = `isnan(prev_selected_t)+gte(t-prev_selected_t\\,${stepSeconds.toFixed(3)})+gt(scene\\,${SCENE_CHANGE_SCORE})`;
  const times: number[] = [];
  // scenes[i]: the scene of output frame i (0, then +1 at each frame whose scene score is over the threshold).
  const scenes: number[] = [];
  let score = 0;
  const run = runVideoTool(
    ffmpegPath,
    [
      ...["-hide_banner", "-nostdin", "-loglevel", "info", "-nostats", "-progress", "pipe:2"],
      ...inputArgs(input),
      ...["-an", "-sn", "-dn", "-map", "0:v:0"],
      ...["-vf", `select='${select}',metadata=mode=print:key=lavfi.scene_score,showinfo,scale='min(1280,iw)':'min(1280,ih)':force_original_aspect_ratio=decrease`],
      ...["-fps_mode", "vfr", "-f", "image2pipe", "-c:v", "mjpeg", "-q:v", "3", "pipe:1"],
    ],
    {
      signal,
      onStderrLine(line) {
        // The metadata filter prints a frame's score just before showinfo prints the frame.
        const scored = /lavfi\.scene_score=([\d.]+)/.exec(line);
        if (scored) score = Number(scored[1]);
        const shown = /showinfo.* pts_time:\s*([\d.]+)/.exec(line);
        if (shown) {
          times.push(Math.round(Number(shown[1]) * 1000));
          scenes.push((scenes.at(-1) ?? -1) + (scenes.length === 0 || score > SCENE_CHANGE_SCORE ? 1 : 0));
          score = 0;
        }
        const progress = /^out_time_us=(\d+)/.exec(line);
        if (progress && durationMs > 0) onProgress?.(Math.min(0.99, Number(progress[1]) / 1000 / durationMs));
      },
    },
  );
  const splitter = new JpegStreamSplitter();
  let kept: Candidate[] = [];
  let index = 0;
  const consider = async (jpeg: Buffer) => {
    const at = index++;
    const { hash, quality } = await hashImage(jpeg);
    // Blank, black or faded frames would match any similar blank thumbnail.
    if (quality < PDQ_MIN_QUALITY) return;
    if (kept.some((frame) => hammingDistance(frame.hash, hash) <= NEAR_DUPLICATE_DISTANCE)) return;
    // Its scene is known by now (ffmpeg logs a frame before it encodes it), else the last one logged.
    kept.push({ index: at, timeMs: 0, jpeg, hash, scene: scenes[at] ?? scenes.at(-1) ?? 0 });
    // A video full of cuts must not pile up frames: past twice the budget, thin them (scenes' first frames stay).
    if (kept.length > 2 * budget) kept = thinFrames(kept, 2 * budget);
  };
  try {
    for await (const chunk of run.stdout) for (const jpeg of splitter.push(chunk as Buffer)) await consider(jpeg);
    for (const jpeg of splitter.end()) await consider(jpeg);
  } catch (error) {
    run.stop();
    throw error;
  }
  await run.done;
  for (const frame of kept) {
    frame.timeMs = times[frame.index] ?? 0;
    frame.scene = scenes[frame.index] ?? frame.scene;
  }
  onProgress?.(1);
  return pickFrames(kept, budget).map(({ timeMs, jpeg }) => ({ timeMs, jpeg }));
}
