import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { request } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { assetPath } from "../images/image-store";
import { startSandbox } from "../start-sandbox";
import type { Sandbox } from "../types";
import { BANDS, planVideos, type PlannedScene } from "./video-plan";

const run = promisify(execFile);
let sandbox: Sandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1, misbehave: false });
  await sandbox.warm();
}, 120_000);
afterAll(async () => sandbox?.close());

/** The frame at `ms` of a video file, as a JPEG. */
async function frameAt(path: string, ms: number): Promise<Buffer> {
  const { stdout } = await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-ss", (ms / 1000).toFixed(3), "-i", path, "-frames:v", "1", "-f", "image2pipe", "-vcodec", "mjpeg", "-"], { encoding: "buffer", maxBuffer: 8 << 20 });
  return stdout;
}

/** Mean absolute difference of two pictures' grey levels at 96x54 (0 = identical, 255 = opposite). */
async function difference(a: Buffer, b: Buffer): Promise<number> {
  const grey = (bytes: Buffer) => sharp(bytes).resize(96, 54, { fit: "fill" }).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs(x[i] - y[i]);
  return sum / x.length;
}

/** What a scene shows first: the window at the start of its pan across its band of the picture. */
async function sceneStart(scene: PlannedScene): Promise<Buffer> {
  const source = sharp(assetPath("creator", scene.pictureId));
  const { width = 0, height = 0 } = await source.metadata();
  const h = Math.floor(height / BANDS / 2) * 2;
  const w = Math.floor(((height / BANDS) * 16) / 9 / 2) * 2;
  return source.extract({ left: Math.floor((width - w) * scene.from), top: scene.band * h, width: w, height: h }).jpeg().toBuffer();
}

async function get(siteId: string, path: string, headers: Record<string, string> = {}) {
  const response = await request(`http://127.0.0.1:${sandbox.port}${path}`, { headers: { host: `${siteId}.localhost:${sandbox.port}`, ...headers } });
  return { status: response.statusCode, headers: response.headers, body: Buffer.from(await response.body.arrayBuffer()) };
}

describe("the demo creator's videos", () => {
  it("makes three videos of 2 to 4 minutes at 480x270 whose scenes follow one another", async () => {
    expect(sandbox.videos.map((v) => v.id)).toEqual(["beach-set", "garden-walk", "studio-session"]);
    for (const video of sandbox.videos) {
      const { stdout } = await run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height:format=duration", "-of", "json", video.path]);
      const probe = JSON.parse(stdout);
      expect(probe.streams[0]).toMatchObject({ width: 480, height: 270 });
      expect(Math.abs(Number(probe.format.duration) * 1000 - video.durationMs)).toBeLessThan(200);
      expect(video.durationMs).toBeGreaterThanOrEqual(120_000);
      expect(video.durationMs).toBeLessThanOrEqual(240_000);
      expect(video.scenes[0].startMs).toBe(0);
      expect(video.scenes.at(-1)!.endMs).toBe(video.durationMs);
      for (let n = 1; n < video.scenes.length; n++) expect(video.scenes[n].startMs).toBe(video.scenes[n - 1].endMs);
    }
  });

  it("shows each scene's picture from the scene's stated start, and no other scene's", async () => {
    const plan = planVideos();
    const scenes = sandbox.videos.flatMap((video, v) => video.scenes.map((scene, n) => ({ video, scene, planned: plan[v].scenes[n] })));
    expect(scenes.every(({ scene, planned }) => scene.pictureId === planned.pictureId && scene.startMs === planned.startMs)).toBe(true);
    const starts = await Promise.all(scenes.map(({ planned }) => sceneStart(planned)));
    for (const [k, { video, scene }] of scenes.entries()) {
      const frame = await frameAt(video.path, scene.startMs + 50);
      const differences = await Promise.all(starts.map((start) => difference(frame, start)));
      const nearest = differences.indexOf(Math.min(...differences));
      expect(nearest, `${video.id} at ${scene.startMs} ms`).toBe(k);
    }
  }, 60_000);
});

