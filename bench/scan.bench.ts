// Scan speed against the sandbox web answering every request after 100-300 ms: a preview scan
// (10 sites, target < 3 s) and a full scan (60+ sites, target < 10 s) with cross-host
// concurrency, against a baseline in the same run that processes one site after another.
// Reports leaks found, the most requests ever in flight per host (the fetcher's count, checked
// against each site's registry limit) and the peak RSS of this process (target < 300 MB).
// The sandbox runs in a child process, as the web would: its memory and its own work are not
// the scanner's. Run: node --import tsx bench/scan.bench.ts
import { spawn, type ChildProcess } from "node:child_process";
import { basename } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createFetcher, loadSandboxRegistry, runScan, type SiteRegistry } from "../packages/scanner/src/index";
import { isMainModule, reportBench } from "./corpus/bench-output";

interface RunningSandbox {
  child: ChildProcess;
  port: number;
  demoCreator: { name: string; username: string; officialUrls: string[]; whitelist: string[]; referenceImages: string[] };
}

async function startSandboxProcess(): Promise<RunningSandbox> {
  const serve = fileURLToPath(new URL("../packages/sandbox/src/serve.ts", import.meta.url));
  const child = spawn(process.execPath, ["--import", "tsx", serve, "--json"], {
    env: { ...process.env, SANDBOX_PORT: "0", SANDBOX_LATENCY: "100,300" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once("line", resolve);
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { child, ...(JSON.parse(line) as Omit<RunningSandbox, "child">) };
}

async function timedScan(sandbox: RunningSandbox, registry: SiteRegistry, scope: "preview" | "full", maxConcurrentSites: number) {
  const creator = sandbox.demoCreator;
  const fetcher = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, perHostConcurrency: 6 });
  const started = performance.now();
  const result = await runScan({
    subject: { names: [creator.name], usernames: [creator.username], officialUrls: creator.officialUrls, whitelist: creator.whitelist, references: creator.referenceImages.map((path) => ({ id: basename(path, ".jpg"), path })) },
    scope,
    registry,
    fetcher,
    maxConcurrentSites,
  });
  const seconds = (performance.now() - started) / 1000;
  const stats = fetcher.stats();
  await fetcher.close();
  const overLimit = Object.entries(stats.perHostMaxInFlight).filter(([host, peak]) => {
    const site = registry.siteForUrl(`http://${host}:${sandbox.port}/`);
    return site !== undefined && peak > site.rateLimit.perHostConcurrency;
  });
  return {
    seconds: Math.round(seconds * 100) / 100,
    sitesScanned: result.sitesScanned,
    leaks: result.counts.total,
    byQuality: result.counts.byQuality,
    sitesWithErrors: new Set(result.siteErrors.map((e) => e.siteId)).size,
    requests: stats.requests,
    maxInFlightPerHost: Math.max(...Object.values(stats.perHostMaxInFlight)),
    hostsOverRegistryLimit: overLimit.map(([host]) => host),
  };
}

export async function run(): Promise<object> {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 25);
  const sandbox = await startSandboxProcess();
  try {
    const registry = loadSandboxRegistry({ port: sandbox.port });
    // One unmeasured scan first: module compilation and JIT warm-up are not scan time.
    const warmUp = await timedScan(sandbox, registry, "preview", 64);
    const preview = await timedScan(sandbox, registry, "preview", 64);
    const full = await timedScan(sandbox, registry, "full", 64);
    const previewSequential = await timedScan(sandbox, registry, "preview", 1);
    const fullSequential = await timedScan(sandbox, registry, "full", 1);
    clearInterval(sampler);
    return {
      latencyMs: [100, 300],
      coldPreviewSeconds: warmUp.seconds,
      preview,
      full,
      baseline: { previewSequential, fullSequential },
      speedup: { preview: round(previewSequential.seconds / preview.seconds), full: round(fullSequential.seconds / full.seconds) },
      peakRssMb: Math.round(peakRss / 1024 / 1024),
      targets: {
        previewUnder3s: preview.seconds < 3,
        fullUnder10s: full.seconds < 10,
        perHostLimitsRespected: preview.hostsOverRegistryLimit.length === 0 && full.hostsOverRegistryLimit.length === 0,
        peakRssUnder300Mb: peakRss < 300 * 1024 * 1024,
      },
    };
  } finally {
    clearInterval(sampler);
    sandbox.child.kill("SIGTERM");
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

if (isMainModule(import.meta.url)) reportBench("scan", await run());
