// Many processes on one PostgreSQL (issue 20): two API processes (RUN_WORKER=false) and two workers,
// all from the bundle `npm start` and `npm run worker` run, share one database, one data folder and
// one sandbox web. 100 visitors' instant scans and 10 creators' full scans are started through both
// API processes, each scan's progress is read from the other API process than the one that started
// it, and one worker is killed (SIGKILL) while it runs scans. Every scan completes exactly once
// (one "completed" NOTIFY, no duplicated leak), none is lost, and the killed worker's scans are
// finished by the other worker.
import { execFileSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { instantScanRoutes, scanRoutes } from "@unleak/contracts";
import { scanEventsChannel } from "@unleak/core";
import { leaks, listenForNotifications, scans, user } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { readEvents, type SseEvent } from "./testing/scan-helpers";
import { createBrowser, nextAddress, testPassword, type TestBrowser } from "./testing/test-server";
import { startServerProcess, type WorkerProcess } from "./testing/worker-process";

const postgres = (await testDatabaseKinds()).filter((kind) => kind.kind === "postgres");
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));
const VISITOR_SCANS = 100;
const FULL_SCANS = 10;

interface StartedScan {
  scanId: string;
  kind: "instant" | "full";
  /** The API process that started it (0 or 1); its progress is read from the other one. */
  via: number;
  userId: string | null;
  events: Promise<SseEvent[]>;
}

