// Proof of removal on the sandbox web (issue 13): once notices are sent, each leak is re-checked on
// the schedule (24 h, 48 h ... at CLOCK_SCALE 36000 a simulated day is 2.4 s). A compliant site's
// page is counted removed only after two checks 24 hours apart saw it gone; the site that answers
// 403 is restricted, never removed; a page the search engine dropped while its site ignores the
// notice is delisted only. Every check is stored with its evidence.
import { takedownRoutes as contract } from "@unleak/contracts";
import { digitalSignatures, identityVerifications, leaks, removalChecks, stageNames } from "@unleak/db";
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

  async function leakOn(owner: string) {
    const site = sandbox.sites.find((s) => s.owner === owner && s.category !== "forum" && sandbox.truth.some((p) => p.siteId === s.id && p.kind === "picture-leak"))!;
    const page = sandbox.truth.find((p) => p.siteId === site.id && p.kind === "picture-leak")!;
    const [row] = await server.runtime.db
      .insert(leaks)
      .values({ userId: novaId, url: page.url, siteId: site.id, siteName: site.name, category: site.category, title: page.title, kind: "picture", quality: "exact", evidence: { url: page.url, title: page.title, fetchedAt: new Date().toISOString(), httpStatus: 200 } })
      .returning();
    return row!;
  }

  const statusOf = async (id: string) => (await server.runtime.db.select({ status: leaks.status }).from(leaks).where(eq(leaks.id, id)))[0]!.status;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { CLOCK_SCALE: "36000" });
    sandbox = server.runtime.sandbox!;
    [nova, novaId] = await server.signedInBrowser("checks-nova@example.test", "Nova Quill");
    const { db } = server.runtime;
    await db.insert(digitalSignatures).values({ userId: novaId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets" });
    await db.insert(identityVerifications).values({ userId: novaId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId: novaId, name: "Nova Quill" });
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
    // The creator reads the same checks with their evidence.
    const tracking = await answerOf(contract.checks, await nova.request(`/api/leaks/${compliant.id}/checks`), 200);
    expect(tracking).toMatchObject({ status: "removed", removedAt: removed!.removedAt!.toISOString(), nextCheckAt: null });
    expect(tracking.checks[0]).toMatchObject({ target: "page", url: compliant.url, outcome: gone.at(-1)!.outcome, httpStatus: expect.any(Number) });

    await expect.poll(() => statusOf(forbidden.id), { timeout: 30_000, interval: 250 }).toBe("restricted");
    await expect.poll(() => statusOf(ignored.id), { timeout: 30_000, interval: 250 }).toBe("delisted");
    const searches = await server.runtime.db.select().from(removalChecks).where(eq(removalChecks.leakId, ignored.id));
    expect(searches.some((check) => check.target === "search" && check.outcome === "not-listed")).toBe(true);
    // The 403 site stays restricted on later checks: never counted removed.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await statusOf(forbidden.id)).toBe("restricted");
  });
});
