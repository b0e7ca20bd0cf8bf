// Proof of removal on the sandbox web (issue 13): once notices are sent, each leak is re-checked on
// the schedule (24 h, 48 h ... at CLOCK_SCALE 100000 a simulated day is 0.86 s). A compliant site's
// page is counted removed only after two checks 24 hours apart saw it gone; the site that answers
// 403 is restricted, never removed; a page the search engine dropped while its site ignores the
// notice is delisted only. A notice without effect escalates: the slow site removes after the
// reminder (wave 1), the ignoring site's hosting provider after the escalation to it (wave 2).
// Every check is stored with its evidence.
import { createHash } from "node:crypto";
import { takedownRoutes as contract } from "@unleak/contracts";
import { digitalSignatures, identityVerifications, leaks, mailOutbox, noticeItems, notices, notifications, removalChecks, stageNames } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import type { Sandbox } from "@unleak/sandbox";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

describe.each(kinds)("removal checks on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  let nova: TestBrowser;
  let novaId: string;

  /** A picture leak on a site of that owner; `which` picks another of its pages (the sandbox removes pages, not leaks). */
  async function leakOn(owner: string, userId = novaId, which: "first" | "last" = "first") {
    const site = sandbox.sites.find((s) => s.owner === owner && s.category !== "forum" && sandbox.truth.some((p) => p.siteId === s.id && p.kind === "picture-leak"))!;
    const pages = sandbox.truth.filter((p) => p.siteId === site.id && p.kind === "picture-leak");
    const page = which === "first" ? pages[0]! : pages.at(-1)!;
    const [row] = await server.runtime.db
      .insert(leaks)
      .values({ userId, url: page.url, siteId: site.id, siteName: site.name, category: site.category, title: page.title, kind: "picture", quality: "exact", evidence: { url: page.url, title: page.title, fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    return row!;
  }

  const noticesOf = async (leakId: string) =>
    (await server.runtime.db.select({ notice: notices }).from(noticeItems).innerJoin(notices, eq(notices.id, noticeItems.noticeId)).where(eq(noticeItems.leakId, leakId))).map((row) => row.notice);

  async function authorise(userId: string) {
    const { db } = server.runtime;
    await db.insert(digitalSignatures).values({ userId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets" });
    await db.insert(identityVerifications).values({ userId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId, name: "Nova Quill" });
  }

  const statusOf = async (id: string) => (await server.runtime.db.select({ status: leaks.status }).from(leaks).where(eq(leaks.id, id)))[0]!.status;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { CLOCK_SCALE: "100000" });
    sandbox = server.runtime.sandbox!;
    [nova, novaId] = await server.signedInBrowser("checks-nova@example.test", "Nova Quill");
    await authorise(novaId);
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("counts a page removed only after two checks a day apart, a 403 never, and a search engine's drop as delisted only", async () => {
    const compliant = await leakOn("compliant");
    const forbidden = await leakOn("forbidden");
    const ignored = await leakOn("ignoring");
    const answer = await nova.request("/api/removal-requests", { json: { leakIds: [compliant.id, forbidden.id, ignored.id] } });
    expect(answer.status).toBe(202);

    await expect.poll(() => statusOf(compliant.id), { timeout: 45_000, interval: 250 }).toBe("removed");
    const checks = await server.runtime.db.select().from(removalChecks).where(eq(removalChecks.leakId, compliant.id)).orderBy(asc(removalChecks.checkedAt));
    const gone = checks.filter((check) => check.target === "page" && ["removed", "soft-404", "media-replaced"].includes(check.outcome));
    expect(gone.length).toBeGreaterThanOrEqual(2);
    expect(gone.at(-1)!.checkedAt.getTime() - gone[0]!.checkedAt.getTime()).toBeGreaterThanOrEqual(24 * 3_600_000);
    expect(gone[0]!.evidence).toMatchObject({ url: compliant.url, evidence: { page: { requestedUrl: compliant.url } } });
    const [removed] = await server.runtime.db.select().from(leaks).where(eq(leaks.id, compliant.id));
    expect(removed!.removedAt?.getTime()).toBe(gone[0]!.checkedAt.getTime());
    // She is told: a notification and an e-mail.
    const told = await server.runtime.db.select().from(notifications).where(eq(notifications.userId, novaId));
    expect(told.map((n) => n.title)).toContain("Content removed");
    const mails = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "checks-nova@example.test"));
    expect(mails.some((mail) => mail.subject === `Removed: your content on ${compliant.siteName}` && mail.text.includes(compliant.url))).toBe(true);
    // The creator reads the same checks with their evidence.
    const tracking = await answerOf(contract.checks, await nova.request(`/api/leaks/${compliant.id}/checks`), 200);
    expect(tracking).toMatchObject({ status: "removed", removedAt: removed!.removedAt!.toISOString(), nextCheckAt: null, nextStep: null });
    expect(tracking.checks[0]).toMatchObject({ target: "page", url: compliant.url, outcome: gone.at(-1)!.outcome, httpStatus: expect.any(Number) });
    // The page as the check fetched it: its owner downloads it as text, never as a page on our origin.
    const copied = tracking.checks.find((check) => check.target === "page" && check.pageCopy !== null)!;
    const copy = await nova.request(`/api/removal-checks/${copied.id}/page-copy`);
    expect(copy.status).toBe(200);
    expect(copy.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(copy.headers.get("content-disposition")).toMatch(/^attachment; filename="unleak-page-copy-[0-9a-f]{8}-/);
    expect(copy.headers.get("x-content-type-options")).toBe("nosniff");
    expect(createHash("sha256").update(Buffer.from(await copy.arrayBuffer())).digest("hex")).toBe(copied.pageCopy!.sha256);

    await expect.poll(() => statusOf(forbidden.id), { timeout: 30_000, interval: 250 }).toBe("restricted");
    // A restricted page is not removed: the escalation's next wave is shown with its date.
    const restricted = await answerOf(contract.checks, await nova.request(`/api/leaks/${forbidden.id}/checks`), 200);
    expect(restricted.nextStep).toMatchObject({ wave: expect.any(Number), action: expect.stringMatching(/^(reminder|host-cdn-processor|registrar-search|hand-over)$/) });
    await expect.poll(() => statusOf(ignored.id), { timeout: 30_000, interval: 250 }).toBe("delisted");
    const searches = await server.runtime.db.select().from(removalChecks).where(eq(removalChecks.leakId, ignored.id));
    expect(searches.some((check) => check.target === "search" && check.outcome === "not-listed")).toBe(true);
    // The 403 site is never counted removed, however often it is checked.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await statusOf(forbidden.id)).not.toBe("removed");
    const forbiddenChecks = await server.runtime.db.select().from(removalChecks).where(eq(removalChecks.leakId, forbidden.id));
    expect(forbiddenChecks.filter((check) => check.target === "page").every((check) => check.outcome === "restricted")).toBe(true);
  });

  it("escalates a notice without effect: a reminder to the slow site, then the ignoring site's hosting provider", async () => {
    const [ivy, ivyId] = await server.signedInBrowser("checks-ivy@example.test", "Ivy");
    await authorise(ivyId);
    const slow = await leakOn("slow", ivyId);
    // Another page than Nova's: the escalation of her notice there takes her page down, not this one.
    const ignoring = await leakOn("ignoring", ivyId, "last");
    const answer = await ivy.request("/api/removal-requests", { json: { leakIds: [slow.id, ignoring.id] } });
    expect(answer.status).toBe(202);

    await expect.poll(() => statusOf(slow.id), { timeout: 90_000, interval: 500 }).toBe("removed");
    const slowNotices = await noticesOf(slow.id);
    const reminder = slowNotices.find((notice) => notice.wave === 1);
    expect(reminder, "a wave-1 reminder").toBeDefined();
    expect(reminder!.address).toBe(slowNotices.find((notice) => notice.wave === 0 && notice.recipientKind === "site")!.address);
    expect(reminder!.body).toMatch(/^REMINDER\. Our notice UL-[0-9A-Z]{6} of /);
    expect(reminder!.subject).toMatch(/^Reminder: /);

    await expect.poll(() => statusOf(ignoring.id), { timeout: 120_000, interval: 500 }).toBe("removed");
    const ignoringNotices = await noticesOf(ignoring.id);
    const site = sandbox.sites.find((s) => s.id === ignoring.siteId)!;
    const toHost = ignoringNotices.find((notice) => notice.wave === 2 && notice.address === site.hostAbuseEmail);
    expect(toHost, `a wave-2 notice to ${site.hostAbuseEmail}: ${JSON.stringify(ignoringNotices.map((n) => [n.wave, n.recipientKind, n.address, n.status]))}`).toBeDefined();
    expect(toHost!.routeReason.code).toBe("host_abuse");
    expect(toHost!.body).toMatch(/^ESCALATION\. Our notice UL-[0-9A-Z]{6} of .+ to Onlyleaks has not been acted on/);
  });
});
