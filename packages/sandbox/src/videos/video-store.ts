// Makes the demo creator's videos and their leaked copies' posters, sprites and preview clips with
// ffmpeg, once per content: everything lives under os.tmpdir() in a folder named by a hash of
// the plan, the pictures and this renderer's version, so a second start finds it all ready.
// Rendering runs in the background; `ready()` says when the files are there.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { assetPath } from "../images/image-store";
import { ffmpegTo } from "./ffmpeg";
import { BANDS, planVideos, SHOT_MS, VIDEO_FPS, VIDEO_HEIGHT, VIDEO_WIDTH, type PlannedScene, type PlannedVideo } from "./video-plan";
import { DOWNLOAD, DOWNLOAD_TRIM_MS, leakAssetNames, PREVIEW, PREVIEW_MS, SPRITE_COLUMNS, SPRITE_ROWS, SPRITE_TILE, TITLE_CARD, videoLeakTimes } from "./video-leaks";

/** Bump when the rendering changes: old caches are then ignored. */
const RENDER_VERSION = 7;
const VARIANTS = [0, 1];

export interface VideoStore {
  videos: PlannedVideo[];
  folder: string;
  pathOf(fileName: string): string;
  /** Resolves once every video and leak asset exists; rejects when ffmpeg fails. */
  ready(): Promise<void>;
}

/** Rendering is shared by every sandbox of the process: several may start at once. */
const rendering = new Map<string, Promise<void>>();

export function createVideoStore({ cacheDir = join(tmpdir(), "unleak-sandbox-videos") }: { cacheDir?: string } = {}): VideoStore {
  const videos = planVideos();
  const pictures = [...new Set(videos.flatMap((video) => video.scenes.map((scene) => scene.pictureId)))];
  const key = createHash("sha256")
    .update(JSON.stringify({ RENDER_VERSION, videos, VIDEO_WIDTH, VIDEO_HEIGHT, VIDEO_FPS }))
    .update(Buffer.concat(pictures.map((picture) => readFileSync(assetPath("creator", picture)))))
    .digest("hex")
    .slice(0, 16);
  const folder = join(cacheDir, key);
  let pending = rendering.get(folder);
  if (!pending) {
    pending = renderAll(folder, videos);
    rendering.set(folder, pending);
    // A failed render may be retried by the next sandbox.
    pending.catch(() => rendering.delete(folder));
  }
  const done = pending;
  return { videos, folder, pathOf: (fileName) => join(folder, fileName), ready: () => done };
}

