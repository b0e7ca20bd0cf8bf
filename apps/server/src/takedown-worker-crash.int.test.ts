// Crash safety of the takedown loop (issue 13): the worker stopped in the middle of a removal check
// (every sandbox answer slowed down so that a check is under way), the database restarted before a
// new process starts on it (PostgreSQL: every connection terminated; PGlite: its data folder closed
// and opened again), and the new process goes on: the leak's checks continue, no case is lost and
// no notice is composed or sent twice.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type DatabaseHandle, digitalSignatures, identityVerifications, leaks, noticeEvents, noticeItems, notices, openDatabase, removalChecks, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import type { Mail } from "@unleak/sandbox";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./testing/test-server";

const kinds = await testDatabaseKinds();
/** A simulated day in 0.86 s; each sandbox answer takes 250 ms, so a check (page, probe, search) lasts about a second. */
const env = { CLOCK_SCALE: "100000", SANDBOX_LATENCY: "250,250" };

describe.each(kinds)("a takedown worker stopped mid-check, the database restarted, on $kind", ({ kind, create }) => {
  const servers: TestServer[] = [];
  const extraHandles: DatabaseHandle[] = [];
  let database: TestDatabase;
  afterAll(async () => {
    for (const server of servers) await server.stop().catch(() => undefined);
    for (const handle of extraHandles) await handle.close().catch(() => undefined);
    await database?.dispose();
  });

  /** PGlite in a data folder (so that it can be closed and opened again); PostgreSQL as usual. */
  async function openTestDatabase(): Promise<TestDatabase> {
    if (kind === "postgres") return create();
    const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-crash-db-"));
    const open = async (): Promise<DatabaseHandle> => {
      const handle = await openDatabase({ dataDir });
      await handle.migrate();
      return handle;
    };
    const current: TestDatabase = { kind: "pglite", handle: await open(), dispose: () => current.handle.close() };
    (current as TestDatabase & { reopen(): Promise<void> }).reopen = async () => {
      await current.handle.close();
      (current as { handle: DatabaseHandle }).handle = await open();
    };
    return current;
  }

  /** Restarts the database and answers the database as the next process opens it. */
  async function restartDatabase(): Promise<TestDatabase> {
    if (kind === "pglite") {
      await (database as TestDatabase & { reopen(): Promise<void> }).reopen();
      return database;
    }
    // Every other connection to the test database is terminated, as a server restart would.
    const killed = await database.handle.executeSql("select pg_terminate_backend(pid) as gone from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    expect(killed.rows.length).toBeGreaterThan(0);
    // A new process opens its own pool: the old one still holds connections the server closed.
    const handle = await openDatabase({ databaseUrl: database.url!, poolSize: 5 });
    extraHandles.push(handle);
    return { ...database, handle };
  }

  const activeChecks = async (server: TestServer) =>
    Number((await server.runtime.database.executeSql("select count(*)::int as n from pgboss.job where name = 'removal-check' and state = 'active'")).rows[0]!.n as number);

  it("goes on after the restart: the checks continue, no notice twice", async () => {
    database = await openTestDatabase();
    const dataDir = mkdtempSync(path.join(tmpdir(), "unleak-crash-data-"));
    const first = await startTestServer(database, { ...env, DATA_DIR: dataDir });
    servers.push(first);
    const { db } = first.runtime;
    const [nova, novaId] = await first.signedInBrowser("crash-nova@example.test", "Nova Quill");
    await db.insert(digitalSignatures).values({ userId: novaId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets" });
    await db.insert(identityVerifications).values({ userId: novaId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId: novaId, name: "Nova Quill" });
    // The ignoring site never answers: its case is checked and escalated in waves.
    const sandbox = first.runtime.sandbox!;
    const site = sandbox.sites.find((s) => s.owner === "ignoring" && s.category !== "forum" && sandbox.truth.some((p) => p.siteId === s.id && p.kind === "picture-leak"))!;
    const page = sandbox.truth.find((p) => p.siteId === site.id && p.kind === "picture-leak")!;
    const [leak] = await db
      .insert(leaks)
      .values({ userId: novaId, url: page.url, siteId: site.id, siteName: site.name, category: site.category, title: page.title, kind: "picture", quality: "exact", evidence: { url: page.url, title: page.title, fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    expect((await nova.request("/api/removal-requests", { json: { leakIds: [leak!.id] } })).status).toBe(202);

    const pageChecks = async (server: TestServer) => (await server.runtime.db.select().from(removalChecks).where(and(eq(removalChecks.leakId, leak!.id), eq(removalChecks.target, "page")))).length;
    const waves = async (server: TestServer) =>
      (await server.runtime.db.select({ wave: notices.wave }).from(noticeItems).innerJoin(notices, eq(notices.id, noticeItems.noticeId)).where(eq(noticeItems.leakId, leak!.id))).map((row) => row.wave);
    // The reminder (wave 1) has gone and the checks go on; stop in the middle of one.
    await expect.poll(async () => (await waves(first)).includes(1), { timeout: 60_000, interval: 200 }).toBe(true);
    await expect.poll(() => activeChecks(first), { timeout: 30_000, interval: 20 }).toBeGreaterThan(0);
    const firstMail: Mail[] = sandbox.mailboxes.list();
    await first.stop();
    const checksBefore = await pageChecks(first);

    const restarted = await restartDatabase();
    // A new process on the same database and data folder (its sandbox on the same port).
    const second = await startTestServer(restarted, { ...env, DATA_DIR: dataDir });
    servers.push(second);
    await expect.poll(() => pageChecks(second), { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(checksBefore + 2);
    const [after] = await second.runtime.db.select().from(leaks).where(eq(leaks.id, leak!.id));
    expect(after!.trackingSince).not.toBeNull();
    expect(["sent", "acknowledged", "escalated", "delisted", "removed"]).toContain(after!.status);

    // No notice composed twice: one per (leak, wave, address), each sent once.
    const all = await second.runtime.db.select({ notice: notices }).from(noticeItems).innerJoin(notices, eq(notices.id, noticeItems.noticeId)).where(eq(noticeItems.leakId, leak!.id));
    const keys = all.map(({ notice }) => `${notice.wave}:${notice.address}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sentEvents = await second.runtime.db
      .select({ noticeId: noticeEvents.noticeId })
      .from(noticeEvents)
      .where(and(eq(noticeEvents.kind, "sent"), inArray(noticeEvents.noticeId, all.map(({ notice }) => notice.id))));
    const ids = sentEvents.map((event) => event.noticeId);
    expect(new Set(ids).size).toBe(ids.length);
    // And none reached a mailbox twice, before or after the restart.
    const delivered = [...firstMail, ...second.runtime.sandbox!.mailboxes.list()].filter((mail) => all.some(({ notice }) => notice.messageId === mail.messageId));
    expect(delivered.every((mail) => mail.duplicates === 0)).toBe(true);
    expect(new Set(delivered.map((mail) => `${mail.to}:${mail.messageId}`)).size).toBe(delivered.length);
    // Nothing is left waiting on a lost job: every notice left or failed with its reason.
    expect(all.every(({ notice }) => ["sent", "acknowledged", "escalated", "removed", "delisted", "failed"].includes(notice.status))).toBe(true);
    const stuck = await second.runtime.database.executeSql("select count(*)::int as n from pgboss.job where name = 'removal-check' and state = 'active' and started_on < now() - interval '5 minutes'");
    expect(Number(stuck.rows[0]!.n)).toBe(0);
  }, 240_000);
});
