// Instant-scan load: visitors (each its own address and cookie) start a free scan at once against
// the sandbox web, through the real HTTP server in its own process as npm start runs it
// (bundled, MALLOC_ARENA_MAX=2, embedded PGlite, in-process worker), and follow it over
// server-sent events to the end. Reports completion times, failures and the server's peak
// memory, with baselines of 1 and 5 visitors in the same run.
// BENCH_VISITORS (50) sets the load; BENCH_SERVER_NODE_ARGS adds node flags to the server
// (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"); BENCH_POSTGRES=false skips the PostgreSQL run.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createPostgresTestDatabase, postgresServerUrl } from "@unleak/db/testing";
import { startSandbox } from "@unleak/sandbox";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const VISITORS = Number(process.env.BENCH_VISITORS ?? 50);

interface VisitResult {
  ok: boolean;
  ms: number;
  leaks: number;
  error?: string;
}

async function visit(origin: string, index: number): Promise<VisitResult> {
  const started = performance.now();
  const headers = { "content-type": "application/json", origin, "x-forwarded-for": `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
  try {
    const start = await fetch(`${origin}/api/instant-scans`, { method: "POST", headers, body: JSON.stringify({ creatorName: "Nova Quill" }) });
    if (start.status !== 202) return { ok: false, ms: performance.now() - started, leaks: 0, error: `start ${start.status}` };
    const cookie = start.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    const { scanId } = (await start.json()) as { scanId: string };
    const events = await fetch(`${origin}/api/scans/${scanId}/events`, { headers: { ...headers, cookie } });
    const text = await events.text(); // the stream ends after the completed or failed event
    const ms = performance.now() - started;
    if (!text.includes("event: completed")) return { ok: false, ms, leaks: 0, error: "did not complete" };
    const scan = (await (await fetch(`${origin}/api/scans/${scanId}`, { headers: { ...headers, cookie } })).json()) as { result?: { leakCount: number } };
    return { ok: (scan.result?.leakCount ?? 0) > 0, ms, leaks: scan.result?.leakCount ?? 0 };
  } catch (error) {
    return { ok: false, ms: performance.now() - started, leaks: 0, error: (error as Error).message };
  }
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function phase(origin: string, pid: number, visitors: number, offset: number) {
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const wall = performance.now();
  const results = await Promise.all(Array.from({ length: visitors }, (_, i) => visit(origin, offset + i)));
  clearInterval(sampler);
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const pct = (p: number) => Math.round(times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]);
  return {
    visitors,
    failed: results.filter((r) => !r.ok).length,
    errors: [...new Set(results.flatMap((r) => (r.error ? [r.error] : [])))],
    completionMs: { p50: pct(50), p95: pct(95), max: Math.round(times.at(-1)!) },
    wallSeconds: Math.round(performance.now() - wall) / 1000,
    leaksPerScan: results[0]?.leaks ?? 0,
    serverPeakRssMb: Math.round(peak),
  };
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "apps/server/dist/main.mjs"], { cwd: repoRoot, env: { MALLOC_ARENA_MAX: "2", ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Unleak is running")) resolve(child);
    });
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
}

async function measure(sandboxPort: number, env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const origin = `http://localhost:${port}`;
  const server = await startServer({ PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_URL: origin, TRUST_PROXY: "true", SANDBOX_PORT: String(sandboxPort), ...env });
  try {
    const pid = server.pid!;
    const idleRssMb = Math.round(rssMb(pid));
    const single = await phase(origin, pid, 1, 1);
    const five = await phase(origin, pid, 5, 100);
    const load = await phase(origin, pid, VISITORS, 1000);
    return {
      idleRssMb,
      baseline: { single, five },
      load,
      targets: { p95CompletionMs: 10_000, serverRssMb: 500, met: { p95: load.completionMs.p95 < 10_000, rss: load.serverPeakRssMb < 500, noFailures: load.failed === 0 } },
    };
  } finally {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function run(): Promise<object> {
  // The server as npm start runs it: bundled, on plain Node.
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: repoRoot, stdio: "ignore" });
  const sandbox = await startSandbox();
  try {
    const result: Record<string, unknown> = {
      bench: "instant-scan",
      cpus: (await import("node:os")).availableParallelism(),
      scanConcurrencyPerProcess: Number(process.env.SCAN_CONCURRENCY ?? 8),
      // npm start's defaults: embedded PGlite and the worker in the same process.
      pglite: await measure(sandbox.port, {}),
    };
    const serverUrl = process.env.BENCH_POSTGRES === "false" ? null : await postgresServerUrl();
    if (serverUrl) {
      const database = await createPostgresTestDatabase(serverUrl);
      try {
        result.postgres = await measure(sandbox.port, { DATABASE_URL: database.url!, BETTER_AUTH_SECRET: "bench-secret-0123456789abcdef0123456789", FILE_ENCRYPTION_KEY: "0".repeat(64) });
      } finally {
        await database.dispose();
      }
    }
    const out = path.join(repoRoot, "bench", "results");
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, "instant-scan.json"), JSON.stringify(result, null, 2));
    return result;
  } finally {
    await sandbox.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  console.log(JSON.stringify(await run(), null, 2));
}