async function renderAll(folder: string, videos: PlannedVideo[]): Promise<void> {
  await mkdir(folder, { recursive: true });
  const missing = (name: string) => !existsSync(join(folder, name));
  // A generated test pattern: it looks like none of her pictures.
  if (missing(TITLE_CARD)) await ffmpegTo(join(folder, TITLE_CARD), ["-f", "lavfi", "-i", `testsrc2=size=${DOWNLOAD.width}x${DOWNLOAD.height}:rate=1`, "-frames:v", "1", "-q:v", "3"]);
  for (const video of videos) {
    if (missing(video.fileName)) await renderVideo(join(folder, video.fileName), video);
    const source = join(folder, video.fileName);
    const times = videoLeakTimes(video, 0);
    const names = leakAssetNames(video.id, 0);
    const jobs: Array<Promise<void>> = [];
    if (missing(names.poster)) jobs.push(ffmpegTo(join(folder, names.poster), ["-ss", seconds(times.posterMs), "-i", source, "-frames:v", "1", "-q:v", "3"]));
    if (missing(names.sprite)) jobs.push(renderSprite(join(folder, names.sprite), source, times.spriteTilesMs));
    if (missing(names.download)) jobs.push(renderDownload(join(folder, names.download), source));
    for (const variant of VARIANTS) {
      const preview = leakAssetNames(video.id, variant).preview;
      if (missing(preview)) jobs.push(renderPreview(join(folder, preview), source, videoLeakTimes(video, variant).preview.startMs, variant));
    }
    await Promise.all(jobs);
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(3);

/** One input per scene (the picture, looped), each panned across its band, joined end to end. */
async function renderVideo(output: string, video: PlannedVideo): Promise<void> {
  const inputs = video.scenes.flatMap((scene) => ["-loop", "1", "-framerate", String(VIDEO_FPS), "-t", seconds(scene.endMs - scene.startMs), "-i", assetPath("creator", scene.pictureId)]);
  const chains = video.scenes.map((scene, n) => `[${n}:v]${panFilter(scene)},scale=${VIDEO_WIDTH}:${VIDEO_HEIGHT},setsar=1[v${n}]`);
  const joined = `${video.scenes.map((_, n) => `[v${n}]`).join("")}concat=n=${video.scenes.length}:v=1:a=0,format=yuv420p[out]`;
  await ffmpegTo(output, [...inputs, "-filter_complex", [...chains, joined].join(";"), "-map", "[out]", "-c:v", "libx264", "-preset", "ultrafast", "-g", String(VIDEO_FPS * 5), "-movflags", "+faststart"]);
}

/** A 16:9 window a third of the picture high, still for a shot, then stepping along the band. */
function panFilter(scene: PlannedScene): string {
  const shots = Math.round((scene.endMs - scene.startMs) / SHOT_MS);
  const h = `trunc(ih/${BANDS}/2)*2`;
  const w = `trunc(ih/${BANDS}*16/9/2)*2`;
  // Shot n of the scene (crop evaluates x per frame; t counts from the scene's start).
  const position = `(${scene.from}+(${scene.to - scene.from})*min(floor(t/${SHOT_MS / 1000}),${shots - 1})/${Math.max(1, shots - 1)})`;
  return `crop=w=${w}:h=${h}:x='trunc((iw-ow)*${position})':y=${scene.band}*${h}`;
}

/** The frames at the tiles' times (frame numbers at the video's rate), scaled and laid out row by row. */
async function renderSprite(output: string, source: string, tilesMs: number[]): Promise<void> {
  const frames = tilesMs.map((ms) => `eq(n\\,${Math.round((ms / 1000) * VIDEO_FPS)})`).join("+");
  const filter = `select='${frames}',scale=${SPRITE_TILE.width}:${SPRITE_TILE.height},tile=${SPRITE_COLUMNS}x${SPRITE_ROWS}`;
  await ffmpegTo(output, ["-i", source, "-vf", filter, "-fps_mode", "passthrough", "-frames:v", "1", "-q:v", "4"]);
}

/** The whole video but its opening, re-encoded smaller and harder, cropped to 96 % with a banner burnt in. */
async function renderDownload(output: string, source: string): Promise<void> {
  const edit = `crop=iw*0.96:ih*0.96:iw*0.02:ih*0.02,scale=${DOWNLOAD.width}:${DOWNLOAD.height},setsar=1,drawbox=x=0:y=0:w=iw:h=14:color=black@0.7:t=fill`;
  await ffmpegTo(output, ["-ss", seconds(DOWNLOAD_TRIM_MS), "-i", source, "-vf", edit, "-an", "-c:v", "libx264", "-preset", "ultrafast", "-crf", "32", "-movflags", "+faststart"]);
}

/**
 * A few seconds, cropped, smaller, with a site's banner burnt in: variant 0 cut to 94 % with a thin
 * banner, variant 1 to 97 % with a thick one. Heavier edits (a 10 % crop with a logo) defeat both
 * the frame matcher and the per-second signature (measured in scan-video-leaks.int.test.ts).
 */
async function renderPreview(output: string, source: string, startMs: number, variant: number): Promise<void> {
  const small = `scale=${PREVIEW.width}:${PREVIEW.height},setsar=1`;
  const edit =
    variant === 0
      ? `crop=iw*0.94:ih*0.94:iw*0.03:ih*0.03,${small},drawbox=x=0:y=ih-12:w=iw:h=12:color=black@0.6:t=fill`
      : `crop=iw*0.97:ih*0.97:iw*0.015:ih*0.015,${small},drawbox=x=0:y=ih-22:w=iw:h=22:color=black@0.75:t=fill`;
  await ffmpegTo(output, ["-ss", seconds(startMs), "-t", seconds(PREVIEW_MS), "-i", source, "-vf", edit, "-an", "-c:v", "libx264", "-preset", "ultrafast", "-crf", "30", "-movflags", "+faststart"]);
}
