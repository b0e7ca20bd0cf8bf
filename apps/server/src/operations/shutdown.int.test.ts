// Graceful shutdown under load (issue 20): `npm start` (from source, through tsx) serves concurrent
// requests, one of them still uploading its body, and runs a scan when SIGTERM arrives. The request
// in flight completes, new connections are refused, the process exits 0, and the scan is not lost:
// finished before the exit, or handed back and completed after a restart.
import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, describe, expect, it } from "vitest";
import { solvedCaptcha } from "../testing/captcha";

const repoRoot = fileURLToPath(new URL("../../../..", import.meta.url));
const kinds = await testDatabaseKinds();
const running: ChildProcess[] = [];
afterAll(() => {
  for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: repoRoot, env: { ...process.env, HOST: "127.0.0.1", ...env }, stdio: ["ignore", "pipe", "pipe"] });
  running.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // Minutes on a busy machine: tsx compiles the server, the embedded database starts and migrates.
  await expect.poll(() => output, { timeout: 240_000, interval: 200 }).toContain("Unleak is running");
  return { child, exited, output: () => output };
}

type Outcome = { status: number; body: string; cookies?: string[] } | { error: string };

/** One request on a connection of its own (no keep-alive), so that refusals show as ECONNREFUSED. */
function request(port: number, pathname: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request({ host: "127.0.0.1", port, path: pathname, method, headers: { origin: `http://127.0.0.1:${port}`, ...headers }, agent: false }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode!, body: text, cookies: res.headers["set-cookie"] ?? [] }));
      res.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

/** A POST whose body arrives in two halves: in flight from its first byte until the second half is sent. */
function slowUpload(port: number, json: unknown) {
  const body = Buffer.from(JSON.stringify(json));
  let answered: (outcome: Outcome) => void = () => undefined;
  const outcome = new Promise<Outcome>((resolve) => (answered = resolve));
  const req = http.request(
    { host: "127.0.0.1", port, path: "/api/debug-logs", method: "POST", agent: false, headers: { origin: `http://127.0.0.1:${port}`, "content-type": "application/json", "content-length": String(body.length) } },
    (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => answered({ status: res.statusCode!, body: text }));
    },
  );
  req.on("error", (error: NodeJS.ErrnoException) => answered({ error: error.code ?? error.message }));
  req.write(body.subarray(0, body.length >> 1));
  return { outcome, finish: () => req.end(body.subarray(body.length >> 1)) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(kinds)("graceful shutdown on $kind", ({ kind, create }) => {
  let database: TestDatabase | null = null;
  afterAll(async () => {
    await database?.dispose();
  });

  it("finishes requests in flight, refuses new connections, exits 0 and loses no scan", { timeout: 600_000 }, async () => {
    const port = await freePort();
    const env: Record<string, string> = {
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "unleak-shutdown-")),
      CAPTCHA_COMPLEXITY: "10",
      // A slow web: the scan is still running when the signal arrives.
      SANDBOX_LATENCY: "300,700",
      SCAN_STALE_AFTER_SECONDS: "3",
      // Generous: on a busy machine the embedded database answers slowly; a clean shutdown needs no more.
      SHUTDOWN_GRACE_SECONDS: "20",
    };
    if (kind === "postgres") {
      database = await create();
      Object.assign(env, { DATABASE_URL: database.url!, BETTER_AUTH_SECRET: "integration-test-secret-0123456789abcdef", FILE_ENCRYPTION_KEY: "ab".repeat(32) });
    }
    const first = await startServer(env);

    // A visitor's free scan, as the landing page starts it.
    const challenge = await request(port, "/api/captcha/challenge");
    const captcha = await solvedCaptcha(() => new Response("status" in challenge ? challenge.body : "{}"));
    const started = await request(port, "/api/instant-scans", { method: "POST", headers: { "content-type": "application/json", "x-captcha": captcha }, body: JSON.stringify({ creatorName: "Nova Quill" }) });
    expect(started).toMatchObject({ status: 202 });
    const { scanId } = JSON.parse((started as { body: string }).body) as { scanId: string };
    // The visitor's cookie holds the scan (read back below, from the restarted process).
    const cookie = ((started as { cookies?: string[] }).cookies ?? []).map((line) => line.split(";")[0]).join("; ");

    // Load: a stream of short requests, and one upload whose body is still on its way.
    const sent: Array<{ id: string; at: number; outcome: Promise<Outcome> }> = [];
    let loading = true;
    const load = (async () => {
      while (loading) {
        const id = `load-${sent.length}`;
        sent.push({ id, at: performance.now(), outcome: request(port, "/api/sites", { headers: { "x-request-id": id } }) });
        await sleep(15);
      }
    })();
    const upload = slowUpload(port, { action: "crash", tableName: "client", data: { message: "shutdown probe", stack: "at x", componentStack: "in y", timestamp: "2026-01-01T00:00:00.000Z", userAgent: "Probe" } });
    await sleep(500);

    first.child.kill("SIGTERM");
    // The handler runs when the process's event loop gets to it (a scan may keep it busy): from its
    // log line on, the listener is closed.
    await expect.poll(() => first.output(), { timeout: 10_000, interval: 20 }).toContain('"msg":"shutting down"');
    const signalledAt = performance.now();
    const refused = await request(port, "/healthz");
    upload.finish();
    await sleep(600);
    loading = false;
    await load;

    expect(await first.exited, first.output().slice(-4000)).toBe(0);
    expect(refused).toEqual({ error: "ECONNREFUSED" });
    // The upload in flight when the signal came got its answer.
    expect(await upload.outcome).toMatchObject({ status: 201 });
    const log = first.output().split("\n").filter((line) => line.startsWith("{")).map((line) => JSON.parse(line) as { msg: string; signal?: string; requestId?: string });
    // Every request the server took was answered in full. A connection still in the kernel's backlog
    // when the listener closed is reset before the server ever saw it; later ones are refused.
    const served = new Set(log.map((line) => line.requestId));
    const outcomes = await Promise.all(sent.map(async (request) => ({ ...request, outcome: await request.outcome })));
    expect(outcomes.length).toBeGreaterThan(10);
    expect(outcomes.filter((request) => served.has(request.id)).length).toBeGreaterThan(0);
    for (const { id, at, outcome } of outcomes) {
      if (served.has(id)) expect(outcome, id).toMatchObject({ status: 200 });
      else if (at > signalledAt + 50) expect(outcome, id).toEqual({ error: "ECONNREFUSED" });
      else expect(["ECONNREFUSED", "ECONNRESET"], id).toContain("error" in outcome ? outcome.error : outcome.status);
    }
    expect(log).toContainEqual(expect.objectContaining({ msg: "shutting down", signal: "SIGTERM" }));
    expect(log).toContainEqual(expect.objectContaining({ msg: "shut down" }));

    // The scan finished before the exit, or was handed back: the next process completes it.
    const second = await startServer(env);
    await expect
      .poll(async () => {
        const answer = await request(port, `/api/scans/${scanId}`, { headers: { cookie } });
        return "status" in answer && answer.status === 200 ? (JSON.parse(answer.body) as { status: string }).status : answer;
      }, { timeout: 120_000, interval: 500 })
      .toBe("completed");
    second.child.kill("SIGTERM");
    expect(await second.exited).toBe(0);
  });
});
