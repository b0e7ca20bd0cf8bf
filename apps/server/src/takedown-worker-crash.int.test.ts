// Crash safety of the takedown loop (issue 13), on PostgreSQL with the worker in a process of its
// own (`npm run worker`) and the API in this one: the worker is killed (SIGKILL) in the middle of a
// removal check, and a new one goes on; then every connection to the database is terminated, as a
// restart of the server would, under the running worker, which stays up and goes on. Throughout: the
// case is not lost (its checks resume on their schedule), and no notice is composed, sent or
// delivered twice (the notices table, the notice log and the sandbox's SMTP mailboxes).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { digitalSignatures, identityVerifications, leaks, noticeEvents, noticeItems, notices, removalChecks, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { and, asc, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";
import { startWorkerProcess, type WorkerProcess } from "./testing/worker-process";

const postgres = (await testDatabaseKinds()).filter((kind) => kind.kind === "postgres");
/** A simulated day in 8.6 s (the 30 days of checks in about 4 minutes); each sandbox answer takes 250 ms, so a check (page, probe, search) lasts about a second. */
const SCALE = 10_000;
const DAY_MS = 86_400_000;

describe.each(postgres)("a takedown worker killed mid-check, and the database restarted under a running one, on $kind", ({ create }) => {
  let database: TestDatabase;
  let sandbox: Sandbox;
  let server: TestServer;
  let admin: pg.Client;
  let env: Record<string, string>;
  const workers: WorkerProcess[] = [];

  beforeAll(async () => {
    // One simulated timeline for every process: the sandbox here, the API here, the workers there.
    const anchor = Date.now();
    sandbox = await startSandbox({ latencyMs: [250, 250], clock: { scale: SCALE, now: () => new Date(anchor + (Date.now() - anchor) * SCALE) } });
    database = await create();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    env = {
      DATABASE_URL: database.url!,
      BETTER_AUTH_SECRET: "integration-test-secret-0123456789abcdef",
      FILE_ENCRYPTION_KEY: "ab".repeat(32),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "unleak-takedown-crash-")),
      SANDBOX_PORT: String(sandbox.port),
      CLOCK_SCALE: String(SCALE),
      CLOCK_ANCHOR: String(anchor),
      // A dead worker's check runs again 8 s after it started (then its retry delay), not after 5 minutes.
      TAKEDOWN_JOB_EXPIRE_SECONDS: "8",
      JOB_MAINTENANCE_INTERVAL_SECONDS: "1",
    };
    // The API process runs no jobs: the workers do.
    server = await startTestServer(database, { ...env, RUN_WORKER: "false" });
  });
  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await server?.stop().catch(() => undefined);
    await admin?.end().catch(() => undefined);
    await database?.dispose();
    await sandbox?.close();
  });

  it("loses no case and sends no notice twice: the checks resume on their schedule after the kill and after the restart", async () => {
    const { db } = server.runtime;
    const [nova, novaId] = await server.signedInBrowser("crash-nova@example.test", "Nova Quill");
    await db.insert(digitalSignatures).values({ userId: novaId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets" });
    await db.insert(identityVerifications).values({ userId: novaId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId: novaId, name: "Nova Quill" });
    // The ignoring site never answers: its case is checked for 30 days and escalated in waves.
    const site = sandbox.sites.find((s) => s.owner === "ignoring" && s.category !== "forum" && sandbox.truth.some((p) => p.siteId === s.id && p.kind === "picture-leak"))!;
    const page = sandbox.truth.find((p) => p.siteId === site.id && p.kind === "picture-leak")!;
    const [leak] = await db
      .insert(leaks)
      .values({ userId: novaId, url: page.url, siteId: site.id, siteName: site.name, category: site.category, title: page.title, kind: "picture", quality: "exact", evidence: { url: page.url, title: page.title, fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();

    const pageChecks = async () =>
      db.select({ at: removalChecks.checkedAt }).from(removalChecks).where(and(eq(removalChecks.leakId, leak!.id), eq(removalChecks.target, "page"))).orderBy(asc(removalChecks.checkedAt));
    const activeChecks = async () => Number((await admin.query("select count(*)::int as n from pgboss.job where name = 'removal-check' and state = 'active'")).rows[0].n);
    const trackingSince = async () => (await db.select({ at: leaks.trackingSince }).from(leaks).where(eq(leaks.id, leak!.id)))[0]!.at;

    workers.push(await startWorkerProcess(env));
    expect((await nova.request("/api/removal-requests", { json: { leakIds: [leak!.id] } })).status).toBe(202);

    // 1. Killed in the middle of its first check (a simulated day after the notice left).
    await expect.poll(activeChecks, { timeout: 60_000, interval: 20 }).toBeGreaterThan(0);
    await workers[0]!.kill();
    const since = await trackingSince();
    expect(since).not.toBeNull();
    // Nobody finished it: the killed check's job is still marked running.
    expect(await activeChecks()).toBe(1);
    const checksAtKill = (await pageChecks()).length;

    // A new worker: the dead check runs again after its expiry, and the checks go on from there.
    workers.push(await startWorkerProcess(env));
    await expect.poll(async () => (await pageChecks()).length, { timeout: 150_000, interval: 250 }).toBeGreaterThanOrEqual(checksAtKill + 1);
    await expect.poll(activeChecks, { timeout: 20_000, interval: 100 }).toBeLessThanOrEqual(1);

    // 2. The database "restarts" under the running worker: every connection to it is terminated,
    //    the API's and the worker's (its pool, pg-boss's pool and its LISTEN).
    const checksAtRestart = (await pageChecks()).length;
    const terminated = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    expect(terminated.rowCount).toBeGreaterThan(2);
    // The API answers at once (its pool drops the dead connections) and the worker stays up.
    expect((await nova.request("/api/notices")).status).toBe(200);
    await expect.poll(async () => (await pageChecks()).length, { timeout: 90_000, interval: 250 }).toBeGreaterThanOrEqual(checksAtRestart + 1);
    expect(workers[1]!.child.exitCode, workers[1]!.output()).toBeNull();
    expect(workers[1]!.child.signalCode).toBeNull();

    // The schedule was kept: the same start, and each check after the first day on (or after) a day of the schedule, none twice.
    expect((await trackingSince())!.getTime()).toBe(since!.getTime());
    const days = (await pageChecks()).map(({ at }) => (at.getTime() - since!.getTime()) / DAY_MS);
    expect(days[0]).toBeGreaterThanOrEqual(1);
    for (let i = 1; i < days.length; i += 1) expect(days[i]! - days[i - 1]!, `checks on days ${days.join(", ")}`).toBeGreaterThan(0.5);
    const [after] = await db.select().from(leaks).where(eq(leaks.id, leak!.id));
    expect(["sent", "acknowledged", "escalated"]).toContain(after!.status);

    // No notice composed twice: one per (wave, address), each sent once, each delivered once.
    const all = (await db.select({ notice: notices }).from(noticeItems).innerJoin(notices, eq(notices.id, noticeItems.noticeId)).where(eq(noticeItems.leakId, leak!.id))).map((row) => row.notice);
    expect(all.length).toBeGreaterThan(0);
    const keys = all.map((notice) => `${notice.wave}:${notice.address}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sentEvents = await db
      .select({ noticeId: noticeEvents.noticeId })
      .from(noticeEvents)
      .where(and(eq(noticeEvents.kind, "sent"), inArray(noticeEvents.noticeId, all.map((notice) => notice.id))));
    const sentIds = sentEvents.map((event) => event.noticeId);
    expect(new Set(sentIds).size).toBe(sentIds.length);
    const emailed = all.filter((notice) => notice.channel === "email" && sentIds.includes(notice.id));
    const delivered = sandbox.mailboxes.list().filter((mail) => emailed.some((notice) => notice.messageId === mail.messageId));
    expect(delivered.length).toBe(emailed.length);
    expect(delivered.every((mail) => mail.duplicates === 0)).toBe(true);
    // Nothing is left waiting on a lost job: every notice left or failed with its reason.
    expect(all.every((notice) => ["sent", "acknowledged", "escalated", "removed", "delisted", "failed"].includes(notice.status))).toBe(true);
  }, 330_000);
});
