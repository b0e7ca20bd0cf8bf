import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Leak, ScanResult } from "@unleak/scanner";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/file-storage";
import { SAMPLE_LEAKS, summariseScan } from "./scan-summary";

const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-summary-")), secret: "s", keys: { current: randomBytes(32) } });
const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 200, g: 40, b: 90 } } }).jpeg().toBuffer();

function leak(n: number, overrides: Partial<Leak> = {}): Leak {
  const evidence = { url: `https://site-${n % 3}.test/${n}`, title: `Page ${n}`, fetchedAt: "2026-03-01T10:00:00Z", httpStatus: 200, thumbnail: null };
  return { url: evidence.url, siteId: `site-${n % 3}`, siteName: `Site ${n % 3}`, category: "tube", title: `Page ${n}`, kind: "name", quality: "good", evidence, ...overrides } as Leak;
}

function result(leaks: Leak[]): ScanResult {
  return { leaks, counts: { byQuality: { exact: 0, high: 0, good: leaks.length } }, sitesScanned: 12, siteErrors: [{ siteId: "x", siteName: "X", stage: "search", reason: "network", url: "https://x.test", count: 1 }], damage: {}, startedAt: new Date(), finishedAt: new Date() } as unknown as ScanResult;
}

describe("summariseScan", () => {
  it("counts leaks per platform, most first, and picture matches apart from name mentions", async () => {
    const leaks = [leak(0), leak(3), leak(6, { kind: "picture", quality: "exact" }), leak(1, { kind: "picture", quality: "high" }), leak(2)];
    const summary = await summariseScan(result(leaks), { storage });
    expect(summary).toMatchObject({ leakCount: 5, sitesScanned: 12, siteErrors: 1 });
    expect(summary.platforms.map((p) => [p.siteId, p.leaks])).toEqual([
      ["site-0", 3],
      ["site-1", 1],
      ["site-2", 1],
    ]);
    expect(summary.byEvidence).toEqual({ exact: 1, high: 1, good: 0, name: 3 });
  });

  it("keeps a few samples, pictures first, each with its thumbnail and a blurred copy stored", async () => {
    const leaks = Array.from({ length: SAMPLE_LEAKS + 2 }, (_, n) => leak(n));
    leaks.push(leak(99, { kind: "picture", quality: "exact", evidence: { ...leak(99).evidence, thumbnail: picture } as Leak["evidence"] }));
    const summary = await summariseScan(result(leaks), { storage, thumbnailKeyOf: () => "leaks/fixed.jpg" });
    expect(summary.samples).toHaveLength(SAMPLE_LEAKS);
    const [first, second] = summary.samples;
    expect(first).toMatchObject({ url: "https://site-0.test/99", thumbnailKey: "leaks/fixed.jpg", blurredThumbnailKey: expect.stringMatching(/^samples\//) });
    expect(second).toMatchObject({ thumbnailKey: null, blurredThumbnailKey: null });
    const blurredCopy = (await storage.get("evidence", first.blurredThumbnailKey!))!;
    expect((await sharp(blurredCopy).metadata()).format).toBe("jpeg");
    expect(blurredCopy.equals(picture)).toBe(false);
    // Without the caller's own key (a visitor's scan keeps no leak rows) the sample's thumbnail is stored here.
    const [visitors] = (await summariseScan(result(leaks), { storage })).samples;
    expect(visitors.thumbnailKey).toMatch(/^samples\//);
    expect((await storage.get("evidence", visitors.thumbnailKey!))?.equals(picture)).toBe(true);
  });
});
