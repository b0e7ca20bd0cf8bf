// The operational routes (issue 20): liveness, readiness with a failing dependency, the protected
// Prometheus metrics, and the request id echoed and logged as one JSON line per request.
import { writeFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { createFileStorage } from "@unleak/core";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { startTestServer, type TestServer } from "../testing/test-server";
import { createLogger } from "./logger";

const kinds = await testDatabaseKinds();
const token = "operations-metrics-token-0123456789";
const url = (pathname: string) => `http://localhost:3999${pathname}`;

/** A logger whose JSON lines land in an array, as a log shipper would read them from stdout. */
function capturedLogger() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { logger: createLogger("debug", sink), lines };
}

describe.each(kinds)("operational routes on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { METRICS_TOKEN: token });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("answers liveness without checking anything, and readiness with each check", async () => {
    const live = await server.app.request(url("/healthz"));
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });

    const ready = await server.app.request(url("/readyz"));
    const body = (await ready.json()) as { status: string; checks: Record<string, { status: string; ms: number }>; failing: string[] };
    expect(ready.status, JSON.stringify(body)).toBe(200);
    expect(body.status).toBe("ready");
    expect(body.failing).toEqual([]);
    expect(Object.keys(body.checks).sort()).toEqual(["database", "queue", "storage"]);
    for (const check of Object.values(body.checks)) expect(check.status).toBe("ok");
  });

  it("answers 503 naming the failing check when the storage is unreachable, without details", async () => {
    // A storage root below a regular file: no folder can be made there, as on a lost mount.
    const blocker = path.join(mkdtempSync(path.join(tmpdir(), "unleak-ready-")), "not-a-folder");
    writeFileSync(blocker, "");
    const storage = createFileStorage({ root: path.join(blocker, "storage"), secret: server.runtime.config.authSecret, keys: server.runtime.config.fileKeys });
    const app = createApp({ ...server.runtime, storage });
    const response = await app.request(url("/readyz"));
    expect(response.status).toBe(503);
    const text = await response.text();
    const body = JSON.parse(text) as { status: string; checks: Record<string, { status: string }>; failing: string[] };
    expect(body).toMatchObject({ status: "not_ready", failing: ["storage"], checks: { database: { status: "ok" }, queue: { status: "ok" }, storage: { status: "failed" } } });
    expect(text).not.toContain(blocker);
    expect(text).not.toMatch(/ENOTDIR|at .*\.ts/);
  });

  it("answers 503 once the process is shutting down", async () => {
    const app = createApp({ ...server.runtime, lifecycle: { stopping: true } });
    const response = await app.request(url("/readyz"));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ status: "stopping", failing: ["shutdown"] });
  });

  it("serves the metrics to the token's holder only, and hides them without a token", async () => {
    expect((await server.app.request(url("/metrics"))).status).toBe(401);
    expect((await server.app.request(url("/metrics"), { headers: { authorization: "Bearer wrong-token-0123456789" } })).status).toBe(401);
    const unset = createApp({ ...server.runtime, config: { ...server.runtime.config, operations: { ...server.runtime.config.operations, metricsToken: null } } });
    expect((await unset.request(url("/metrics"), { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);

    // A request with an id in its path is counted under its route pattern, never its URL.
    await server.app.request(url("/api/leaks/0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"));
    const response = await server.app.request(url("/metrics"), { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    for (const name of ["unleak_http_requests_total", "unleak_http_request_duration_seconds_bucket", "unleak_queue_jobs", "unleak_scans", "unleak_notices", "unleak_matcher_seconds", "process_cpu_user_seconds_total", "nodejs_eventloop_lag_seconds"]) {
      expect(text, name).toContain(name);
    }
    expect(text).toMatch(/unleak_http_requests_total\{method="GET",route="\/api\/leaks\/:id",status="401"\} [1-9]/);
    expect(text).not.toContain("0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c");
    // The queue's depths per job name come from pg-boss's own tables.
    const queues = (await server.runtime.queue.stats()).map((queue) => queue.name);
    expect(queues.length).toBeGreaterThan(0);
    expect(text).toContain(`unleak_queue_jobs{queue="${queues[0]}",state="waiting"}`);
  });

  it("echoes a sane X-Request-Id, replaces an unsafe one, and logs one JSON line per request", async () => {
    const { logger, lines } = capturedLogger();
    const app = createApp({ ...server.runtime, logger });
    const given = await app.request(url("/api/leaks/0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"), { headers: { "x-request-id": "support-ticket-42" } });
    expect(given.headers.get("x-request-id")).toBe("support-ticket-42");
    const unsafe = await app.request(url("/healthz"), { headers: { "x-request-id": "not a sane id; <script>" } });
    const generated = unsafe.headers.get("x-request-id")!;
    expect(generated).toMatch(/^[0-9a-f-]{36}$/);

    expect(lines).toContainEqual(expect.objectContaining({ msg: "request", level: 30, requestId: "support-ticket-42", method: "GET", route: "/api/leaks/:id", status: 401, durationMs: expect.any(Number) }));
    expect(lines).toContainEqual(expect.objectContaining({ msg: "request", level: 20, requestId: generated, route: "/healthz", status: 200 }));
    expect(JSON.stringify(lines)).not.toContain("0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c");
  });

  it("logs an unexpected error with the request id and answers without details", async () => {
    const { logger, lines } = capturedLogger();
    // A database that fails every statement: the readiness route survives it, an API route does not.
    const broken = new Proxy(server.runtime.db, { get: (target, key) => (key === "select" || key === "execute" ? () => { throw new Error("connection lost: secret-host:5432"); } : Reflect.get(target, key)) });
    const app = createApp({ ...server.runtime, db: broken, logger });
    const response = await app.request(url("/api/stats"), { headers: { "x-request-id": "trace-500" } });
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("secret-host");
    expect(lines).toContainEqual(expect.objectContaining({ msg: "unexpected error", level: 50, requestId: "trace-500", route: "/api/stats", err: expect.objectContaining({ message: "connection lost: secret-host:5432" }) }));
    expect((await app.request(url("/readyz"))).status).toBe(503);
  });
});
