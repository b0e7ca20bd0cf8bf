// Scan speed against the sandbox web answering every request after 100-300 ms: a preview scan
// (10 sites, target < 3 s) and a full scan (60+ sites, target < 10 s) with cross-host
// concurrency, against a baseline in the same run that processes one site after another.
// Reports leaks found, the most requests ever in flight per host (the fetcher's count, checked
// against each site's registry limit) and the peak RSS of the scanning process (target < 300 MB).
// The scans run as the server runs them (bundled, on plain Node, MALLOC_ARENA_MAX=2 as npm start
// sets it) in a child process: bench/scan-measure.ts. The sandbox runs in a process of its own,
// as the web would: its memory and its own work are not the scanner's.
// Run: node --import tsx bench/scan.bench.ts
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { benchDir, isMainModule, reportBench } from "./corpus/bench-output";

export async function run(): Promise<object> {
  const repoRoot = path.resolve(benchDir, "..");
  const outdir = path.join(benchDir, ".build");
  // @ts-expect-error: a plain-JavaScript build script without type declarations
  const { bundleForNode } = (await import("../scripts/bundle.mjs")) as { bundleForNode: (o: object) => Promise<void> };
  await bundleForNode({ root: repoRoot, outdir, entryPoints: { "scan-measure": path.join(benchDir, "scan-measure.ts") } });
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(outdir, "scan-measure.mjs")], {
    cwd: repoRoot,
    env: { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? "2" },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { bench: "scan", ...(JSON.parse(stdout.trim().split("\n").at(-1)!) as object) };
}

if (isMainModule(import.meta.url)) reportBench("scan", await run());
