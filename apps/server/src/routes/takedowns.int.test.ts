// Takedowns I end to end on the server (issue 12): a creator authorised by letter and identity
// requests removal of leaks on the sandbox web; notices are routed to each owner's channel (the
// site's address or form, the host found by RDAP, a CDN and its origin, the search engine),
// composed complete, sent by the queue to the sandbox's SMTP server and forms, kept with a chain,
// and the owners' replies come back by SMTP and are threaded to their notice. The gate, the
// whitelist and an incomplete notice stop a notice before anything leaves.
import { takedownRoutes as contract } from "@unleak/contracts";
import { composeRequest, verifyNoticeLog } from "@unleak/core";
import { digitalSignatures, identityVerifications, leaks, notices, officialLinks, removalRequests, stageNames, whitelistEntries } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import type { Sandbox } from "@unleak/sandbox";
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(kinds)("takedowns on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  let nova: TestBrowser;
  let novaId: string;

  /** A picture leak the sandbox planted on a site whose owner behaves as `owner`, stored as the creator's leak. */
  async function leakOn(owner: string, extra: Partial<typeof leaks.$inferInsert> = {}, where: (site: Sandbox["sites"][number]) => boolean = (site) => site.category !== "forum") {
    const site = sandbox.sites.find((s) => s.owner === owner && where(s) && sandbox.truth.some((p) => p.siteId === s.id && p.kind === "picture-leak"));
    if (!site) throw new Error(`no sandbox site behaves as ${owner}`);
    const page = sandbox.truth.find((p) => p.siteId === site.id && p.kind === "picture-leak");
    if (!page) throw new Error(`no picture leak on ${site.id}`);
    const [row] = await server.runtime.db
      .insert(leaks)
      .values({
        userId: novaId,
        url: page.url,
        siteId: site.id,
        siteName: site.name,
        category: site.category,
        title: page.title,
        kind: "picture",
        quality: "exact",
        distance: 4,
        evidence: { url: page.url, title: page.title, fetchedAt: new Date().toISOString(), httpStatus: 200, mediaUrls: [] },
        ...extra,
      })
      .onConflictDoUpdate({ target: [leaks.userId, leaks.url], set: { title: page.title } })
      .returning();
    return { leak: row!, site, page };
  }

  async function authorise(userId: string) {
    const { db } = server.runtime;
    await db.insert(digitalSignatures).values({ userId, consentVersion: "2026-11-24", fullName: "Jane Doe", contentDescription: "Photo sets published on my OnlyFans page", documentHash: "a".repeat(64) });
    await db.insert(identityVerifications).values({ userId, documentType: "passport", status: "approved", reviewedAt: new Date() });
    await db.insert(stageNames).values({ userId, name: "Nova Quill" }).onConflictDoNothing();
  }

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { CLOCK_SCALE: "3600" });
    sandbox = server.runtime.sandbox!;
    [nova, novaId] = await server.signedInBrowser("takedowns-nova@example.test", "Nova Quill");
    await authorise(novaId);
    await server.runtime.db.insert(officialLinks).values({ userId: novaId, platform: "onlyfans", url: sandbox.demoCreator.officialUrls[0]! });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  it("routes each leak to its owner's channel and shows why, before anything is sent", async () => {
    const compliant = await leakOn("compliant");
    const cdn = await leakOn("cdn");
    const hosted = await leakOn("ignoring", {}, (site) => site.category === "image-board");
    const preview = await answerOf(contract.preview, await nova.request("/api/removal-requests/preview", { json: { leakIds: [compliant.leak.id, cdn.leak.id, hosted.leak.id] } }), 200);
    expect(preview.authorisation).toEqual({ allowed: true, missing: [] });
    const routesOf = (id: string) => preview.leaks.find((l) => l.leakId === id)!.routes;
    expect(routesOf(compliant.leak.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ recipientKind: "site", channel: "email", address: `dmca@${compliant.site.id}.example`, basis: "dmca", reason: expect.objectContaining({ code: "site_email" }) }),
        expect.objectContaining({ recipientKind: "search_engine", basis: "delisting", reason: expect.objectContaining({ code: "search_delisting" }) }),
      ]),
    );
    const cdnRoutes = routesOf(cdn.leak.id).map((route) => route.reason.code);
    expect(cdnRoutes).toEqual(expect.arrayContaining(["cdn_forward", "cdn_origin"]));
    const origin = routesOf(cdn.leak.id).find((route) => route.reason.code === "cdn_origin")!;
    expect(origin.address).toBe(cdn.site.origin!.hostAbuseEmail);
    // An image board names no channel of its own: its hosting provider's abuse desk, found by DNS and RDAP.
    expect(routesOf(hosted.leak.id)).toEqual(
      expect.arrayContaining([expect.objectContaining({ recipientKind: "host", channel: "email", address: hosted.site.hostAbuseEmail, reason: expect.objectContaining({ code: "host_abuse" }) })]),
    );
    expect(await server.runtime.db.select().from(notices).where(eq(notices.userId, novaId))).toEqual([]);
  });

  it("never files a whitelisted leak, and says so", async () => {
    const licensed = await leakOn("slow", { disposition: "licensed", status: "whitelisted" });
    const answer = await nova.request("/api/removal-requests", { json: { leakIds: [licensed.leak.id] } });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.code).toBe("NOTHING_TO_FILE");
    await server.runtime.db.insert(whitelistEntries).values({ userId: novaId, urlPrefix: licensed.page.url.replace(/[^/]+$/, ""), reason: "licensed" }).onConflictDoNothing();
    const candidates = await answerOf(contract.candidates, await nova.request("/api/removal-requests/candidates"), 200);
    expect(candidates.leaks.map((leak) => leak.id)).not.toContain(licensed.leak.id);
  });

  it("sends complete notices to every owner's channel exactly once, logs them in a chain, and threads the replies", async () => {
    const picked = [await leakOn("compliant"), await leakOn("ignoring"), await leakOn("rejecting")];
    // A forum takes notices through its web form.
    picked.push(await leakOn("compliant", {}, (site) => site.category === "forum"));
    const ids = picked.map((p) => p.leak.id);
    const requested = await answerOf(contract.request, await nova.request("/api/removal-requests", { json: { leakIds: ids } }), 202);
    expect(new Set(requested.queued)).toEqual(new Set(ids));

    const sent = await until("every notice sent", async () => {
      const rows = await server.runtime.db.select().from(notices).where(eq(notices.userId, novaId));
      return rows.length > 0 && rows.every((row) => row.status !== "queued" && row.status !== "sending") ? rows : null;
    });
    // The compliant site by e-mail, the search engine by its form, the image board's host by RDAP.
    expect(sent.map((row) => row.recipientKind)).toEqual(expect.arrayContaining(["site", "search_engine"]));
    for (const row of sent) expect(row.status, `${row.reference} to ${row.address}: ${row.lastError}`).toMatch(/sent|acknowledged|rejected/);
    const email = sent.find((row) => row.channel === "email" && row.recipientKind === "site")!;
    // The notice text carries the six DMCA elements and names each URL exactly.
    const detail = await answerOf(contract.get, await nova.request(`/api/notices/${email.id}`), 200);
    for (const item of detail.items) expect(detail.body).toContain(item.pageUrl);
    expect(detail.body).toMatch(/good faith/i);
    expect(detail.body).toMatch(/penalty of perjury/i);
    expect(detail.body).toContain("/s/");
    expect(detail.body).not.toContain("Jane Doe"); // the creator's legal name never reaches the host
    // Each e-mail arrived once at the sandbox's SMTP server.
    const mailed = sandbox.mailboxes.list().filter((mail) => sent.some((row) => row.messageId && mail.messageId === row.messageId));
    expect(mailed.length).toBe(sent.filter((row) => row.channel === "email").length);
    expect(mailed.every((mail) => mail.duplicates === 0)).toBe(true);
    // The PDF downloads.
    const pdf = await nova.request(`/api/notices/${email.id}/document.pdf`);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe("%PDF-");
    // Replies arrive by SMTP and are threaded: the compliant site acknowledges with a ticket.
    const acknowledged = await until("the site's acknowledgement", async () => {
      const [row] = await server.runtime.db.select().from(notices).where(eq(notices.id, email.id));
      return row?.status === "acknowledged" && row.ticket ? row : null;
    });
    expect(acknowledged.ticket).toMatch(/^TKT-/);
    const withReply = await answerOf(contract.get, await nova.request(`/api/notices/${email.id}`), 200);
    expect(withReply.replies[0]).toMatchObject({ kind: expect.stringMatching(/acknowledged|removed/), ticket: acknowledged.ticket });
    expect(await verifyNoticeLog(server.runtime.db, novaId)).toMatchObject({ intact: true });
    // The leaks follow their notices.
    const statuses = await server.runtime.db.select({ status: leaks.status }).from(leaks).where(inArray(leaks.id, ids));
    expect(statuses.every((row) => ["sent", "acknowledged", "rejected"].includes(row.status))).toBe(true);
  });

  it("refuses an incomplete notice with its reason and queues nothing for it", async () => {
    const { services } = { services: server.runtime.takedowns };
    const unsigned = { ...services, agent: { ...services.agent, signatory: "" } };
    const forbidden = await leakOn("forbidden");
    const [request] = await server.runtime.db
      .insert(removalRequests)
      .values({ userId: novaId, leakIds: [forbidden.leak.id], requestedAt: services.clock.now() })
      .returning();
    await composeRequest(unsigned, request!.id);
    const [composed] = await server.runtime.db.select().from(removalRequests).where(eq(removalRequests.id, request!.id));
    expect(composed!.status).toBe("composed");
    expect(composed!.error).toMatch(/signature/);
    expect(await server.runtime.db.select().from(notices).where(eq(notices.requestId, request!.id))).toEqual([]);
    const [leak] = await server.runtime.db.select().from(leaks).where(eq(leaks.id, forbidden.leak.id));
    expect(leak!.status).not.toBe("sent");
  });

  it("sends nothing once the letter is revoked, and nothing for a creator whose identity was rejected", async () => {
    const [rejected, rejectedId] = await server.signedInBrowser("takedowns-rejected@example.test", "Ivy");
    const { db } = server.runtime;
    await db.insert(digitalSignatures).values({ userId: rejectedId, consentVersion: "2026-11-24", fullName: "Ivy", contentDescription: "Photos" });
    await db.insert(identityVerifications).values({ userId: rejectedId, documentType: "passport", status: "rejected", reviewedAt: new Date(), rejectionReason: "blurred" });
    const answer = await rejected.request("/api/removal-requests", { json: { leakIds: ["0b8f2a2e-6a3c-4f1e-9f5d-2c1b8a7e6d5c"] } });
    expect(answer.status).toBe(403);
    expect((await answer.json()).error).toMatchObject({ code: "AUTHORISATION_REQUIRED", details: { missing: ["identity"] } });

    const slow = await leakOn("counter");
    expect((await nova.request("/api/digital-signature/revoke", { method: "POST" })).status).toBe(204);
    const refused = await nova.request("/api/removal-requests", { json: { leakIds: [slow.leak.id] } });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.details.missing).toEqual(["letter"]);
    expect(await db.select().from(notices).where(and(eq(notices.userId, novaId), eq(notices.siteId, slow.site.id)))).toEqual([]);
  });
});
