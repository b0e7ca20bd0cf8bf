import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { LeakReportData, LeakTakedown, ReportLeak, ReportTakedowns, ScanSummary } from "@unleak/core";
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
  takedown: null,
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

// 16 found, 13 requested: 4 removed, 1 delisted only, 3 in progress, 2 handed over, 1 counter-noticed, 2 failed.
const takedowns: ReportTakedowns = {
  found: 16,
  requested: 13,
  removed: 4,
  delistedOnly: 1,
  inProgress: 3,
  handedOver: 2,
  counterNoticed: 1,
  failed: 2,
  removalRate: 4 / 13,
  medianHoursToRemoval: 30,
  p90HoursToRemoval: 82,
  bySite: [
    { siteId: "leakbox", siteName: "LeakBox", found: 7, requested: 7, removed: 1, delistedOnly: 0, inProgress: 1, handedOver: 2, counterNoticed: 1, failed: 2, removalRate: 1 / 7, medianHoursToRemoval: 100, p90HoursToRemoval: 100 },
    { siteId: "erome", siteName: "EroMe", found: 9, requested: 6, removed: 0, delistedOnly: 1, inProgress: 5, handedOver: 0, counterNoticed: 0, failed: 0, removalRate: 0, medianHoursToRemoval: null, p90HoursToRemoval: null },
  ],
};
const nothingRequested: ReportTakedowns = { ...takedowns, requested: 0, removed: 0, delistedOnly: 0, inProgress: 0, handedOver: 0, counterNoticed: 0, failed: 0, removalRate: null, medianHoursToRemoval: null, p90HoursToRemoval: null, bySite: [] };
const sentAt = new Date("2026-11-21T08:00:00Z");
const tracked = (takedown: Partial<LeakTakedown>, url: string): ReportLeak => ({
  ...pictureLeak,
  url,
  takedown: { status: "sent", noticeSentAt: sentAt, removedAt: null, confirmingChecks: 0, handedOverAt: null, ...takedown },
});
const trackedLeaks = [
  tracked({ status: "removed", removedAt: new Date("2026-11-23T09:00:00Z"), confirmingChecks: 2 }, "https://tube.example/removed"),
  tracked({ status: "delisted" }, "https://tube.example/delisted"),
  tracked({ status: "restricted" }, "https://tube.example/restricted"),
  tracked({ status: "sent" }, "https://tube.example/sent"),
  tracked({ status: "escalated", handedOverAt: new Date("2026-12-20T12:00:00Z") }, "https://tube.example/handed-over"),
  tracked({ status: "awaiting_confirmation", noticeSentAt: null }, "https://tube.example/waiting"),
];
/** The report's text with wrapped lines joined, and the dashes the PDF encodes as WinAnsi read back. */
const flat = (text: string) => text.replace(/\x96/g, "-").replace(/\s+/g, " ");

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
    takedowns: nothingRequested,
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

  it("shows the creator's takedown numbers as the dashboard counts them, overall and per site", async () => {
    const text = flat(await pdfText(await buildLeakReportPdf(report({ takedowns }), { t: translator("en"), language: "en", now: fetchedAt })));
    expect(text).toContain("Takedowns Across all the leaks on your list on Nov 20, 2026, counted as on your dashboard.");
    for (const line of ["Leaks found: 16", "Removal requested: 13", "Removed at the source: 4", "Delisted only: 1", "In progress: 3", "Handed over: 2", "Counter-noticed: 1", "Failed: 2", "Removal rate: 31%"]) {
      expect(text).toContain(line);
    }
    expect(text).toContain("Median time to removal: 30 hours; 90% removed within 3.4 days");
    expect(text).toContain("delisting is not removal and never counts as removed");
    expect(text).toContain("Each requested removal is counted once");
    expect(text).toContain("LeakBox: 7 requested, 1 removed at the source, 0 delisted only; removal rate 14%; median time to removal 4.2 days, 90% removed within 4.2 days");
    expect(text).toContain("EroMe: 6 requested, 0 removed at the source, 1 delisted only; removal rate 0%");
    expect(text).not.toContain("EroMe: 6 requested, 0 removed at the source, 1 delisted only; removal rate 0%; median");
  });

  it("says when nothing was requested yet, without any rate or time", async () => {
    const text = flat(await pdfText(await buildLeakReportPdf(report(), { t: translator("en"), language: "en" })));
    expect(text).toContain("Leaks found: 16 No removal requested yet.");
    expect(text).not.toContain("Removal rate");
    expect(text).not.toContain("Median time to removal");
  });

  it("gives each leak its takedown status and never calls a delisted or restricted page removed", async () => {
    const text = flat(await pdfText(await buildLeakReportPdf(report({ leaks: trackedLeaks, takedowns }), { t: translator("en"), language: "en" })));
    const status = (url: string) => text.slice(text.indexOf(url)).match(/Takedown: (.*?)(?= Found copy| \d+\. |$)/)?.[1];
    expect(status("https://tube.example/removed")).toBe("Removed at the source on Nov 23, 2026, confirmed by 2 checks");
    expect(status("https://tube.example/delisted")).toBe("Delisted from search only - still online at the source, not removed");
    expect(status("https://tube.example/restricted")).toBe("Restricted (access blocked, e.g. HTTP 403) - not removed");
    expect(status("https://tube.example/sent")).toBe("Notice sent Nov 21, 2026");
    expect(status("https://tube.example/handed-over")).toBe("Handed over for legal action on Dec 20, 2026 - not removed");
    expect(status("https://tube.example/waiting")).toBe("Waiting for your confirmation before a notice is sent");
    expect(text.match(/Takedown: Removed/g)).toHaveLength(1);
  });

  it("words the takedowns in German, addressing the creator formally", async () => {
    const text = flat(await pdfText(await buildLeakReportPdf(report({ leaks: trackedLeaks.slice(0, 2), takedowns }), { t: translator("de"), language: "de", now: fetchedAt })));
    expect(text).toContain("Über alle Leaks auf Ihrer Liste am 20.11.2026, gezählt wie in Ihrem Dashboard.");
    expect(text).toContain("An der Quelle entfernt: 4");
    expect(text).toContain("Nur aus der Suche entfernt: 1");
    expect(text).toContain("Entfernung: An der Quelle entfernt am 23.11.2026, bestätigt durch 2 Prüfungen");
    expect(text).toContain("Entfernung: Nur aus der Suche entfernt - an der Quelle weiterhin online, nicht entfernt");
  });
});
