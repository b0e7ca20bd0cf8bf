// The measuring side of bench/scan.bench.ts, run bundled on plain Node in a child process as the
// server runs scans (see there). Prints its result as one JSON line, with the process's own peak
// RSS (VmHWM, which counts the picture-matcher thread too).
import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createFetcher, loadSandboxRegistry, runScan, type SiteRegistry } from "../packages/scanner/src/index";


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

async function measure(): Promise<object> {
  const sandbox = await startSandboxProcess();
  try {
    const registry = loadSandboxRegistry({ port: sandbox.port });
    // One unmeasured scan first: module compilation and JIT warm-up are not scan time.
    const warmUp = await timedScan(sandbox, registry, "preview", 64);
    const preview = await timedScan(sandbox, registry, "preview", 64);
    const full = await timedScan(sandbox, registry, "full", 64);
    const previewSequential = await timedScan(sandbox, registry, "preview", 1);
    const fullSequential = await timedScan(sandbox, registry, "full", 1);
    const peakRss = Number(/VmHWM:\s+(\d+)/.exec(readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
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
    sandbox.child.kill("SIGTERM");
  }
}

const round = (n: number) => Math.round(n * 100) / 100;

console.log(JSON.stringify(await measure()));
