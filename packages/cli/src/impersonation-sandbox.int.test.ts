// Fake-profile detection against the sandbox web: every impersonator of the demo creator is found
// and reaches the reporting threshold, decoys stay below it, her own profiles are never returned.
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type Sandbox } from "@unleak/sandbox";
import { createFetcher, createReferenceSet, loadSandboxRegistry, normaliseUrl } from "@unleak/scanner";
import { findFakeProfiles, REPORT_THRESHOLD, type ScoredProfile } from "@unleak/scanner/impersonation/index";

let sandbox: Sandbox;
let found: ScoredProfile[];
let requests = 0;
const progress: Array<[number, number]> = [];

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 1 });
  const registry = loadSandboxRegistry({ port: sandbox.port });
  const demo = sandbox.demoCreator;
  const references = createReferenceSet();
  for (const path of demo.referenceImages) await references.add(basename(path, ".jpg"), await readFile(path));
  const fetcher = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, perHostConcurrency: 6, retryBaseMs: 20, maxRetryAfterMs: 1000 });
  try {
    found = await findFakeProfiles(
      { names: [demo.name], usernames: [demo.username], officialUrls: demo.officialUrls, references },
      {
        sites: registry.sites.filter((site) => site.category === "social"),
        fetcher,
        leakHosts: registry.sites.filter((site) => site.category !== "social" && site.category !== "search-engine").map((site) => new URL(site.baseUrl).host),
        onProgress: (done, total) => progress.push([done, total]),
      },
    );
    requests = fetcher.stats().requests;
  } finally {
    await fetcher.close();
  }
});
afterAll(async () => sandbox?.close());

const key = (url: string) => (normaliseUrl(url) ?? url).toLowerCase();
const planted = (kind: string) => sandbox.truth.filter((p) => p.profile && p.kind === kind);
const foundAt = (url: string) => found.find((profile) => key(profile.url) === key(url));

describe("findFakeProfiles on the sandbox web", () => {
  it("finds every impersonator at or above the reporting threshold, with reasons", () => {
    const impersonators = planted("impersonation");
    expect(impersonators.length).toBeGreaterThanOrEqual(4);
    for (const page of impersonators) {
      const profile = foundAt(page.url);
      expect(profile, page.url).toBeDefined();
      expect(profile!.score, `${page.url} ${JSON.stringify(profile!.reasons)}`).toBeGreaterThanOrEqual(REPORT_THRESHOLD);
      expect(profile!.handle.toLowerCase()).toBe(page.profile!.handle.toLowerCase());
      expect(profile!.httpStatus).toBe(200);
      expect(profile!.pageText.length).toBeGreaterThan(0);
    }
  });

  it("finds the look-alike handle, which the people search cannot, by probing it", () => {
    const lookalike = found.find((profile) => profile.handle === "n0vaqu1ll");
    expect(lookalike?.reasons.map((reason) => reason.code)).toEqual(expect.arrayContaining(["avatar_match", "username_variant", "bio_payment_lookalike"]));
    expect(lookalike!.pictures.find((picture) => picture.role === "avatar")?.bytes.length).toBeGreaterThan(0);
  });

  it("matches the backup account's posts to her pictures", () => {
    const backup = found.find((profile) => profile.handle === "novaquill_backup");
    expect(backup?.reasons.find((reason) => reason.code === "posts_match")?.params.count).toBeGreaterThanOrEqual(2);
  });

  it("keeps every decoy below the threshold, if it returns it at all", () => {
    const decoys = planted("decoy");
    expect(decoys.length).toBeGreaterThanOrEqual(2);
    for (const page of decoys) {
      const profile = foundAt(page.url);
      if (profile) expect(profile.score, `${page.url} ${JSON.stringify(profile.reasons)}`).toBeLessThan(REPORT_THRESHOLD);
    }
  });

  it("never returns her own profiles", () => {
    const official = planted("official");
    expect(official.length).toBeGreaterThanOrEqual(2);
    for (const page of official) expect(foundAt(page.url), page.url).toBeUndefined();
    for (const url of sandbox.demoCreator.officialUrls) expect(foundAt(url)).toBeUndefined();
  });

  it("returns each profile once, highest risk first, and reports progress to the end", () => {
    expect(new Set(found.map((profile) => key(profile.url))).size).toBe(found.length);
    expect(found.map((profile) => profile.score)).toEqual([...found.map((profile) => profile.score)].sort((a, b) => b - a));
    const [done, total] = progress.at(-1)!;
    expect(done).toBe(total);
    expect(requests).toBeGreaterThan(0);
  });
});
