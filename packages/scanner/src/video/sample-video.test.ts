import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hammingDistance, hashImage, PDQ_MATCH_DISTANCE } from "../pdq";
import { frameAt, frameBudget, probeVideo, sampleVideo, VideoError } from ".";
import { makeVideo, stillScene, testVideoDir, zoomScene } from "./test-videos";

let fixtures: Awaited<ReturnType<typeof testVideoDir>>;
let stillThenZoom: string;
let zooms: string;
let longThenCuts: string;

beforeAll(async () => {
  fixtures = await testVideoDir();
  // 27 s of a still card, then a scene only in the last 10 %.
  stillThenZoom = await makeVideo(path.join(fixtures.dir, "still-then-zoom.mp4"), [stillScene(27), zoomScene(-0.743643887, 0.131825904, 3)]);
  zooms = await makeVideo(path.join(fixtures.dir, "zooms.mp4"), [zoomScene(-0.743643887, 0.131825904, 4), zoomScene(0.285, 0.01, 4), zoomScene(-0.1011, 0.9563, 4)]);
  // 24 s of one scene, then four short scenes of 2 s each, one after the other.
  const cuts = [[0.285, 0.01], [-0.1011, 0.9563], [-1.25066, 0.02012], [-0.16, 1.0405]].map(([x, y]) => zoomScene(x, y, 2));
  longThenCuts = await makeVideo(path.join(fixtures.dir, "long-then-cuts.mp4"), [zoomScene(-0.743643887, 0.131825904, 24), ...cuts]);
}, 60_000);
afterAll(() => fixtures.remove());

const distance = async (a: Buffer, b: Buffer) => hammingDistance((await hashImage(a)).hash, (await hashImage(b)).hash);

describe("frameBudget", () => {
  it("grows with the length within its bound", () => {
    expect(frameBudget(0)).toBe(20);
    expect(frameBudget(60_000)).toBe(26);
    expect(frameBudget(30 * 60_000)).toBe(200);
    expect(frameBudget(10 * 3600_000)).toBe(300);
  });
});

describe("sampleVideo", () => {
  it("samples a scene that only the end of the video shows and drops the still card's repeats", async () => {
    const progress: number[] = [];
    const frames = await sampleVideo(stillThenZoom, { onProgress: (fraction) => progress.push(fraction) });
    expect(frames.filter((frame) => frame.timeMs < 27_000)).toHaveLength(1);
    const late = frames.filter((frame) => frame.timeMs >= 27_000);
    expect(late.length).toBeGreaterThanOrEqual(1);
    expect(await distance(late[0].jpeg, await frameAt(stillThenZoom, late[0].timeMs))).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);
    expect(frames.map((frame) => frame.timeMs)).toEqual([...frames.map((frame) => frame.timeMs)].sort((a, b) => a - b));
    expect(progress.length).toBeGreaterThan(1);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("keeps frames of every scene and never more than asked", async () => {
    const all = await sampleVideo(zooms);
    for (const sceneStart of [0, 4000, 8000]) expect(all.some((frame) => frame.timeMs >= sceneStart && frame.timeMs < sceneStart + 4000)).toBe(true);
    expect(all.length).toBeLessThanOrEqual(frameBudget(12_000));
    expect(await sampleVideo(zooms, { maxFrames: 3 })).toHaveLength(3);
    expect(all[0].jpeg.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));
  });

  it("keeps a frame of every scene when the budget is smaller than the frames found", async () => {
    // Six frames for 32 s: the long scene's steps and the four cuts are more than that.
    const frames = await sampleVideo(longThenCuts, { maxFrames: 6 });
    expect(frames).toHaveLength(6);
    for (const sceneStart of [0, 24_000, 26_000, 28_000, 30_000]) {
      expect(frames.some((frame) => frame.timeMs >= sceneStart && frame.timeMs < (sceneStart === 0 ? 24_000 : sceneStart + 2000)), `a frame of the scene at ${sceneStart} ms`).toBe(true);
    }
  });

  it("stops when aborted and says when the input is not a video", async () => {
    await expect(sampleVideo(zooms, { signal: AbortSignal.abort() })).rejects.toThrow();
    await expect(probeVideo(path.join(fixtures.dir, "missing.mp4"))).rejects.toBeInstanceOf(VideoError);
  });
});

describe("frameAt", () => {
  it("returns the frame at the time asked", async () => {
    const card = await frameAt(stillThenZoom, 5_000);
    const zoom = await frameAt(stillThenZoom, 28_500);
    expect(await distance(card, await frameAt(stillThenZoom, 20_000))).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);
    expect(await distance(card, zoom)).toBeGreaterThan(PDQ_MATCH_DISTANCE);
    expect((await probeVideo(stillThenZoom)).durationMs).toBeGreaterThanOrEqual(29_900);
  });
});
