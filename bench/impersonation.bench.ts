// Fake-profile detection on the sandbox web: the demo creator's profiles found and scored by the
// full scorer (pictures, names, bio, links), against a baseline in the same run that flags a
// profile on its username alone (matchUsername). Precision and recall over the sandbox's profile
// ground truth (impersonators must be flagged; decoys must not; her own are never returned),
// with time and fetch counts. Goal: recall 1, precision 1.
// Run: node --import tsx bench/impersonation.bench.ts
import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { startSandbox } from "@unleak/sandbox";
import { createFetcher, createReferenceSet, loadSandboxRegistry, normaliseUrl } from "@unleak/scanner";
import { findFakeProfiles, matchUsername, REPORT_THRESHOLD } from "@unleak/scanner/impersonation/index";
import { isMainModule, reportBench } from "./corpus/bench-output";

const key = (url: string) => (normaliseUrl(url) ?? url).toLowerCase();

function rates(flagged: Set<string>, positives: Set<string>) {
  const truePositives = [...flagged].filter((url) => positives.has(url)).length;
  return {
    flagged: flagged.size,
    precision: flagged.size === 0 ? 1 : Math.round((truePositives / flagged.size) * 1000) / 1000,
    recall: positives.size === 0 ? 1 : Math.round((truePositives / positives.size) * 1000) / 1000,
  };
}

export async function run(): Promise<object> {
  const sandbox = await startSandbox({ seed: 1 });
  try {
    const registry = loadSandboxRegistry({ port: sandbox.port });
    const demo = sandbox.demoCreator;
    const references = createReferenceSet();
    for (const path of demo.referenceImages) await references.add(basename(path, ".jpg"), await readFile(path));
    const fetcher = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, perHostConcurrency: 6, retryBaseMs: 20, maxRetryAfterMs: 1000 });
    const sites = registry.sites.filter((site) => site.profiles);
    const started = performance.now();
    const found = await findFakeProfiles(
      { names: [demo.name], usernames: [demo.username], officialUrls: demo.officialUrls, references },
      { sites, fetcher, leakHosts: registry.sites.filter((site) => site.category !== "social" && site.category !== "search-engine").map((site) => new URL(site.baseUrl).host) },
    );
    const seconds = (performance.now() - started) / 1000;
    const fetches = fetcher.stats().requests;
    await fetcher.close();

    const profiles = sandbox.truth.filter((page) => page.profile);
    const positives = new Set(profiles.filter((page) => page.kind === "impersonation").map((page) => key(page.url)));
    const decoys = profiles.filter((page) => page.kind === "decoy").map((page) => key(page.url));
    const official = profiles.filter((page) => page.kind === "official").map((page) => key(page.url));
    const full = new Set(found.filter((profile) => profile.score >= REPORT_THRESHOLD).map((profile) => key(profile.url)));
    // The baseline sees the same profiles and flags any whose handle matches her names.
    const names = [demo.name, demo.username];
    const baseline = new Set(found.filter((profile) => matchUsername(names, profile.handle).match).map((profile) => key(profile.url)));
    return {
      bench: "impersonation",
      threshold: REPORT_THRESHOLD,
      groundTruth: { impersonators: positives.size, decoys: decoys.length, official: official.length },
      full: { ...rates(full, positives), decoysFlagged: decoys.filter((url) => full.has(url)).length },
      baselineUsernameOnly: { ...rates(baseline, positives), decoysFlagged: decoys.filter((url) => baseline.has(url)).length },
      officialReturned: found.filter((profile) => official.includes(key(profile.url))).length,
      profilesReturned: found.length,
      scores: found.map((profile) => ({ site: profile.siteId, handle: profile.handle, score: profile.score, reasons: profile.reasons.map((reason) => reason.code), foundBy: profile.foundBy })),
      seconds: Math.round(seconds * 100) / 100,
      fetches,
      fetchesPerSite: Math.round(fetches / sites.length),
    };
  } finally {
    await sandbox.close();
  }
}

if (isMainModule(import.meta.url)) reportBench("impersonation", await run());
