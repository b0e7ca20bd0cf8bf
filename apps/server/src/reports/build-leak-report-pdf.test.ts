import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LeakReportData, ReportLeak, ScanSummary } from "@unleak/core";
import { DEFAULT_DAMAGE_ASSUMPTIONS, estimateDamage } from "@unleak/scanner";
import { describe, expect, it } from "vitest";
import { translator } from "../i18n";
import { pdfImageCount, pdfText } from "../testing/pdf-text";
import { buildLeakReportPdf } from "./build-leak-report-pdf";

const assets = path.resolve("packages/sandbox/assets/creator");
const jpeg = readFileSync(path.join(assets, readdirSync(assets).find((name) => name.endsWith(".jpg"))!));
const fetchedAt = new Date("2026-11-20T10:00:00Z");

const pictureLeak: ReportLeak = {
  url: "https://tube.example/watch/1",
  siteName: "Vidleakr",
  category: "tube",
  title: "Nova Quill set",
  kind: "picture",
  pictureMatch: { quality: "exact", distance: 4, reference: "dune.jpg" },
  nameMatch: null,
  evidence: { title: "Nova Quill set", fetchedAt, httpStatus: 200 },
  firstSeenAt: fetchedAt,
  foundPicture: jpeg,
  referencePicture: Buffer.from(jpeg),
};
const nameLeak: ReportLeak = {
  ...pictureLeak,
  url: "https://board.example/t/2",
  siteName: "Snapchan",
  category: "a-category-we-do-not-know",
  kind: "name",
  pictureMatch: null,
  nameMatch: { confidence: "exact" },
  foundPicture: null,
  referencePicture: null,
};

function report(overrides: Partial<LeakReportData> = {}): LeakReportData {
  const leaks = [pictureLeak, nameLeak];
  return {
    kind: "full",
    creatorName: "Nova Quill",
    finishedAt: fetchedAt,
    summary: { leakCount: 3, sitesScanned: 65, siteErrors: 0, byQuality: { exact: 3, high: 0, good: 0 }, platforms: [], samples: [] } satisfies ScanSummary,
    damage: estimateDamage([{ category: "tube", quality: "exact", kind: "picture" }, { category: "unknown", quality: "exact", kind: "name" }]),
    leaks,
    whitelisted: 1,
    samplesOnly: false,
    ...overrides,
  };
}

describe("buildLeakReportPdf", () => {
  it("counts only the leaks it lists and never gives a name mention a picture quality", async () => {
    const text = await pdfText(await buildLeakReportPdf(report(), { t: translator("en"), language: "en" }));
    expect(text).toContain("Leaks in this report: 2");
    expect(text).toContain("Left out: 1 leak of this scan");
    expect(text.replace(/\s+/g, " ")).toContain("By evidence: 1 exact, 0 high and 0 good picture matches; 1 name mentions without a picture match.");
    expect(text).toContain("Evidence: Exact picture match; 4 of 256 bits apart; matched reference: dune.jpg");
    expect(text).toContain("Evidence: Name mention (no picture match); the name matches exactly");
    expect(text).toContain("Fetched Nov 20, 2026, 10:00 AM UTC, HTTP status 200; first seen Nov 20, 2026");
    expect(text).toContain("1. Vidleakr (Video tube)");
    expect(text).toContain("2. Snapchan (Other site)");
    expect(text).toContain("Estimated monthly loss from the 2 leaks listed");
    expect(text).toContain(`Monthly views per leaked page: Video tube ${DEFAULT_DAMAGE_ASSUMPTIONS.monthlyViewsPerLeak.tube.toLocaleString("en")}`);
  });

  it("embeds the found picture and the reference, once each, for a picture match only", async () => {
    const shared = report({ leaks: [pictureLeak, { ...pictureLeak, url: "https://tube.example/watch/3", foundPicture: Buffer.from(jpeg) }, nameLeak] });
    // Two thumbnails, and the reference they share embedded once.
    expect(await pdfImageCount(await buildLeakReportPdf(shared, { t: translator("en"), language: "en" }))).toBe(3);
  });

  it("says when a preview scan lists its samples only, and speaks the requester's language", async () => {
    const text = await pdfText(await buildLeakReportPdf(report({ kind: "instant", samplesOnly: true, whitelisted: 0 }), { t: translator("de"), language: "de" }));
    expect(text).toContain("Leak-Bericht");
    expect(text).toContain("Leaks in diesem Bericht: 2");
    expect(text.replace(/\s+/g, " ")).toContain("Dieser Vorschau-Scan hat 3 Leaks gefunden und bewahrt 2 Beispiele davon auf");
    expect(text).toContain("Beleg: Namensnennung (kein Bildtreffer)");
    expect(text).not.toContain("Nicht aufgeführt");
  });
});
