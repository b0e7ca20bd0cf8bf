import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { gradientScene, makeCopy, makeVideo, zoomScene } from "@unleak/scanner/video/test-videos";
import { formatTime, run } from "./match";

const execFileAsync = promisify(execFile);

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");
const photos = path.join(repoRoot, "bench/corpus/photos");

function capture() {
  const out: string[] = [], err: string[] = [];
  return { io: { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }, out, err };
}

let dir = "", refs = "";
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "unleak-match-"));
  refs = path.join(dir, "refs");
  mkdirSync(refs);
  copyFileSync(path.join(photos, "mate-Dune.jpg"), path.join(refs, "dune.jpg"));
  copyFileSync(path.join(photos, "plasma-Path.jpg"), path.join(refs, "path.jpg"));
  await sharp(path.join(photos, "mate-Dune.jpg")).jpeg({ quality: 50 }).toFile(path.join(dir, "dune-q50.jpg"));
  await sharp(path.join(photos, "plasma-Path.jpg")).flop().toFile(path.join(dir, "path-mirrored.jpg"));
  copyFileSync(path.join(photos, "plasma-Kite.jpg"), path.join(dir, "kite.jpg"));
  writeFileSync(path.join(dir, "broken.png"), "not a png");
});

describe("unleak match", () => {
  it("prints one JSON line per file with the matching reference's file name", async () => {
    const { io, out, err } = capture();
    const files = ["dune-q50.jpg", "path-mirrored.jpg", "kite.jpg"].map((f) => path.join(dir, f));
    expect(await run(["--refs", refs, ...files], io)).toBe(0);
    expect(err).toEqual([]);
    const lines = out.map((l) => JSON.parse(l));
    expect(Object.keys(lines[0])).toEqual(["file", "match", "quality", "distance"]);
    expect(lines[0]).toMatchObject({ file: files[0], match: "dune.jpg", quality: "exact" });
    expect(lines[1]).toMatchObject({ file: files[1], match: "path.jpg", quality: "high" });
    expect(lines[2]).toEqual({ file: files[2], match: null, quality: null, distance: null });
    expect(Number.isInteger(lines[0].distance)).toBe(true);
  });

  it("accepts --refs=DIR", async () => {
    const { io, out } = capture();
    expect(await run([`--refs=${refs}`, path.join(dir, "dune-q50.jpg")], io)).toBe(0);
    expect(JSON.parse(out[0]).match).toBe("dune.jpg");
  });

  it("fails with exit code 2 and a message when --refs is missing or not a directory", async () => {
    for (const [args, message] of [
      [[path.join(dir, "kite.jpg")], "missing --refs DIR"],
      [["--refs", path.join(dir, "nowhere"), path.join(dir, "kite.jpg")], "no such file"],
      [["--refs", path.join(dir, "kite.jpg"), path.join(dir, "kite.jpg")], "not a directory"],
      [["--refs"], "--refs needs a directory"],
    ] as const) {
      const { io, out, err } = capture();
      expect(await run([...args], io)).toBe(2);
      expect(out).toEqual([]);
      expect(err.join("\n")).toContain(message);
    }
  });

  it("reports missing and undecodable candidates on stderr, exit code 2, and still matches the rest", async () => {
    const { io, out, err } = capture();
    const code = await run(["--refs", refs, path.join(dir, "missing.jpg"), path.join(dir, "broken.png"), path.join(dir, "dune-q50.jpg")], io);
    expect(code).toBe(2);
    expect(out).toHaveLength(1);
    expect(err).toEqual([`unleak match: ${path.join(dir, "missing.jpg")}: no such file`, `unleak match: ${path.join(dir, "broken.png")}: not a picture we can decode`]);
  });
});

describe("unleak match with videos", () => {
  let videoRefs = "";
  let leaks = "";
  beforeAll(async () => {
    videoRefs = path.join(dir, "video-refs");
    leaks = path.join(dir, "video-leaks");
    mkdirSync(videoRefs);
    mkdirSync(leaks);
    copyFileSync(path.join(photos, "mate-Dune.jpg"), path.join(videoRefs, "dune.jpg"));
    const beach = await makeVideo(path.join(videoRefs, "beach-set.mp4"), [gradientScene(1, 6), gradientScene(2, 6), zoomScene(-0.1011, 0.9563, 6)]);
    // A thumbnail from the third scene, smaller; a clip from 3 s on, cropped and re-encoded; another video.
    await execFileAsync("ffmpeg", ["-loglevel", "error", "-ss", "14", "-i", beach, "-frames:v", "1", "-vf", "scale=200:-2", path.join(leaks, "thumb.jpg")]);
    await makeCopy(beach, path.join(leaks, "clip.mp4"), 3, 8, "crop=iw*0.95:ih*0.95,scale=240:-2");
    await makeVideo(path.join(leaks, "other.mp4"), [zoomScene(-1.25066, 0.02012, 4)]);
  }, 60_000);

  it("names the reference video and the time in it for a thumbnail and for a clip", async () => {
    const { io, out, err } = capture();
    const files = ["thumb.jpg", "clip.mp4", "other.mp4"].map((f) => path.join(leaks, f));
    expect(await run(["--refs", videoRefs, ...files], io)).toBe(0);
    expect(err).toEqual([]);
    const [thumb, clip, other] = out.map((l) => JSON.parse(l));
    expect(thumb).toMatchObject({ file: files[0], match: "beach-set.mp4" });
    expect(thumb.timeMs).toBeGreaterThanOrEqual(12_000);
    expect(thumb.time).toMatch(/^0:1[2-7]$/);
    expect(clip).toMatchObject({ file: files[1], match: "beach-set.mp4", quality: "sequence" });
    expect(Math.abs(clip.timeMs - 3000 - Number(clip.clipTime.split(":")[1]) * 1000)).toBeLessThanOrEqual(1000);
    expect(other).toEqual({ file: files[2], match: null, quality: null, distance: null });
  }, 30_000);

  it("writes times as m:ss, and h:mm:ss from an hour on", () => {
    expect(formatTime(760_500)).toBe("12:40");
    expect(formatTime(3_725_000)).toBe("1:02:05");
  });
});
