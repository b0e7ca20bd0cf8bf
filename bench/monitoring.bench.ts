// Monitoring cost per simulated hour (issue 20): requests to the web and CPU seconds for 10, 100,
// 1,000 and 10,000 monitored creators, the shared crawl against today's per-creator scans (the
// baseline), with recall of the sandbox flow's seeded leaks for both. The sandbox runs in a process
// of its own (bench/monitoring-sandbox.ts) with one flow per size; its clock moves one hour.
//   shared: the matcher of all N creators is built first (their reference hashes computed once:
//     setup, reported apart), the listing cursor is taken at the hour's start, then one shared
//     crawl reads the hour's new uploads.
//   per-creator: a monitoring scan (runScan, scope full) per creator for the same hour. Beyond
//     MONITORING_SAMPLE creators (default 10) a random sample of creators with a leak that hour is
//     scanned and requests and CPU are extrapolated linearly (`extrapolatedFromSample`); recall is the sample's.
// Recall counts the hour's leaks on listing sites (what the crawl covers; per-creator recall on
// every site is reported too). CPU is process.cpuUsage (user + system, every thread of this process).
// Environment: MONITORING_SIZES (default "10,100,1000,10000"), MONITORING_SAMPLE (10).
// Run: node --import tsx bench/monitoring.bench.ts
import { fork, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { FlowLeak, SyntheticCreator } from "@unleak/sandbox";
import { crawlListings, createCreatorMatcher, createFetcher, hashCreatorReference, loadSandboxRegistry, normaliseUrl, runScan, runSharedCrawl, type Fetcher, type MonitoredCreator, type SiteRegistry } from "@unleak/scanner";
import { isMainModule, reportBench } from "./corpus/bench-output";

const HOUR_MS = 3_600_000;
type Truth = Omit<FlowLeak, "uploadedAt"> & { uploadedAt: string; listed: boolean };

interface BenchSandbox {
  port: number;
  startAt: Date;
  ask<T>(request: Record<string, unknown>): Promise<T>;
  close(): void;
}

async function forkSandbox(creators: number): Promise<BenchSandbox> {
  const child: ChildProcess = fork(fileURLToPath(new URL("./monitoring-sandbox.ts", import.meta.url)), [], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, MONITORING_CREATORS: String(creators) },
    serialization: "advanced",
  });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  const ready = new Promise<{ port: number; startAt: string }>((resolve, reject) => {
    child.on("message", (message: { ready?: boolean; port: number; startAt: string; id: number; value?: unknown; error?: string }) => {
      if (message.ready) return resolve(message);
      const waiting = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) waiting?.reject(new Error(message.error));
      else waiting?.resolve(message.value);
    });
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  const { port, startAt } = await ready;
  return {
    port,
    startAt: new Date(startAt),
    ask: <T>(request: Record<string, unknown>) =>
      new Promise<T>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ ...request, id });
      }),
    close: () => child.disconnect(),
  };
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};
const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
const fetcherFor = (sandbox: BenchSandbox): Fetcher => createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, perHostConcurrency: 6, retryBaseMs: 20, maxRetryAfterMs: 1000 });
const leakKey = (creatorId: string, url: string) => `${creatorId} ${normaliseUrl(url)}`;

