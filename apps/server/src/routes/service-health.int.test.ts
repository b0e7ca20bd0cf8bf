// The administrators' service health (issue 16): the takedown queue's counts, a real queue's failed
// job counted and retried through pg-boss (then no longer failed, and recorded in the audit log),
// the sites' health from the last crawl, the mail outbox, and crash reports grouped by message
// with their stacks. Creators get none of it.
import { adminRoutes, serviceHealthRoutes as routes } from "@unleak/contracts";
import { debugLogs, notices, scans } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { deliverMailJob } from "@unleak/jobs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

const at = (iso: string) => new Date(iso);
const crash = (message: string, createdAt: string, extra: { stack?: string; userAgent?: string } = {}) => ({
  action: "crash",
  tableName: "client",
  data: { message, timestamp: createdAt, componentStack: "\n    at Dashboard", ...extra },
  createdAt: at(createdAt),
});

describe.each(kinds)("the service health on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let admin: TestBrowser;
  let creator: TestBrowser;
  let creatorId: string;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { ADMIN_EMAILS: "operator@example.test", RUN_WORKER: "false" });
    [admin] = await server.signedInAdmin("operator@example.test");
    [creator, creatorId] = await server.signedInBrowser("health-creator@example.test");
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("groups crash reports by message with counts, first and last seen, and opens one with its group's stacks", async () => {
    const { db } = server.runtime;
    await db.insert(debugLogs).values([
      crash("TypeError: leaks is undefined", "2026-11-01T10:00:00.000Z", { stack: "TypeError: leaks is undefined\n    at LeakList (leaks.tsx:12)" }),
      crash("TypeError: leaks is undefined", "2026-11-03T10:00:00.000Z", { stack: "TypeError: leaks is undefined\n    at LeakList (leaks.tsx:14)", userAgent: "Firefox/140" }),
      crash("ChunkLoadError: Loading chunk 7 failed", "2026-11-02T09:00:00.000Z"),
    ]);
    const [newest] = await db
      .insert(debugLogs)
      .values({ ...crash("TypeError: leaks is undefined", "2026-11-04T08:30:00.000Z", { stack: "TypeError: leaks is undefined\n    at LeakList (leaks.tsx:15)", userAgent: "Chrome/141" }), userId: creatorId })
      .returning({ id: debugLogs.id });

    const { groups } = await answerOf(routes.crashReports, await admin.request("/api/admin/crash-reports"), 200);
    expect(groups).toEqual([
      { id: newest!.id, message: "TypeError: leaks is undefined", count: 3, firstSeen: "2026-11-01T10:00:00.000Z", lastSeen: "2026-11-04T08:30:00.000Z" },
      { id: expect.any(String), message: "ChunkLoadError: Loading chunk 7 failed", count: 1, firstSeen: "2026-11-02T09:00:00.000Z", lastSeen: "2026-11-02T09:00:00.000Z" },
    ]);

    const view = await answerOf(routes.crashReport, await admin.request(`/api/admin/crash-reports/${newest!.id}`), 200);
    expect(view.report).toEqual({
      id: newest!.id,
      message: "TypeError: leaks is undefined",
      stack: "TypeError: leaks is undefined\n    at LeakList (leaks.tsx:15)",
      componentStack: "\n    at Dashboard",
      userAgent: "Chrome/141",
      userEmail: "health-creator@example.test",
      reportedAt: "2026-11-04T08:30:00.000Z",
    });
    expect(view.group).toEqual({ message: "TypeError: leaks is undefined", count: 3, firstSeen: "2026-11-01T10:00:00.000Z", lastSeen: "2026-11-04T08:30:00.000Z" });
    // The others of the group, newest first; the other message's report is not among them.
    expect(view.others.map((other) => [other.reportedAt, other.userAgent, other.userEmail])).toEqual([
      ["2026-11-03T10:00:00.000Z", "Firefox/140", null],
      ["2026-11-01T10:00:00.000Z", null, null],
    ]);

    expect((await answerOf(routes.crashReport, await admin.request("/api/admin/crash-reports/0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"), 404)).error.code).toBe("NOT_FOUND");
  });

  it("counts a real queue's failed job, retries it through pg-boss so it is no longer failed, and records the retry", async () => {
    const { queue, database: handle } = server.runtime;
    const jobId = await queue.send(deliverMailJob, { outboxId: "0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c" });
    // As pg-boss leaves a job whose retries ran out.
    await handle.executeSql("update pgboss.job set state = 'failed', completed_on = now() where id = $1", [jobId]);
    const mailQueue = async () => (await answerOf(routes.health, await admin.request("/api/admin/health"), 200)).jobs.find((job) => job.name === deliverMailJob.name);

    expect(await mailQueue()).toEqual({ name: "mail-deliver", waiting: 0, active: 0, failed: 1, completed: 0, retryable: 1 });
    expect(await answerOf(routes.retryJobs, await admin.request("/api/admin/jobs/mail-deliver/retry", { method: "POST" }), 200)).toEqual({ retried: 1 });
    expect(await mailQueue()).toEqual({ name: "mail-deliver", waiting: 1, active: 0, failed: 0, completed: 0, retryable: 0 });
    const { rows } = await handle.executeSql("select state from pgboss.job where id = $1", [jobId]);
    expect(rows).toEqual([{ state: "retry" }]);

    const audit = await answerOf(adminRoutes.auditLog, await admin.request("/api/admin/audit-log?action=job.retry"), 200);
    expect(audit.entries.map((entry) => [entry.actorEmail, entry.details])).toEqual([["operator@example.test", { queue: "mail-deliver", retried: 1 }]]);

    // Nothing left to retry: nothing changes, nothing is recorded; an unknown queue (or pg-boss's own) is a 404.
    expect(await answerOf(routes.retryJobs, await admin.request("/api/admin/jobs/mail-deliver/retry", { method: "POST" }), 200)).toEqual({ retried: 0 });
    expect((await answerOf(adminRoutes.auditLog, await admin.request("/api/admin/audit-log?action=job.retry"), 200)).entries).toHaveLength(1);
    expect((await answerOf(routes.retryJobs, await admin.request("/api/admin/jobs/no-such-queue/retry", { method: "POST" }), 404)).error.code).toBe("NOT_FOUND");
    expect((await admin.request("/api/admin/jobs/__pgboss__send-it/retry", { method: "POST" })).status).toBe(404);
  });

  it("shows the takedown queue, the sites' last crawl and the mail outbox", async () => {
    const { db } = server.runtime;
    const notice = (reference: string, status: "queued" | "failed") => ({
      userId: creatorId,
      reference,
      basis: "dmca" as const,
      recipientKind: "site" as const,
      recipientName: "Example",
      channel: "email" as const,
      address: "dmca@leaks.example",
      language: "en",
      routeReason: { code: "site_email" as const, params: {} },
      subject: `DMCA notice ${reference}`,
      body: "notice",
      raw: "notice",
      rawSha256: "0".repeat(64),
      status,
      createdAt: new Date(),
    });
    await db.insert(notices).values([notice("UL-HEALTH1", "queued"), notice("UL-HEALTH2", "queued"), notice("UL-HEALTH3", "failed")]);
    const summary = { leakCount: 0, sitesScanned: 10, siteErrors: 2, byQuality: { exact: 0, high: 0, good: 0 }, platforms: [], samples: [] };
    await db.insert(scans).values({ userId: creatorId, kind: "full", scope: "full", status: "completed", percent: 100, subject: { fromAccount: true }, result: summary, finishedAt: at("2026-11-05T12:00:00.000Z") });

    const health = await answerOf(routes.health, await admin.request("/api/admin/health"), 200);
    expect(health.takedowns).toEqual({ waiting: 2, failed: 1, unparsedReplies: 0, unthreadedReplies: 0 });
    expect(health.sites.target).toBe("sandbox");
    expect(health.sites.sites.length).toBeGreaterThan(0);
    const crawled = health.sites.sites.filter((site) => site.lastCrawledAt === "2026-11-05T12:00:00.000Z");
    expect(crawled.length).toBeGreaterThan(0);
    expect(crawled.every((site) => site.health === "errors" && site.siteErrors === 2)).toBe(true);
    expect(health.sites.sites.filter((site) => site.lastCrawledAt === null).every((site) => site.health === "unknown" && site.siteErrors === null)).toBe(true);
    // The sign-ups' verification mails wait in the outbox (no SMTP in tests).
    expect(health.mail.mode).toBe("outbox");
    expect(health.mail.byStatus).toEqual([{ status: "kept", count: 2 }]);
    expect(health.mail.newest.map((mail) => mail.to)).toEqual(["health-creator@example.test", "operator@example.test"]);
  });

  it("refuses creators everything", async () => {
    for (const [method, path] of [
      ["GET", "/api/admin/health"],
      ["GET", "/api/admin/crash-reports"],
      ["GET", "/api/admin/crash-reports/0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"],
      ["POST", "/api/admin/jobs/mail-deliver/retry"],
    ] as const) {
      const response = await creator.request(path, { method });
      expect([path, response.status]).toEqual([path, 403]);
    }
  });
});
