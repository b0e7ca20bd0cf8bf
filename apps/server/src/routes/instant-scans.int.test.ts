import { dashboardRoutes, instantScanRoutes, scanRoutes, type StoredScanSummary } from "@unleak/contracts";
import { forgetOldVisitorQuota } from "@unleak/core";
import { instantScanResults, leaks, mailOutbox, scans, visitorScanQuota } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { latestMail, linkIn, readEvents, signUpVerified, waitForScan } from "../testing/scan-helpers";
import { startTestServer, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
/** A stored summary of a scan that found `leakCount` leaks on no platform. */
const summary = (leakCount: number): StoredScanSummary => ({ leakCount, sitesScanned: 10, siteErrors: 0, byQuality: { exact: 0, high: 0, good: 0 }, platforms: [], samples: [] });

describe.each(kinds)("the visitor's instant scan on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;

  beforeAll(async () => {
    sandbox = await startSandbox();
    database = await create();
    server = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port) });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await sandbox?.close();
  });

  it("scans a creator name through the sandbox, streams the stages and shows a blurred preview", async () => {
    const visitor = server.browser();
    const start = await visitor.request("/api/instant-scans", { json: { creatorName: sandbox.demoCreator.name } });
    const { scanId } = await answerOf(instantScanRoutes.start, start, 202);
    expect(visitor.cookies.get("unleak_visitor")).toMatch(/^[\w-]{22}$/);
    expect(start.headers.get("set-cookie")).toMatch(/HttpOnly/i);

    const events = await readEvents(await visitor.request(`/api/scans/${scanId}/events`));
    expect(events.at(-1)).toMatchObject({ event: "completed", data: { status: "completed", stage: "complete", percent: 100 } });
    const percents = events.map((e) => e.data.percent as number);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));

    const scan = await answerOf(scanRoutes.get, await visitor.request(`/api/scans/${scanId}`), 200);
    expect(scan).toMatchObject({ kind: "instant", scope: "preview", status: "completed", stage: "complete", percent: 100, error: null });
    const result = scan.result!;
    expect(result.leakCount).toBeGreaterThan(0);
    expect(result.damage!.monthlyLoss).toBeGreaterThan(0);
    expect(result.damage!.assumptions).toMatchObject({ conversionRate: expect.any(Number), pricePerMonth: expect.any(Number) });
    expect(result.platforms.length).toBeGreaterThan(0);
    const sandboxPreviewSites = new Set(sandbox.sites.filter((s) => s.tier === "preview").map((s) => s.id));
    for (const platform of result.platforms) expect(sandboxPreviewSites.has(platform.siteId), platform.siteId).toBe(true);
    expect(result.samples.length).toBeGreaterThan(0);
    for (const sample of result.samples) {
      expect(["exact", "high", "good"]).toContain(sample.quality);
      expect(sample.url).toBeUndefined(); // a visitor sees where, not the page itself
    }
    const withThumbnail = result.samples.find((s) => s.thumbnailUrl);
    expect(withThumbnail?.thumbnailBlurred).toBe(true);
    const picture = await visitor.request(withThumbnail!.thumbnailUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/jpeg");

    // Nobody else reads it: another visitor, or a forged stream request.
    const stranger = server.browser();
    expect((await answerOf(scanRoutes.get, await stranger.request(`/api/scans/${scanId}`), 404)).error.code).toBe("NOT_FOUND");
    expect((await answerOf(scanRoutes.events, await stranger.request(`/api/scans/${scanId}/events`), 404)).error.code).toBe("NOT_FOUND");
  });

  it("asks for a creator name, in the caller's language", async () => {
    const visitor = server.browser();
    const empty = await visitor.request("/api/instant-scans", { json: { creatorName: "   " } });
    expect((await answerOf(instantScanRoutes.start, empty, 422)).error.message).toBe("Please enter a creator name");
    const german = await visitor.request("/api/instant-scans", { json: {}, headers: { "accept-language": "de" } });
    expect((await answerOf(instantScanRoutes.start, german, 422)).error.message).toBe("Bitte geben Sie einen Creator-Namen ein");
  });

  it("refuses a second scan while the visitor's first one runs", async () => {
    const visitor = server.browser();
    visitor.cookies.set("unleak_visitor", "runningvisitor00000000");
    // The first scan is unfinished (a worker's heartbeat is fresh), however fast this machine is.
    const [first] = await server.runtime.db
      .insert(scans)
      .values({ kind: "instant", scope: "preview", clientKey: "v:runningvisitor00000000", subject: { names: ["Nova Quill"] }, status: "running" })
      .returning();
    const second = await visitor.request("/api/instant-scans", { json: { creatorName: "Nova Quill" } });
    expect((await answerOf(instantScanRoutes.start, second, 409)).error.message).toBe("Scan already in progress - please wait");
    const [still] = await server.runtime.db.select().from(scans).where(eq(scans.id, first.id));
    expect(still.status).toBe("running");
    await server.runtime.db.update(scans).set({ status: "completed" }).where(eq(scans.id, first.id));
  });

  it("starts exactly three of ten parallel scans from one address, and counts address and cookie alike", async () => {
    const ip = "198.51.100.77";
    const responses = await Promise.all(Array.from({ length: 10 }, () => server.browser(ip).request("/api/instant-scans", { json: { creatorName: "Nova Quill" } })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429, 429]);
    const refused = responses.find((r) => r.status === 429)!;
    expect((await answerOf(instantScanRoutes.start, refused, 429)).error.message).toBe("Daily scan limit reached. Please register for unlimited access.");
    const [quota] = await server.runtime.db.select().from(visitorScanQuota).where(eq(visitorScanQuota.clientKey, `ip:${ip}`));
    expect(quota.count).toBe(3);

    // The fourth from that address is refused whatever the cookie; a cookie that used its three
    // scans is refused from any address.
    expect((await server.browser(ip).request("/api/instant-scans", { json: { creatorName: "Nova Quill" } })).status).toBe(429);
    const traveller = server.browser("198.51.100.1");
    for (let i = 0; i < 3; i += 1) {
      const started = await traveller.request("/api/instant-scans", { json: { creatorName: `Someone ${i}` } });
      await waitForScan(traveller, (await answerOf(instantScanRoutes.start, started, 202)).scanId);
    }
    const moved = server.browser("198.51.100.2");
    moved.cookies.set("unleak_visitor", traveller.cookies.get("unleak_visitor")!);
    expect((await moved.request("/api/instant-scans", { json: { creatorName: "Nova Quill" } })).status).toBe(429);
  });

  it("forgets the visitor counts of days before yesterday", async () => {
    const keys = ["ip:203.0.113.5", "v:forget-test"];
    await server.runtime.db.insert(visitorScanQuota).values([
      { clientKey: keys[0], day: "2026-03-01", count: 3 },
      { clientKey: keys[0], day: "2026-03-09", count: 1 },
      { clientKey: keys[1], day: "2026-03-10", count: 2 },
    ]);
    const forgotten = await forgetOldVisitorQuota({ db: server.runtime.db, now: new Date("2026-03-10T12:00:00Z") });
    expect(forgotten).toBeGreaterThanOrEqual(1);
    const left = await server.runtime.db.select().from(visitorScanQuota);
    expect(left.filter((row) => keys.includes(row.clientKey)).map((row) => row.day).sort()).toEqual(["2026-03-09", "2026-03-10"]);
  });

  it("shows the failure message of a failed scan", async () => {
    const visitor = server.browser();
    visitor.cookies.set("unleak_visitor", "failedvisitor000000000");
    const clientKey = "v:failedvisitor000000000";
    const [failed] = await server.runtime.db.insert(scans).values({ kind: "instant", scope: "preview", clientKey, subject: { names: ["x"] }, status: "failed" }).returning();
    const scan = await answerOf(scanRoutes.get, await visitor.request(`/api/scans/${failed.id}`, { headers: { "accept-language": "fr" } }), 200);
    expect(scan.status).toBe("failed");
    expect(scan.error).toEqual({ code: "SCAN_FAILED", message: "Le scan a échoué. Veuillez réessayer." });
    expect((await answerOf(scanRoutes.get, await visitor.request(`/api/scans/${failed.id}`), 200)).error?.message).toBe("Scan failed. Please try again.");
  });

  it("mails the report after confirmation and links it to the account signed up with that e-mail", async () => {
    const email = "nova-report@example.test";
    const visitor = server.browser();
    const { scanId } = await answerOf(instantScanRoutes.start, await visitor.request("/api/instant-scans", { json: { creatorName: "Nova Quill" } }), 202);
    await waitForScan(visitor, scanId);

    const asked = await visitor.request(`/api/instant-scans/${scanId}/report`, { json: { email } });
    expect(await answerOf(instantScanRoutes.requestReport, asked, 202)).toEqual({ status: "confirming" });
    const [row] = await server.runtime.db.select().from(instantScanResults).where(eq(instantScanResults.scanId, scanId));
    expect(row).toMatchObject({ email, emailStatus: "confirming", userId: null, creatorName: "Nova Quill" });
    // Someone else cannot ask for this scan's report.
    expect((await server.browser().request(`/api/instant-scans/${scanId}/report`, { json: { email: "x@example.test" } })).status).toBe(404);

    const confirmation = await latestMail(server, email);
    const confirmed = await server.browser().request(linkIn(confirmation.text));
    expect(confirmed.status).toBe(302);
    expect(confirmed.headers.get("location")).toBe("/scan-results?confirmed=1");
    const [after] = await server.runtime.db.select().from(instantScanResults).where(eq(instantScanResults.scanId, scanId));
    expect(after.emailStatus).toBe("confirmed");
    const mails = await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(mails.map((m) => m.subject)).toContain('Your Unleak scan report for "Nova Quill"');
    // A used link does not confirm twice.
    expect((await server.browser().request(linkIn(confirmation.text))).headers.get("location")).toBe("/scan-results?confirmed=0");

    // Signing up with that e-mail links the results (on the session's creation) and the scan.
    const [nova, novaId] = await signUpVerified(server, email);
    const [linked] = await server.runtime.db.select().from(instantScanResults).where(eq(instantScanResults.scanId, scanId));
    expect(linked.userId).toBe(novaId);
    const owned = (await answerOf(scanRoutes.get, await nova.request(`/api/scans/${scanId}`), 200)).result!;
    expect(owned.samples[0]!.url).toMatch(/^http:\/\//);
    expect(owned.samples.find((s) => s.thumbnailUrl)!.thumbnailBlurred).toBe(false);
    expect(await answerOf(instantScanRoutes.linkResults, await nova.request("/api/scan-results/link", { json: { email } }), 200)).toEqual({ linked: 0, scanIds: [] });

    // Its leaks are the account's leaks now, with their evidence, and the history lists the scan.
    const stored = await server.runtime.db.select().from(leaks).where(eq(leaks.userId, novaId));
    expect(stored.length).toBe(owned.leakCount);
    expect(new Set(stored.map((leak) => leak.url)).size).toBe(stored.length);
    expect(stored.every((leak) => leak.scanId === scanId && leak.evidence.url === leak.url && leak.evidence.httpStatus === 200)).toBe(true);
    expect(stored.filter((leak) => leak.thumbnailKey).length).toBeGreaterThan(0);
    const dashboard = await answerOf(dashboardRoutes.get, await nova.request("/api/dashboard"), 200);
    expect(dashboard.leaksFound).toBe(owned.leakCount);
    const history = await answerOf(scanRoutes.list, await nova.request("/api/scans"), 200);
    expect(history.scans.find((s) => s.id === scanId)).toMatchObject({ kind: "instant", leakCount: owned.leakCount });

    // Nobody links results kept for an e-mail that is not their own verified one.
    const [mallory] = await signUpVerified(server, "mallory@example.test");
    expect((await answerOf(instantScanRoutes.linkResults, await mallory.request("/api/scan-results/link", { json: { email } }), 403)).error.code).toBe("FORBIDDEN");
    expect((await answerOf(instantScanRoutes.linkResults, await server.browser().request("/api/scan-results/link", { json: { email } }), 401)).error.code).toBe("UNAUTHENTICATED");
  });

  it("refuses a creator name that a mail client would turn into a link, in the caller's language", async () => {
    const visitor = server.browser();
    const refused = await visitor.request("/api/instant-scans", { json: { creatorName: "WIN A PRIZE at http://evil.example/claim" } });
    expect((await answerOf(instantScanRoutes.start, refused, 422)).error).toEqual({ code: "CREATOR_NAME_INVALID", message: "Please enter a name only, without web or e-mail addresses" });
    const german = await visitor.request("/api/instant-scans", { json: { creatorName: "Gewinn auf evil.com" }, headers: { "accept-language": "de" } });
    expect((await answerOf(instantScanRoutes.start, german, 422)).error.message).toBe("Bitte geben Sie nur einen Namen ein, ohne Web- oder E-Mail-Adressen");
    // Nothing was started and nothing was charged.
    const started = await server.runtime.db.select().from(scans).where(eq(scans.clientKey, `v:${visitor.cookies.get("unleak_visitor")}`));
    expect(started).toEqual([]);

    // A scan stored before names were checked never carries its link into a mail.
    visitor.cookies.set("unleak_visitor", "oldlinkvisitor00000000");
    const [old] = await server.runtime.db
      .insert(scans)
      .values({ kind: "instant", scope: "preview", clientKey: "v:oldlinkvisitor00000000", subject: { names: ["WIN A PRIZE at http://evil.example/claim"] }, status: "completed", result: summary(0) })
      .returning();
    const mailed = await visitor.request(`/api/instant-scans/${old.id}/report`, { json: { email: "old-link@example.test" } });
    expect(mailed.status).toBe(422);
    expect(await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "old-link@example.test"))).toEqual([]);
  });

  it("limits report mails per scan, per recipient and per client, across concurrent requests", async () => {
    const finishedScan = async (browser: ReturnType<TestServer["browser"]>, cookie: string) => {
      browser.cookies.set("unleak_visitor", cookie);
      const [row] = await server.runtime.db
        .insert(scans)
        .values({ kind: "instant", scope: "preview", clientKey: `v:${cookie}`, subject: { names: ["Nova Quill"] }, status: "completed", result: summary(1) })
        .returning();
      return row.id;
    };
    const countMails = async (addresses: string[]) => (await server.runtime.db.select().from(mailOutbox).where(inArray(mailOutbox.to, addresses))).length;

    // Per scan: 20 requests at once to 20 addresses send 2 mails.
    const attacker = server.browser("198.51.100.90");
    const scanId = await finishedScan(attacker, "reportlimitscan0000000");
    const targets = Array.from({ length: 20 }, (_, i) => `target-${i}@example.test`);
    const answers = await Promise.all(targets.map((email) => attacker.request(`/api/instant-scans/${scanId}/report`, { json: { email } })));
    expect(answers.map((a) => a.status).sort()).toEqual([...Array(2).fill(202), ...Array(18).fill(429)]);
    const refused = await answerOf(instantScanRoutes.requestReport, answers.find((a) => a.status === 429)!, 429);
    expect(refused.error).toEqual({ code: "REPORT_LIMIT_REACHED", message: "Too many report e-mails requested. Please try again tomorrow." });
    expect(await countMails(targets)).toBe(2);

    // Per recipient: four visitors from four addresses mail one inbox 3 times a day.
    const victim = "inbox-victim@example.test";
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      const visitor = server.browser(`198.51.100.${100 + i}`);
      const id = await finishedScan(visitor, `reportlimitvictim0000${i}`);
      statuses.push((await visitor.request(`/api/instant-scans/${id}/report`, { json: { email: victim } })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(await countMails([victim])).toBe(3);

    // Per client: one address, fresh cookies and scans, 5 mails a day.
    const perClient = [];
    for (let i = 0; i < 4; i += 1) {
      const visitor = server.browser("198.51.100.120");
      const id = await finishedScan(visitor, `reportlimitclient0000${i}`);
      for (let j = 0; j < 2; j += 1) perClient.push((await visitor.request(`/api/instant-scans/${id}/report`, { json: { email: `client-${i}-${j}@example.test` } })).status);
    }
    expect(perClient.filter((status) => status === 202)).toHaveLength(5);
    expect(perClient.slice(5).every((status) => status === 429)).toBe(true);
  });

  it("never links a scan to an account whose address did not confirm the report", async () => {
    const email = "unconfirmed-owner@example.test";
    const visitor = server.browser();
    visitor.cookies.set("unleak_visitor", "unconfirmedvisitor0000");
    const [scan] = await server.runtime.db
      .insert(scans)
      .values({ kind: "instant", scope: "preview", clientKey: "v:unconfirmedvisitor0000", subject: { names: ["Nova Quill"] }, status: "completed", result: summary(0) })
      .returning();
    expect((await visitor.request(`/api/instant-scans/${scan.id}/report`, { json: { email } })).status).toBe(202);

    // The address's owner signs up without ever opening the report's confirmation link.
    const [owner, ownerId] = await signUpVerified(server, email);
    const [row] = await server.runtime.db.select().from(instantScanResults).where(eq(instantScanResults.scanId, scan.id));
    expect(row).toMatchObject({ emailStatus: "confirming", userId: null });
    const [unchanged] = await server.runtime.db.select().from(scans).where(eq(scans.id, scan.id));
    expect(unchanged.userId).toBeNull();
    expect((await owner.request(`/api/scans/${scan.id}`)).status).toBe(404);
    expect((await answerOf(instantScanRoutes.linkResults, await owner.request("/api/scan-results/link", { json: { email } }), 200)).linked).toBe(0);

    // Confirming it later links it to the verified account at once.
    const reportMail = (await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).find((m) => m.text.includes("/api/instant-scans/report/confirm"))!;
    expect((await server.browser().request(linkIn(reportMail.text))).headers.get("location")).toBe("/scan-results?confirmed=1");
    const [linked] = await server.runtime.db.select().from(scans).where(eq(scans.id, scan.id));
    expect(linked.userId).toBe(ownerId);
  });

  it("serves the platform demo's one shared scan of the demo creator, without the visitor quota", async () => {
    const ip = "198.51.100.150";
    const visitor = server.browser(ip);
    visitor.cookies.set("unleak_visitor", "demovisitor00000000000");
    const today = new Date().toISOString().slice(0, 10);
    await server.runtime.db.insert(visitorScanQuota).values([
      { clientKey: `ip:${ip}`, day: today, count: 3 },
      { clientKey: "v:demovisitor00000000000", day: today, count: 3 },
    ]);
    // This visitor's own free scans are used up, and their last scan was of someone else.
    expect((await visitor.request("/api/instant-scans", { json: { creatorName: "Someone Else" } })).status).toBe(429);

    const { scanId } = await answerOf(instantScanRoutes.demo, await visitor.request("/api/demo-scan"), 200);
    const other = await answerOf(instantScanRoutes.demo, await server.browser().request("/api/demo-scan"), 200);
    expect(other.scanId).toBe(scanId);

    const scan = await waitForScan(visitor, scanId);
    expect(scan).toMatchObject({ kind: "instant", status: "completed" });
    expect(scan.result!.leakCount).toBeGreaterThan(0);
    for (const sample of scan.result!.samples) expect(sample.url).toBeUndefined();
    const [row] = await server.runtime.db.select().from(scans).where(eq(scans.id, scanId));
    expect(row.subject).toEqual({ names: [sandbox.demoCreator.name] });
    // Later visitors get the finished scan, not a new one.
    expect((await answerOf(instantScanRoutes.demo, await server.browser().request("/api/demo-scan"), 200)).scanId).toBe(scanId);

    const quota = await server.runtime.db.select().from(visitorScanQuota).where(inArray(visitorScanQuota.clientKey, [`ip:${ip}`, "v:demovisitor00000000000"]));
    expect(quota.map((q) => q.count)).toEqual([3, 3]);
    // Nobody can have the shared scan mailed.
    expect((await visitor.request(`/api/instant-scans/${scanId}/report`, { json: { email: "x@example.test" } })).status).toBe(404);
  });
});
