// A worker process killed in the middle of a scan (PostgreSQL only, as embedded mode has one
// process): its heartbeat stops, the other worker's sweeper re-queues the scan long before the
// dead job would expire, and the scan completes exactly once with every leak stored once.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { scanRoutes } from "@unleak/contracts";
import { leaks, officialLinks, scans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { readEvents, signUpVerified, uploadReferencePictures } from "./testing/scan-helpers";
import { startTestServer, type TestServer } from "./testing/test-server";

const postgres = (await testDatabaseKinds()).filter((kind) => kind.kind === "postgres");
const repoRoot = fileURLToPath(new URL("../../..", import.meta.url));

function startWorker(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/worker.ts"], { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  return new Promise((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes("Unleak worker started")) resolve(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.once("exit", (code) => reject(new Error(`worker exited with ${code}: ${output}`)));
  });
}

describe.each(postgres)("a scan whose worker dies, on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    sandbox = await startSandbox();
    database = await create();
    const env = {
      DATABASE_URL: database.url!,
      BETTER_AUTH_SECRET: "integration-test-secret-0123456789abcdef",
      FILE_ENCRYPTION_KEY: "ab".repeat(32),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "unleak-crash-")),
      SANDBOX_PORT: String(sandbox.port),
      // The dead worker's job would expire only after 15 minutes: only the heartbeat can rescue it.
      SCAN_JOB_EXPIRE_SECONDS: "900",
      SCAN_STALE_AFTER_SECONDS: "6",
      JOB_MAINTENANCE_INTERVAL_SECONDS: "1",
      SCAN_CONCURRENCY: "2",
    };
    // The API process runs no jobs: two separate workers do.
    server = await startTestServer(database, { ...env, RUN_WORKER: "false" });
    for (let i = 0; i < 2; i += 1) workers.push(await startWorker(env));
  });
  afterAll(async () => {
    for (const worker of workers) if (worker.exitCode === null) worker.kill("SIGTERM");
    await server?.stop();
    await database?.dispose();
    await sandbox?.close();
  });

  it("resumes on another worker, completes exactly once, with no lost and no duplicated leaks", async () => {
    const [nova, novaId] = await signUpVerified(server, "nova-crash@example.test", server.browser(), sandbox.demoCreator.name);
    await server.runtime.db.insert(officialLinks).values(sandbox.demoCreator.officialUrls.map((url) => ({ userId: novaId, platform: "Custom Website", url })));
    await uploadReferencePictures(nova, sandbox.demoCreator.referenceImages);
    const { scanId } = await answerOf(scanRoutes.start, await nova.request("/api/scans", { json: { scope: "full" } }), 202);
    // Progress reaches this API process from the workers through LISTEN/NOTIFY.
    const stream = nova.request(`/api/scans/${scanId}/events`).then((response) => readEvents(response, ["completed", "failed"], 170_000));

    let runner: ChildProcess | undefined;
    const deadline = Date.now() + 60_000;
    while (!runner && Date.now() < deadline) {
      const [row] = await server.runtime.db.select().from(scans).where(eq(scans.id, scanId));
      const pid = Number(row.worker?.split(":").pop());
      if (row.status === "running" && row.percent >= 10) runner = workers.find((w) => w.pid === pid);
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(runner, "a worker is running the scan").toBeDefined();
    runner!.kill("SIGKILL");

    const events = await stream;
    expect(events.at(-1)?.event).toBe("completed");
    const [scan] = await server.runtime.db.select().from(scans).where(eq(scans.id, scanId));
    expect(scan.status).toBe("completed");
    expect(scan.attempts).toBeGreaterThanOrEqual(2);
    expect(Number(scan.worker?.split(":").pop())).not.toBe(runner!.pid);

    const rows = await server.runtime.db.select().from(leaks).where(eq(leaks.userId, novaId));
    expect(rows.length).toBe(scan.result?.leakCount);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.url)).size).toBe(rows.length);
    const duplicates = await server.runtime.db.execute(sql`select url from leaks group by user_id, url having count(*) > 1`);
    expect((duplicates as unknown as { rows: unknown[] }).rows).toEqual([]);
    expect(rows.every((r) => r.scanId === scanId)).toBe(true);
    // And the creator can start the next scan.
    expect((await nova.request("/api/scans", { json: { scope: "full" } })).status).toBe(202);
  }, 180_000);
});
