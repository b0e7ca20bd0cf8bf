import { execFileSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { probeVideo, sampleVideo, VIDEO_LIMITS, VideoError, videoOverLimit, videoSignature } from ".";
import { parseFrameRate } from "./probe-video";
import { runVideoTool } from "./video-tool";
import { makeVideo, testVideoDir, zoomScene } from "./test-videos";

let fixtures: Awaited<ReturnType<typeof testVideoDir>>;
let zooms: string;

beforeAll(async () => {
  fixtures = await testVideoDir();
  // 320x180 at 10 fps, 20 s.
  zooms = await makeVideo(path.join(fixtures.dir, "zooms.mp4"), [zoomScene(-0.743643887, 0.131825904, 10), zoomScene(0.285, 0.01, 10)]);
}, 60_000);
afterAll(() => fixtures.remove());

/** ffmpeg processes this test process started that are still running. */
const ffmpegChildren = () => {
  try {
    return execFileSync("ps", ["-o", "comm=", "--ppid", String(process.pid)], { encoding: "utf8" }).split("\n").filter((name) => name.trim() === "ffmpeg");
  } catch {
    return []; // ps exits 1 when there is no child at all
  }
};

describe("video limits", () => {
  const probe = { durationMs: 60_000, width: 1920, height: 1080, frameRate: 30 };

  it("names the first limit a probed video is over, and none for an ordinary one", () => {
    expect(videoOverLimit(probe)).toBeNull();
    expect(videoOverLimit({ ...probe, durationMs: VIDEO_LIMITS.maxDurationMs + 1000 })).toBe("duration");
    expect(videoOverLimit({ ...probe, width: 7680, height: 4320 })).toBe("picture");
    // As many pixels as DCI 4K in another shape pass; one row more does not.
    expect(videoOverLimit({ ...probe, width: 2160, height: 4096 })).toBeNull();
    expect(videoOverLimit({ ...probe, width: 4096, height: 2161 })).toBe("picture");
    expect(videoOverLimit({ ...probe, frameRate: 240 })).toBe("frame_rate");
    expect(videoOverLimit({ ...probe, frameRate: 120 })).toBeNull();
    // A container without an average frame rate (a browser's WebM) is not refused for it.
    expect(videoOverLimit({ ...probe, frameRate: null })).toBeNull();
  });

  it("reads the average frame rate, and none from a container that has none", async () => {
    expect(parseFrameRate("30000/1001")).toBeCloseTo(29.97, 2);
    expect(parseFrameRate("0/0")).toBeNull();
    expect(parseFrameRate(undefined)).toBeNull();
    expect(await probeVideo(zooms)).toMatchObject({ width: 320, height: 180, frameRate: 10 });
  });

  it("refuses a video over a limit after the probe and before any decoding", async () => {
    // ffmpeg is not even found: a refusal by the probe alone never reaches it.
    const noDecoder = { ffmpegPath: path.join(fixtures.dir, "no-ffmpeg") };
    for (const [limits, limit] of [
      [{ ...VIDEO_LIMITS, maxDurationMs: 10_000 }, "duration"],
      [{ ...VIDEO_LIMITS, maxPixels: 320 * 179 }, "picture"],
      [{ ...VIDEO_LIMITS, maxFrameRate: 5 }, "frame_rate"],
    ] as const) {
      await expect(sampleVideo(zooms, { ...noDecoder, limits })).rejects.toMatchObject({ code: "OVER_LIMIT", limit });
      await expect(videoSignature(zooms, { ...noDecoder, limits })).rejects.toMatchObject({ code: "OVER_LIMIT", limit });
    }
    // Within the limits the same missing decoder is what fails.
    await expect(sampleVideo(zooms, noDecoder)).rejects.toMatchObject({ code: "TOOL_MISSING" });
    await expect(sampleVideo(zooms, { ...noDecoder, limits: { ...VIDEO_LIMITS, maxFrameRate: 5 } })).rejects.toBeInstanceOf(VideoError);
  });

  it("kills ffmpeg when the work is aborted halfway", async () => {
    // A source without an end: only the kill ends this ffmpeg.
    const endless = new AbortController();
    const run = runVideoTool("ffmpeg", ["-hide_banner", "-loglevel", "error", "-re", "-f", "lavfi", "-i", "testsrc=s=64x36:rate=10", "-f", "rawvideo", "pipe:1"], { signal: endless.signal });
    const chunks = run.stdout[Symbol.asyncIterator]();
    await chunks.next();
    expect(ffmpegChildren()).toHaveLength(1);
    endless.abort(new Error("job expired"));
    await expect(run.done).rejects.toThrow("job expired");
    expect(ffmpegChildren()).toEqual([]);

    // Sampling and the signature hand their signal to ffmpeg.
    const controller = new AbortController();
    const sampling = sampleVideo(zooms, { signal: controller.signal, onProgress: (fraction) => fraction > 0 && fraction < 1 && controller.abort(new Error("given up")) });
    await expect(sampling).rejects.toThrow("given up");
    await expect.poll(ffmpegChildren, { timeout: 5000 }).toEqual([]);

    const signing = new AbortController();
    const signature = videoSignature(zooms, { signal: signing.signal, onProgress: (fraction) => fraction > 0 && fraction < 1 && signing.abort(new Error("expired")) });
    await expect(signature).rejects.toThrow("expired");
    await expect.poll(ffmpegChildren, { timeout: 5000 }).toEqual([]);
  });
});
