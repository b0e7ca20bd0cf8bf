// The scan engine against the sandbox web: the demo creator's leaks are found under every
// transformation with the right qualities, name leaks too; decoys, unrelated content and her own
// pages are not reported; misbehaving sites do not fail the scan; progress runs in order.
import { basename } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox, type Transformation } from "@unleak/sandbox";
import { createFetcher, loadSandboxRegistry, runScan, SCAN_STAGES, type ScanProgress, type ScanResult, type SiteRegistry } from "@unleak/scanner";

// What the picture matcher grades each kind of copy (see docs/sandbox.md).
const EXPECTED: Record<Transformation, string[]> = {
  resize: ["exact", "high"],
  recompress: ["exact", "high"],
  mirror: ["high", "good"],
  letterbox: ["exact", "high"],
  crop: ["good", "high"],
  watermark: ["good", "high"],
};

let sandbox: Sandbox;
let registry: SiteRegistry;
let full: ScanResult;
let preview: ScanResult;
const progress: ScanProgress[] = [];

let previewRequests = 0;

async function scan(scope: "preview" | "full", onProgress?: (e: ScanProgress) => void, { withReferences = true, maxThumbnails }: { withReferences?: boolean; maxThumbnails?: number } = {}) {
  const fetcher = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, perHostConcurrency: 6, retryBaseMs: 20, maxRetryAfterMs: 1000 });
  const demo = sandbox.demoCreator;
  const references = withReferences ? demo.referenceImages.map((path) => ({ id: basename(path, ".jpg"), path })) : [];
  try {
    const result = await runScan({
      subject: { names: [demo.name], usernames: [demo.username], officialUrls: demo.officialUrls, whitelist: demo.whitelist, references },
      scope,
      registry,
      fetcher,
      onProgress,
      maxThumbnails,
    });
    return { result, requests: fetcher.stats().requests };
  } finally {
    await fetcher.close();
  }
}

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1 });
  registry = loadSandboxRegistry({ port: sandbox.port });
  full = (await scan("full", (e) => progress.push(e))).result;
  ({ result: preview, requests: previewRequests } = await scan("preview"));
});
afterAll(async () => sandbox?.close());

const BROKEN = new Set(["dumpfile", "leakpile"]);

