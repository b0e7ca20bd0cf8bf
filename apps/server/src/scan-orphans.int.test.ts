// Scans orphaned by a process that died (kill -9, a crash): the sweeper re-queues a running scan
// whose heartbeat stopped, or fails it after its last attempt, and an orphan never blocks the
// owner's next scan. On PGlite and PostgreSQL; the SIGKILL of a real worker is in
// scan-worker-crash.int.test.ts.
import { scanRoutes } from "@unleak/contracts";
import { scans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { waitForScan } from "./testing/scan-helpers";
import { startTestServer, type TestServer } from "./testing/test-server";

const kinds = await testDatabaseKinds();

/** A scan left "running" by a worker that died a minute ago. */
async function orphan(server: TestServer, values: { clientKey?: string; userId?: string; kind?: "instant" | "full"; attempts: number }) {
  const { kind = "instant", ...rest } = values;
  const [row] = await server.runtime.db
    .insert(scans)
    .values({ kind, scope: kind === "instant" ? "preview" : "full", subject: kind === "instant" ? { names: ["Nova Quill"] } : { fromAccount: true }, status: "running", stage: "scanning_piracy_networks", percent: 40, worker: "gone:1", ...rest })
    .returning();
  await server.runtime.db.execute(sql`update scans set updated_at = now() - interval '1 minute', started_at = now() - interval '2 minutes' where id = ${row.id}`);
  return row.id;
}

describe.each(kinds)("scans orphaned by a dead process, on $kind", ({ create }) => {
  let database: TestDatabase;
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
    database = await create();
  });
  afterAll(async () => {
    await database?.dispose();
    await sandbox?.close();
  });

  it("do not block the owner's next scan, without waiting for the dead job to expire", async () => {
    // An API process that runs no jobs: nothing but the start itself deals with the orphan.
    const server = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port), RUN_WORKER: "false" });
    try {
      const visitor = server.browser();
      visitor.cookies.set("unleak_visitor", "orphanvisitor000000000");
      const orphaned = await orphan(server, { clientKey: "v:orphanvisitor000000000", attempts: 1 });
      const started = await visitor.request("/api/instant-scans", { json: { creatorName: "Nova Quill" } });
      expect(started.status).toBe(202);
      const [old] = await server.runtime.db.select().from(scans).where(eq(scans.id, orphaned));
      expect(old).toMatchObject({ status: "failed", error: "interrupted" });
      expect((await answerOf(scanRoutes.get, await visitor.request(`/api/scans/${orphaned}`), 200)).error?.code).toBe("SCAN_FAILED");

      // A scan that is alive (recent heartbeat) still blocks a second one.
      const again = await visitor.request("/api/instant-scans", { json: { creatorName: "Nova Quill" } });
      expect(again.status).toBe(409);

      const [creator, creatorId] = await server.signedInBrowser("orphan-creator@example.test");
      await orphan(server, { userId: creatorId, kind: "full", attempts: 1 });
      expect((await creator.request("/api/scans", { json: { scope: "full" } })).status).toBe(202);
    } finally {
      await server.stop();
    }
  });

  it("are resumed by the sweeper of a restarted worker, or failed after their last attempt", async () => {
    const idle = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port), RUN_WORKER: "false" });
    const resumable = await orphan(idle, { clientKey: "v:orphanresume0000000000", attempts: 1 });
    const exhausted = await orphan(idle, { clientKey: "v:orphanexhaust000000000", attempts: 3 });
    await idle.stop();

    // The restarted process sweeps at start-up, before it takes any job.
    const server = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port), SCAN_STALE_AFTER_SECONDS: "30" });
    try {
      const [gaveUp] = await server.runtime.db.select().from(scans).where(eq(scans.id, exhausted));
      expect(gaveUp).toMatchObject({ status: "failed", error: "interrupted" });

      const visitor = server.browser();
      visitor.cookies.set("unleak_visitor", "orphanresume0000000000");
      const resumed = await waitForScan(visitor, resumable);
      expect(resumed.status).toBe("completed");
      const [row] = await server.runtime.db.select().from(scans).where(eq(scans.id, resumable));
      expect(row.attempts).toBe(2);
      expect(row.worker).not.toBe("gone:1");
      expect(row.result?.leakCount).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  });
});
