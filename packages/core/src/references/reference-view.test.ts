import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDQ_MIN_QUALITY } from "@unleak/scanner";
import { describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/file-storage";
import { looksLikeVideo } from "./add-reference";
import { referenceView } from "./reference-view";

const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-refs-")), secret: "s", keys: { current: randomBytes(32) } });
const row = {
  id: "4b0c7c1e-6a51-4b7e-9a54-0f3c5f5f2b11",
  userId: "nova",
  kind: "image" as const,
  storageKey: "abc.jpg",
  pdqHashes: [],
  pdqQuality: 100,
  weakness: null,
  width: 640,
  height: 480,
  sourceName: "beach.jpg",
  uploadId: "9d1f0a4e-0a7b-4c55-8a35-8f7f3d3b2c10",
  videoId: null,
  timeMs: null,
  createdAt: new Date("2026-03-01T10:00:00Z"),
};

describe("a reference as the creator sees it", () => {
  it("shows a normal picture as not weak, through a signed URL, never its storage key alone", () => {
    const view = referenceView(row, storage);
    expect(view).toMatchObject({ weak: false, weakReason: null, sourceName: "beach.jpg", createdAt: "2026-03-01T10:00:00.000Z" });
    expect(view.url).toMatch(/^\/files\/references\/abc\.jpg\?/);
  });

  it("says why a picture matches less well, falling back on its PDQ quality for older rows", () => {
    expect(referenceView({ ...row, weakness: "featureless" }, storage)).toMatchObject({ weak: true, weakReason: "featureless" });
    expect(referenceView({ ...row, pdqQuality: PDQ_MIN_QUALITY - 1 }, storage)).toMatchObject({ weak: true, weakReason: "low-contrast" });
  });
});

describe("looksLikeVideo", () => {
  const boxed = (brand: string) => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from(`ftyp${brand}`, "latin1"), Buffer.alloc(8)]);

  it("knows MP4 and MOV, WebM and AVI by their first bytes", () => {
    expect(looksLikeVideo(boxed("isom"))).toBe(true);
    expect(looksLikeVideo(boxed("qt  "))).toBe(true);
    expect(looksLikeVideo(Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(true);
    expect(looksLikeVideo(Buffer.concat([Buffer.from("RIFF\0\0\0\0AVI ", "latin1")]))).toBe(true);
  });

  it("takes AVIF and HEIC pictures, which share MP4's box format, and short files for pictures", () => {
    expect(looksLikeVideo(boxed("avif"))).toBe(false);
    expect(looksLikeVideo(boxed("heic"))).toBe(false);
    expect(looksLikeVideo(Buffer.from("RIFF\0\0\0\0WEBP", "latin1"))).toBe(false);
    expect(looksLikeVideo(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
  });
});
