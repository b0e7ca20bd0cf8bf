import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { splitJpegStream, videoFrames } from "./video-frames";

const hasFfmpeg = spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;

const jpeg = (shade: number) => sharp({ create: { width: 16, height: 8, channels: 3, background: { r: shade, g: shade, b: shade } } }).jpeg().toBuffer();

describe("video frames", () => {
  it("splits a stream of JPEGs at their boundaries only", async () => {
    const pictures = [await jpeg(10), await jpeg(120), await jpeg(250)];
    const frames = splitJpegStream(Buffer.concat(pictures));
    expect(frames.map((frame) => Buffer.from(frame))).toEqual(pictures);
    expect(splitJpegStream(Buffer.alloc(0))).toEqual([]);
  });

  it.runIf(hasFfmpeg)("samples a video into JPEG frames, one every 2 seconds", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "unleak-frames-test-"));
    const still = path.join(dir, "still.png");
    writeFileSync(still, await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 90 } } }).png().toBuffer());
    const video = path.join(dir, "clip.mp4");
    execFileSync("ffmpeg", ["-loglevel", "error", "-loop", "1", "-i", still, "-t", "5", "-r", "5", "-pix_fmt", "yuv420p", video]);
    const frames = await videoFrames(readFileSync(video), "ffmpeg");
    expect(frames.length).toBeGreaterThanOrEqual(2);
    expect(frames.length).toBeLessThanOrEqual(3);
    for (const frame of frames) expect(await sharp(frame).metadata()).toMatchObject({ format: "jpeg", width: 64, height: 48 });
  });

  it("refuses bytes that are no video", async () => {
    await expect(videoFrames(Buffer.from("not a video at all"), "ffmpeg")).rejects.toThrow(/decoded|not installed/);
  });
});
