// npm start runs the server bundled by scripts/build-server.mjs on plain Node: these tests build
// the bundle and run it, so a source file the bundle cannot find fails here.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const running: ChildProcess[] = [];

beforeAll(() => {
  execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: repoRoot, stdio: "ignore" });
});

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["apps/server/dist/main.mjs"], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (d: Buffer) => (output += d));
  child.stderr!.on("data", (d: Buffer) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, output: () => output, exited };
}

afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});

describe("npm start on the embedded database", () => {
  it("serves the product and refuses a second process on the same data folder", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-start-"));
    const first = start({ DATA_DIR: dataDir, PORT: "38411" });
    await expect.poll(first.output, { timeout: 60_000, interval: 200 }).toContain("Unleak is running at http://localhost:38411");
    const health = await fetch("http://127.0.0.1:38411/version.json");
    expect(health.status).toBe(200);

    const second = start({ DATA_DIR: dataDir, PORT: "38412" });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`Another Unleak process is already using the data folder ${dataDir}`);
    // The first one is unharmed.
    expect((await fetch("http://127.0.0.1:38411/api/config")).status).toBe(200);
  });

  it("refuses a worker without DATABASE_URL and an invalid configuration with a clear message", async () => {
    const worker = spawn(process.execPath, ["apps/server/dist/worker.mjs"], { cwd: repoRoot, env: { ...process.env, DATABASE_URL: "" } });
    let out = "";
    worker.stderr.on("data", (d: Buffer) => (out += d));
    expect(await new Promise((resolve) => worker.on("exit", resolve))).toBe(1);
    expect(out).toContain("npm run worker needs DATABASE_URL");

    const bad = start({ PORT: "not-a-port", DATA_DIR: mkdtempSync(path.join(tmpdir(), "unleak-bad-")) });
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain("Invalid configuration");
    expect(bad.output()).toContain("PORT");
  });
});