describe.each(postgres)("two API processes and two workers on $kind", ({ create }) => {
  let database: TestDatabase;
  let sandbox: Sandbox;
  const apis: Array<WorkerProcess & { url: string }> = [];
  const workers: WorkerProcess[] = [];
  let completions: Map<string, number>;
  let listener: { ready: Promise<void>; close(): Promise<void> } | undefined;

  beforeAll(async () => {
    execFileSync(process.execPath, ["scripts/build-server.mjs"], { cwd: repoRoot, stdio: "ignore" });
    sandbox = await startSandbox();
    database = await create();
    // What a deployment shares between its processes: the database, the secrets and keys, the
    // data folder (local file storage), the sandbox web and the simulated clock's anchor.
    const env = {
      DATABASE_URL: database.url!,
      APP_URL: "http://localhost:3999",
      BETTER_AUTH_SECRET: "integration-test-secret-0123456789abcdef",
      FILE_ENCRYPTION_KEY: "ab".repeat(32),
      EVIDENCE_SIGNING_KEY: generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "unleak-many-")),
      SANDBOX_PORT: String(sandbox.port),
      CLOCK_ANCHOR: String(Date.now()),
      HOST: "127.0.0.1",
      TRUST_PROXY: "true",
      CAPTCHA_COMPLEXITY: "10",
      // The killed worker's scans are taken over once their heartbeat is 10 s old, long before
      // their jobs expire (a full scan may take a minute on a busy 2-core machine).
      SCAN_STALE_AFTER_SECONDS: "10",
      JOB_MAINTENANCE_INTERVAL_SECONDS: "1",
      SCAN_JOB_EXPIRE_SECONDS: "600",
      SCAN_CONCURRENCY: "4",
    };
    const started = await Promise.all([
      ...[0, 1].map((i) => startServerProcess("main", { ...env, PORT: "0", RUN_WORKER: "false" }, { bundled: true }).then((api) => ({ i, api }))),
      ...[0, 1].map((i) => startServerProcess("worker", env, { bundled: true }).then((worker) => ({ i, worker }))),
    ]);
    for (const entry of started) {
      if ("api" in entry) apis[entry.i] = { ...entry.api, url: `http://127.0.0.1:${/\(port (\d+),/.exec(entry.api.output())![1]}` };
      else workers[entry.i] = entry.worker;
    }
    // Every scan event, whichever worker sends it: each scan must complete exactly once.
    completions = new Map();
    listener = listenForNotifications(database.url!, scanEventsChannel, (payload) => {
      const event = JSON.parse(payload) as { scanId: string; status: string };
      if (event.status === "completed") completions.set(event.scanId, (completions.get(event.scanId) ?? 0) + 1);
    });
    await listener.ready;
  }, 180_000);

  afterAll(async () => {
    await listener?.close();
    for (const child of [...workers, ...apis]) await child?.stop();
    await database?.dispose();
    await sandbox?.close();
  });

  /** A browser talking over HTTP to API process `index`, as if behind one load balancer at APP_URL. */
  const browserOn = (index: number, cookies?: Map<string, string>, ip = nextAddress()): TestBrowser => {
    const browser = createBrowser((url, init) => {
      const { pathname, search } = new URL(url);
      return fetch(`${apis[index].url}${pathname}${search}`, { ...init, redirect: "manual" });
    }, ip);
    for (const [name, value] of cookies ?? []) browser.cookies.set(name, value);
    return browser;
  };

  /** Signs a new creator up through API process `index`; her address is verified as the mailed link would. */
  const creatorOn = async (index: number, email: string): Promise<[TestBrowser, string]> => {
    const browser = browserOn(index);
    expect((await browser.request("/api/auth/sign-up/email", { json: { email, password: testPassword, name: sandbox.demoCreator.name } })).status).toBe(200);
    const [row] = await database.handle.db.update(user).set({ emailVerified: true }).where(eq(user.email, email)).returning({ id: user.id });
    expect((await browser.request("/api/auth/sign-in/email", { json: { email, password: testPassword } })).status).toBe(200);
    return [browser, row.id];
  };

  /** The scan's progress, read from the other API process than the one that started it. */
  const streamOnOther = (via: number, browser: TestBrowser, scanId: string) =>
    browserOn(1 - via, browser.cookies)
      .request(`/api/scans/${scanId}/events`)
      .then((response) => readEvents(response, ["completed", "failed"], 540_000));

  it("completes every scan exactly once while a worker is killed, streams progress from either API process, and loses nothing", async () => {
    const creators = await Promise.all(Array.from({ length: FULL_SCANS }, (_, i) => creatorOn(i % 2, `many-${i}@example.test`)));
    const startedAt = Date.now();
    const started: StartedScan[] = [];
    const startFull = async ([browser, userId]: [TestBrowser, string], i: number) => {
      const via = i % 2;
      const { scanId } = await answerOf(scanRoutes.start, await browser.request("/api/scans", { json: { scope: "full" } }), 202);
      started.push({ scanId, kind: "full", via, userId, events: streamOnOther(via, browser, scanId) });
    };
    const startVisitor = async (i: number) => {
      const via = i % 2;
      const visitor = browserOn(via);
      const { scanId } = await answerOf(instantScanRoutes.start, await visitor.request("/api/instant-scans", { json: { creatorName: sandbox.demoCreator.name } }), 202);
      started.push({ scanId, kind: "instant", via, userId: null, events: streamOnOther(via, visitor, scanId) });
    };
    // The full scans first, then the visitors in groups of 5 (each solves its bot check in this
    // process), as traffic would arrive.
    await Promise.all(creators.map(startFull));
    for (let group = 0; group < VISITOR_SCANS; group += 5) await Promise.all(Array.from({ length: 5 }, (_, i) => startVisitor(group + i)));

    // Kill the first worker (SIGKILL, as a crash) once both have done some of the work, while it
    // runs scans and others wait.
    const victim = workers[0];
    const victimName = `:${victim.child.pid}`;
    const ids = started.map((scan) => scan.scanId);
    await expect
      .poll(
        async () => {
          const rows = await database.handle.db.select({ worker: scans.worker, status: scans.status }).from(scans).where(inArray(scans.id, ids));
          const count = (status: string) => rows.filter((row) => row.status === status).length;
          return count("completed") >= 20 && count("queued") > 0 && rows.some((row) => row.status === "running" && row.worker?.endsWith(victimName));
        },
        { timeout: 240_000, interval: 100 },
      )
      .toBe(true);
    await victim.kill();
    // What it left running: a dead process writes nothing more.
    const interrupted = await database.handle.db
      .select({ id: scans.id })
      .from(scans)
      .where(sql`${inArray(scans.id, ids)} and ${scans.status} = 'running' and ${scans.worker} like ${`%${victimName}`}`);

    const streams = await Promise.all(started.map(async (scan) => ({ ...scan, events: await scan.events })));
    console.info(`[many-processes] ${started.length} scans in ${Math.round((Date.now() - startedAt) / 1000)} s; ${interrupted.length} interrupted by the kill`);

    // Nothing lost: every scan started is in the database, completed, with its result.
    const rows = await database.handle.db.select().from(scans).where(inArray(scans.id, ids));
    expect(rows).toHaveLength(VISITOR_SCANS + FULL_SCANS);
    expect(rows.filter((row) => row.status !== "completed").map((row) => [row.id, row.status, row.error])).toEqual([]);
    expect(rows.filter((row) => row.result === null || row.result.leakCount === 0).map((row) => [row.id, row.kind, row.attempts, row.result?.leakCount])).toEqual([]);
    // Exactly once: one "completed" event per scan, and every stream ended with it.
    expect(ids.filter((id) => completions.get(id) !== 1).map((id) => [id, completions.get(id) ?? 0])).toEqual([]);
    for (const { scanId, events } of streams) {
      expect(events.at(-1)?.event, `scan ${scanId}`).toBe("completed");
      expect(events.filter((event) => event.event === "completed"), `scan ${scanId}`).toHaveLength(1);
    }
    // The scans the killed worker was running were taken over by the survivor.
    expect(interrupted.length).toBeGreaterThan(0);
    for (const { id } of interrupted) {
      const row = rows.find((scan) => scan.id === id)!;
      expect(row.attempts, `scan ${id}`).toBeGreaterThanOrEqual(2);
      expect(row.worker, `scan ${id}`).toBe(`${row.worker!.split(":")[0]}:${workers[1].child.pid}`);
    }
    // Progress of a scan run in a worker reached the other API process's stream while it ran.
    const full = streams.filter((scan) => scan.kind === "full");
    expect(full.every(({ events }) => events.some((event) => event.event === "progress" && Number(event.data.percent) > 0))).toBe(true);
    // Each creator's leaks are stored once, all by her scan, as many as its result counts.
    for (const { scanId, userId } of full) {
      const stored = await database.handle.db.select({ url: leaks.url, scanId: leaks.scanId }).from(leaks).where(eq(leaks.userId, userId!));
      expect(stored.length).toBe(rows.find((row) => row.id === scanId)!.result!.leakCount);
      expect(new Set(stored.map((leak) => leak.url)).size).toBe(stored.length);
      expect(stored.every((leak) => leak.scanId === scanId)).toBe(true);
    }
    // Both API processes and the surviving worker are still serving.
    for (const api of apis) expect((await fetch(`${api.url}/api/config`)).status).toBe(200);
    expect(workers[1].child.exitCode).toBeNull();
  }, 600_000);
});
