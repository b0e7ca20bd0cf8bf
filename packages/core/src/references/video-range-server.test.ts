import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/file-storage";
import { parseRange, serveStoredVideo } from "./video-range-server";

describe("ranges", () => {
  it("reads the forms ffmpeg sends and refuses the unsatisfiable", () => {
    expect(parseRange("bytes=0-", 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange("bytes=10-19", 100)).toEqual({ start: 10, end: 19 });
    expect(parseRange("bytes=90-500", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-10", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=100-", 100)).toBeNull();
    expect(parseRange("bytes=-", 100)).toBeNull();
    expect(parseRange("items=0-1", 100)).toBeNull();
  });
});

describe("the loopback server of a stored video", () => {
  it("answers ranges with the decrypted bytes on its secret path only, and stops when closed", async () => {
    const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-range-")), secret: "s", keys: { current: randomBytes(32) } });
    const video = randomBytes(300_000);
    await storage.put("references", "v.mp4", video);
    const served = await serveStoredVideo(storage, "references", "v.mp4");
    const part = await fetch(served.url, { headers: { range: "bytes=1000-70999" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 1000-70999/${video.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(video.subarray(1000, 71_000))).toBe(true);
    const whole = await fetch(served.url);
    expect(whole.status).toBe(200);
    expect(Buffer.from(await whole.arrayBuffer()).equals(video)).toBe(true);
    expect((await fetch(served.url, { headers: { range: `bytes=${video.length}-` } })).status).toBe(416);
    expect((await fetch(new URL("/other/video", served.url))).status).toBe(404);
    await served.close();
    await expect(fetch(served.url)).rejects.toThrow();
  });
});