describe("scan of the sandbox web", () => {
  it("describes exactly the sites the sandbox serves", () => {
    const served = sandbox.sites.map((s) => `${s.id} ${s.category} ${s.tier}`).sort();
    expect(registry.sites.map((s) => `${s.id} ${s.category} ${s.tier}`).sort()).toEqual(served);
  });

  it("finds leaked copies under each transformation with the right qualities", () => {
    const found = new Map(full.leaks.map((leak) => [leak.url, leak]));
    for (const [transformation, qualities] of Object.entries(EXPECTED)) {
      const planted = sandbox.truth.filter((p) => p.kind === "picture-leak" && p.transformation === transformation && !BROKEN.has(p.siteId));
      const hits = planted.map((p) => found.get(p.url)).filter((leak) => leak?.kind === "picture");
      expect(hits.length, transformation).toBeGreaterThanOrEqual(Math.ceil(planted.length * 0.75));
      for (const leak of hits) {
        expect(qualities, `${transformation} ${leak!.url}`).toContain(leak!.quality);
        expect(leak!.matchedReference).toBe(planted.find((p) => p.url === leak!.url)!.reference);
        expect(leak!.evidence.thumbnail?.length).toBeGreaterThan(0);
        expect(leak!.evidence.httpStatus).toBe(200);
      }
    }
  });

  it("finds name leaks and the impersonating profile", () => {
    const found = new Set(full.leaks.map((leak) => leak.url));
    const planted = sandbox.truth.filter((p) => (p.kind === "name-leak" || p.kind === "impersonation") && !BROKEN.has(p.siteId));
    expect(planted.filter((p) => found.has(p.url)).length).toBeGreaterThanOrEqual(Math.ceil(planted.length * 0.8));
    const impersonation = sandbox.truth.find((p) => p.kind === "impersonation")!;
    expect(full.leaks.find((leak) => leak.url === impersonation.url)?.kind).toBe("name");
  });

  it("reports no decoy, unrelated, official, licensed or soft-404 page", () => {
    const innocent = new Set(sandbox.truth.filter((p) => !["picture-leak", "name-leak", "impersonation"].includes(p.kind)).map((p) => p.url));
    const known = new Set(sandbox.truth.map((p) => p.url));
    const wrong = full.leaks.filter((leak) => innocent.has(leak.url) || !known.has(leak.url));
    expect(wrong.map((leak) => leak.url)).toEqual([]);
    expect(full.leaks.some((leak) => sandbox.demoCreator.officialUrls.some((url) => leak.url === url || leak.url.startsWith(`${url}/`)))).toBe(false);
  });

  it("deduplicates by URL and counts by site and quality", () => {
    expect(new Set(full.leaks.map((leak) => leak.url)).size).toBe(full.leaks.length);
    expect(full.counts.total).toBe(full.leaks.length);
    expect(Object.values(full.counts.bySite).reduce((a, b) => a + b, 0)).toBe(full.leaks.length);
    expect(full.damage.currency).toBe("EUR");
    expect(full.damage.monthlyLoss).toBeGreaterThan(0);
  });

  it("scans only the 10 preview sites in a preview, and 60+ in a full scan", () => {
    const previewIds = new Set(sandbox.sites.filter((s) => s.tier === "preview").map((s) => s.id));
    expect(preview.sitesScanned).toBe(10);
    expect(preview.leaks.length).toBeGreaterThan(10);
    expect(preview.leaks.every((leak) => previewIds.has(leak.siteId))).toBe(true);
    expect(full.sitesScanned).toBeGreaterThanOrEqual(60);
    expect(new Set(full.leaks.map((leak) => leak.siteId)).size).toBeGreaterThan(40);
  });

  it("without reference pictures judges by names and downloads pictures only for thumbnails", async () => {
    const { result, requests } = await scan("preview", undefined, { withReferences: false });
    const nameLeaks = preview.leaks.filter((leak) => leak.kind === "name").map((leak) => leak.url).sort();
    expect(result.leaks.every((leak) => leak.kind === "name")).toBe(true);
    expect(result.leaks.map((leak) => leak.url).sort()).toEqual(expect.arrayContaining(nameLeaks));
    expect(result.leaks.some((leak) => (leak.evidence.thumbnail?.length ?? 0) > 0)).toBe(true);
    // Pages that do not name her have no picture fetched: fewer requests than the scan with references.
    expect(requests).toBeLessThan(previewRequests);

    const few = await scan("preview", undefined, { withReferences: false, maxThumbnails: 2 });
    expect(few.result.leaks.map((leak) => leak.url).sort()).toEqual(result.leaks.map((leak) => leak.url).sort());
    expect(few.result.leaks.filter((leak) => leak.evidence.thumbnail).length).toBe(2);
    expect(few.requests).toBeLessThan(requests);
  });

  it("records failing sites without failing the scan", () => {
    const failing = new Set(full.siteErrors.map((e) => e.siteId));
    expect(failing).toContain("dumpfile");
    expect(failing).toContain("leakpile");
    expect(full.siteErrors.find((e) => e.siteId === "leakpile")?.reason).toBe("rate-limited");
    expect(full.siteErrors.find((e) => e.siteId === "dumpfile")?.reason).toBe("server-error");
  });

  it("reports progress stages in order, percent rising, up to complete", () => {
    expect([...new Set(progress.map((e) => e.stage))]).toEqual([...SCAN_STAGES]);
    const percents = progress.map((e) => e.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(progress.filter((e) => e.stage === "searching_leak_databases").length).toBeGreaterThan(5);
    expect(progress.at(-1)).toMatchObject({ stage: "complete", percent: 100 });
  });
});