describe("leaked copies of her videos", () => {
  const leaks = () => sandbox.truth.filter((page) => page.kind === "video-leak");

  it("plants one on every tube and cam-recording site, recorded with its video and times", () => {
    const videoSites = sandbox.sites.filter((site) => site.category === "tube" || site.category === "cam-recordings");
    expect(new Set(leaks().map((page) => page.siteId))).toEqual(new Set(videoSites.map((site) => site.id)));
    for (const page of leaks()) {
      const video = sandbox.videos.find((v) => v.id === page.video!.videoId)!;
      expect(page.reference).toBe(video.id);
      expect(page.video!.posterMs).toBe(Math.round(video.durationMs / 2 / 100) * 100);
      expect(page.video!.spriteTilesMs).toHaveLength(page.video!.spriteColumns * page.video!.spriteRows);
      expect(page.video!.preview.endMs).toBeLessThanOrEqual(video.durationMs);
    }
  });

  it("serves a tube page whose poster is the video's middle frame, with a sprite grid and a preview clip", async () => {
    const page = leaks().find((p) => sandbox.sites.find((s) => s.id === p.siteId)!.category === "tube")!;
    const video = sandbox.videos.find((v) => v.id === page.video!.videoId)!;
    const html = (await get(page.siteId, new URL(page.url).pathname)).body.toString();
    const poster = /<video class="player-video" poster="([^"]+)"/.exec(html)![1];
    const sprite = /data-sprite="([^"]+)" data-cols="(\d+)" data-rows="(\d+)"/.exec(html)!;
    const preview = /<video class="preview" src="([^"]+)"/.exec(html)![1];

    const posterBytes = (await get(page.siteId, poster)).body;
    const middle = await frameAt(video.path, page.video!.posterMs);
    expect(await difference(posterBytes, middle)).toBeLessThan(4);
    expect(await difference(posterBytes, await frameAt(video.path, page.video!.posterMs - 15_000))).toBeGreaterThan(10);

    const spriteBytes = (await get(page.siteId, sprite[1])).body;
    const [columns, rows] = [Number(sprite[2]), Number(sprite[3])];
    const { width = 0, height = 0 } = await sharp(spriteBytes).metadata();
    expect([columns, rows]).toEqual([page.video!.spriteColumns, page.video!.spriteRows]);
    const tileWidth = width / columns;
    const tileHeight = height / rows;
    for (const i of [0, 7, columns * rows - 1]) {
      const tile = await sharp(spriteBytes).extract({ left: (i % columns) * tileWidth, top: Math.floor(i / columns) * tileHeight, width: tileWidth, height: tileHeight }).toBuffer();
      expect(await difference(tile, await frameAt(video.path, page.video!.spriteTilesMs[i])), `tile ${i}`).toBeLessThan(6);
    }

    const clip = await get(page.siteId, preview);
    expect(clip.headers["content-type"]).toBe("video/mp4");
    const part = await get(page.siteId, preview, { range: "bytes=0-99" });
    expect(part.status).toBe(206);
    expect(part.body).toEqual(clip.body.subarray(0, 100));
  });

  it("re-encodes the preview smaller and shorter, from the recorded stretch of the video", async () => {
    const page = leaks()[0];
    const html = (await get(page.siteId, new URL(page.url).pathname)).body.toString();
    const preview = /(?:src|data-src)="([^"]+\.mp4)"/.exec(html)![1];
    const folder = await mkdtemp(join(tmpdir(), "preview-"));
    const path = join(folder, "preview.mp4");
    await writeFile(path, (await get(page.siteId, preview)).body);
    const { stdout } = await run("ffprobe", ["-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height:format=duration", "-of", "json", path]);
    await rm(folder, { recursive: true });
    const probe = JSON.parse(stdout);
    expect(probe.streams[0].width).toBeLessThan(480);
    expect(Number(probe.format.duration)).toBeCloseTo((page.video!.preview.endMs - page.video!.preview.startMs) / 1000, 0);
  });
});