/** Reference hashes of every creator, computed once; pictures come from the sandbox in batches. */
async function monitoredCreators(sandbox: BenchSandbox, creators: SyntheticCreator[]) {
  const monitored: MonitoredCreator[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  const batches = Array.from({ length: Math.ceil(creators.length / 250) }, (_, index) => creators.slice(index * 250, (index + 1) * 250));
  const picturesOf = (batch: SyntheticCreator[] | undefined) => (batch ? sandbox.ask<Uint8Array[]>({ op: "pictures", creatorIds: batch.map((creator) => creator.id) }) : null);
  // The sandbox makes the next batch while this one is hashed.
  let next = picturesOf(batches[0]);
  for (const [at, batch] of batches.entries()) {
    const pictures = (await next)!;
    next = picturesOf(batches[at + 1]);
    for (const [index, creator] of batch.entries()) {
      const reference = await hashCreatorReference(`${creator.id}-0`, Buffer.from(pictures[index]));
      monitored.push({ id: creator.id, names: [creator.name], usernames: [creator.username], references: [reference] });
    }
  }
  return { monitored, setupSeconds: (performance.now() - started) / 1000, setupCpuSeconds: cpuSeconds(cpu) };
}

async function sharedRun(sandbox: BenchSandbox, registry: SiteRegistry, creators: SyntheticCreator[], truth: Truth[]) {
  const { monitored, setupSeconds, setupCpuSeconds } = await monitoredCreators(sandbox, creators);
  const buildCpu = process.cpuUsage();
  const matcher = createCreatorMatcher(monitored);
  const fetcher = fetcherFor(sandbox);
  try {
    // The cursor as the previous hour's crawl left it: what the listings show at the hour's start.
    const seen = new Set<string>();
    for await (const entry of crawlListings({ fetcher, registry, seen: () => false, maxPagesPerSite: 1 })) seen.add(entry.url);
    const matcherBuildCpuSeconds = cpuSeconds(buildCpu);
    await sandbox.ask({ op: "advance", ms: HOUR_MS });
    const requestsBefore = await sandbox.ask<number>({ op: "counts" });
    const cpu = process.cpuUsage();
    const started = performance.now();
    const stages: Record<string, number> = {};
    const result = await runSharedCrawl({ fetcher, registry, matcher, seen: (url) => seen.has(url), observe: (stage, seconds) => void (stages[stage] = (stages[stage] ?? 0) + seconds) });
    const cpuUsed = cpuSeconds(cpu);
    const wallSeconds = (performance.now() - started) / 1000;
    const requests = (await sandbox.ask<number>({ op: "counts" })) - requestsBefore;
    const found = new Set(result.hits.map((hit) => leakKey(hit.creatorId, hit.leak.url)));
    const expected = truth.filter((leak) => leak.listed);
    const truthKeys = new Set(expected.map((leak) => leakKey(leak.creatorId, leak.url)));
    const missed = expected.filter((leak) => !found.has(leakKey(leak.creatorId, leak.url)));
    return {
      mode: "shared" as const,
      creators: creators.length,
      requestsPerSimulatedHour: requests,
      cpuSecondsPerSimulatedHour: round(cpuUsed),
      recall: expected.length > 0 ? round((expected.length - missed.length) / expected.length, 3) : null,
      leaksInHour: expected.length,
      falseHits: [...found].filter((key) => !truthKeys.has(key)).length,
      missedBy: countBy(missed, (leak) => `${leak.shows}${leak.transformation ? `/${leak.transformation}` : ""}`),
      uploadsRead: result.pagesFetched,
      listingPages: result.listingPagesFetched,
      picturesFetched: result.picturesFetched,
      wallSeconds: round(wallSeconds),
      stageSeconds: Object.fromEntries(Object.entries(stages).map(([stage, seconds]) => [stage, round(seconds)])),
      setup: { referenceHashes: matcher.referenceHashes, hashSeconds: round(setupSeconds), hashCpuSeconds: round(setupCpuSeconds), matcherBuildCpuSeconds: round(matcherBuildCpuSeconds) },
    };
  } finally {
    await fetcher.close();
  }
}

async function perCreatorRun(sandbox: BenchSandbox, registry: SiteRegistry, creators: SyntheticCreator[], truth: Truth[], sampleSize: number) {
  const leakers = new Set(truth.filter((leak) => leak.listed).map((leak) => leak.creatorId));
  // A sample of creators with a leak that hour, so its recall means something; a scan costs the same either way.
  const sample = creators.length <= sampleSize ? creators : shuffled(creators.filter((creator) => leakers.has(creator.id)), 7).slice(0, sampleSize);
  const pictures = await sandbox.ask<Uint8Array[]>({ op: "pictures", creatorIds: sample.map((creator) => creator.id) });
  let requests = 0;
  let cpuUsed = 0;
  const found = new Set<string>();
  const started = performance.now();
  for (const [index, creator] of sample.entries()) {
    const fetcher = fetcherFor(sandbox);
    const before = await sandbox.ask<number>({ op: "counts" });
    const cpu = process.cpuUsage();
    const result = await runScan({ subject: { names: [creator.name], usernames: [creator.username], references: [{ id: `${creator.id}-0`, buffer: Buffer.from(pictures[index]) }] }, scope: "full", registry, fetcher });
    cpuUsed += cpuSeconds(cpu);
    requests += (await sandbox.ask<number>({ op: "counts" })) - before;
    await fetcher.close();
    for (const leak of result.leaks) found.add(leakKey(creator.id, leak.url));
  }
  const sampled = new Set(sample.map((creator) => creator.id));
  const recallOf = (leaks: Truth[]) => (leaks.length > 0 ? round(leaks.filter((leak) => found.has(leakKey(leak.creatorId, leak.url))).length / leaks.length, 3) : null);
  const ofSample = truth.filter((leak) => sampled.has(leak.creatorId));
  const scale = creators.length / sample.length;
  return {
    mode: "per-creator" as const,
    creators: creators.length,
    requestsPerSimulatedHour: Math.round(requests * scale),
    cpuSecondsPerSimulatedHour: round(cpuUsed * scale),
    recall: recallOf(ofSample.filter((leak) => leak.listed)),
    recallAllSites: recallOf(ofSample),
    leaksInHour: ofSample.filter((leak) => leak.listed).length,
    ...(sample.length < creators.length ? { extrapolatedFromSample: sample.length } : {}),
    wallSeconds: round((performance.now() - started) / 1000),
  };
}

function countBy<T>(items: T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** A seeded Fisher-Yates shuffle: the same sample every run. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = state % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export async function run(): Promise<object> {
  const sizes = (process.env.MONITORING_SIZES ?? "10,100,1000,10000").split(",").map(Number);
  const sampleSize = Number(process.env.MONITORING_SAMPLE ?? 10);
  const runs: Array<Awaited<ReturnType<typeof sharedRun>> | Awaited<ReturnType<typeof perCreatorRun>>> = [];
  for (const size of sizes) {
    const sandbox = await forkSandbox(size);
    try {
      const registry = loadSandboxRegistry({ port: sandbox.port });
      const creators = await sandbox.ask<SyntheticCreator[]>({ op: "creators" });
      const truth = await sandbox.ask<Truth[]>({ op: "truth", from: sandbox.startAt.toISOString(), to: new Date(sandbox.startAt.getTime() + HOUR_MS).toISOString() });
      const shared = await sharedRun(sandbox, registry, creators, truth);
      runs.push(shared);
      // The clock now stands at the hour's end: the scans see what the crawl saw.
      runs.push(await perCreatorRun(sandbox, registry, creators, truth, sampleSize));
    } finally {
      sandbox.close();
    }
  }
  const comparison = sizes.map((size) => {
    const shared = runs.find((entry) => entry.mode === "shared" && entry.creators === size)!;
    const baseline = runs.find((entry) => entry.mode === "per-creator" && entry.creators === size)!;
    return {
      creators: size,
      requestsRatio: round(baseline.requestsPerSimulatedHour / shared.requestsPerSimulatedHour, 1),
      cpuRatio: round(baseline.cpuSecondsPerSimulatedHour / shared.cpuSecondsPerSimulatedHour, 1),
      recallDelta: shared.recall !== null && baseline.recall !== null ? round(shared.recall - baseline.recall, 3) : null,
    };
  });
  const largest = runs.filter((entry): entry is Awaited<ReturnType<typeof sharedRun>> => entry.mode === "shared").find((entry) => entry.creators === Math.max(...sizes))!;
  const sharedRequests = runs.filter((entry) => entry.mode === "shared").map((entry) => entry.requestsPerSimulatedHour);
  return {
    bench: "monitoring",
    runs,
    baseline: { mode: "per-creator", comparison },
    goals: {
      sharedRequestsFlat: Math.max(...sharedRequests) <= 1.1 * Math.min(...sharedRequests),
      recallNotLower: comparison.every((row) => row.recallDelta === null || row.recallDelta >= 0),
      largestWithinAnHourOnTwoCores: largest.cpuSecondsPerSimulatedHour + largest.setup.hashCpuSeconds < 2 * 3600,
    },
  };
}

if (isMainModule(import.meta.url)) reportBench("monitoring", await run());
