import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { dashboardRoutes, leakRoutes, referenceRoutes, type Scan, scanRoutes } from "@unleak/contracts";
import { leaks, mailOutbox, notifications, officialLinks, profiles, scans, whitelistEntries } from "@unleak/db";
import { startDueMonitoringScans } from "@unleak/core";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { readEvents, signUpVerified, waitForScan } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
const hasFfmpeg = (() => {
  try {
    execFileSync("ffmpeg", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  return { method: "POST", body: form };
}

describe.each(kinds)("a creator's full scans, leaks and references on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  let nova: TestBrowser;
  let novaId: string;
  let other: TestBrowser;

  /** A finished full scan and its result. */
  async function fullScan(browser: TestBrowser): Promise<Scan & { result: NonNullable<Scan["result"]> }> {
    const { scanId } = await answerOf(scanRoutes.start, await browser.request("/api/scans", { json: { scope: "full" } }), 202);
    const events = await readEvents(await browser.request(`/api/scans/${scanId}/events`), ["completed", "failed"], 120_000);
    expect(events.at(-1)?.event).toBe("completed");
    const scan = await answerOf(scanRoutes.get, await browser.request(`/api/scans/${scanId}`), 200);
    expect(scan.result).not.toBeNull();
    return { ...scan, result: scan.result! };
  }
  const leakList = async (browser: TestBrowser, query: string) => answerOf(leakRoutes.list, await browser.request(`/api/leaks${query}`), 200);

  beforeAll(async () => {
    sandbox = await startSandbox();
    database = await create();
    server = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port) });
    [nova, novaId] = await signUpVerified(server, "nova-full@example.test", server.browser(), sandbox.demoCreator.name);
    [other] = await signUpVerified(server, "other-full@example.test", server.browser(), "Other Person");
    await nova.request("/api/profile/stage-names", { method: "PUT", json: { names: [sandbox.demoCreator.name] } });
    await server.runtime.db.insert(officialLinks).values(sandbox.demoCreator.officialUrls.map((url) => ({ userId: novaId, platform: "Custom Website", url })));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await sandbox?.close();
  });

  it("keeps uploaded reference pictures re-encoded, hashed and private", async () => {
    for (const file of sandbox.demoCreator.referenceImages) {
      const response = await nova.request("/api/references", upload(readFileSync(file), path.basename(file), "image/jpeg"));
      const [reference] = (await answerOf(referenceRoutes.upload, response, 201)).references;
      expect(reference).toMatchObject({ kind: "image", sourceName: path.basename(file), width: expect.any(Number), pdqQuality: expect.any(Number) });
      const picture = await nova.request(reference!.url);
      expect(picture.headers.get("content-type")).toBe("image/jpeg");
    }
    const list = (await answerOf(referenceRoutes.list, await nova.request("/api/references"), 200)).references;
    expect(list).toHaveLength(sandbox.demoCreator.referenceImages.length);
    expect((await answerOf(referenceRoutes.list, await other.request("/api/references"), 200)).references).toEqual([]);
    expect((await other.request(`/api/references/${list[0]!.id}`, { method: "DELETE" })).status).toBe(404);
  });

  it("refuses uploads that are missing, not pictures or too large", async () => {
    const missing = await nova.request("/api/references", { method: "POST", body: new FormData() });
    expect(missing.status).toBe(422);
    const text = await nova.request("/api/references", upload(Buffer.from("just some text, not a picture"), "notes.jpg", "image/jpeg"));
    expect(text.status).toBe(415);
    expect((await answerOf(referenceRoutes.upload, text, 415)).error.message).toBe("This file is not a supported picture or video.");
    const large = await nova.request("/api/references", upload(Buffer.alloc(16 * 1024 * 1024, 0xff), "huge.jpg", "image/jpeg"));
    expect(large.status).toBe(413);
    const anonymous = await server.browser().request("/api/references", upload(readFileSync(sandbox.demoCreator.referenceImages[0]), "a.jpg", "image/jpeg"));
    expect(anonymous.status).toBe(401);
  });

  it.runIf(hasFfmpeg)("samples an uploaded video into frames", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "unleak-video-test-"));
    const video = path.join(dir, "clip.mp4");
    execFileSync("ffmpeg", ["-loglevel", "error", "-loop", "1", "-i", sandbox.demoCreator.referenceImages[0], "-t", "5", "-r", "5", "-vf", "scale=320:-2", "-pix_fmt", "yuv420p", video]);
    // A video in the multipart upload becomes a reference video: stored, then sampled by its job.
    const response = await other.request("/api/references", upload(readFileSync(video), "clip.mp4", "video/mp4"));
    expect((await answerOf(referenceRoutes.upload, response, 201)).references).toEqual([]);
    const ready = async () => (await answerOf(referenceRoutes.videos, await other.request("/api/reference-videos"), 200)).videos.find((v) => v.sourceName === "clip.mp4");
    await expect.poll(async () => (await ready())?.status, { timeout: 60_000, interval: 250 }).toBe("ready");
    const { frames, uploadId, id } = (await ready())!;
    expect(frames.length).toBeGreaterThanOrEqual(1);
    expect(frames.every((f) => f.kind === "video_frame" && f.uploadId === uploadId && f.videoId === id && typeof f.timeMs === "number")).toBe(true);
  });

  it("finds picture leaks with evidence, then never reports a page marked licensed again", async () => {
    const scan = await fullScan(nova);
    expect(scan).toMatchObject({ kind: "full", scope: "full", status: "completed" });
    expect(scan.result.leakCount).toBeGreaterThan(0);

    const list = await leakList(nova, "?pageSize=100");
    expect(list.total).toBe(scan.result.leakCount);
    const pictures = list.leaks.filter((leak) => leak.kind === "picture");
    // The result counts picture matches by quality and name mentions apart, adding up to the leaks.
    const { exact, high, good, name } = scan.result.byEvidence!;
    expect(exact + high + good + name).toBe(scan.result.leakCount);
    const names = await leakList(nova, "?quality=name&pageSize=1");
    expect(name).toBe(names.total);
    expect(exact + high + good).toBeGreaterThan(0);
    expect(pictures.length).toBeGreaterThan(0);
    // Nothing on the creator's own accounts is reported.
    for (const leak of list.leaks) for (const own of sandbox.demoCreator.officialUrls) expect(leak.url.startsWith(own)).toBe(false);
    const planted = new Set(sandbox.truth.filter((p) => p.kind === "picture-leak").map((p) => p.url));
    expect(pictures.some((leak) => planted.has(leak.url))).toBe(true);

    const first = pictures[0]!;
    const detail = await answerOf(leakRoutes.get, await nova.request(`/api/leaks/${first.id}`), 200);
    expect(detail.evidence).toMatchObject({ url: first.url, title: expect.any(String), httpStatus: 200, fetchedAt: expect.any(String) });
    expect(detail.matchedReference).toMatchObject({ kind: "image", url: expect.stringMatching(/^\/files\/references\//) });
    expect(typeof detail.pictureMatch?.distance).toBe("number");
    expect((await nova.request(detail.matchedReference!.url)).status).toBe(200);
    expect((await nova.request(detail.thumbnailUrl!)).status).toBe(200);

    const quality = first.pictureMatch!.quality;
    const filtered = await leakList(nova, `?site=${first.siteId}&quality=${quality}`);
    expect(filtered.leaks.every((l) => l.siteId === first.siteId && l.pictureMatch?.quality === quality)).toBe(true);

    // Another user sees none of it.
    expect((await other.request(`/api/leaks/${first.id}`)).status).toBe(404);
    expect((await other.request(`/api/leaks/${first.id}`, { method: "PATCH", json: { disposition: "licensed" } })).status).toBe(404);
    expect((await answerOf(scanRoutes.get, await other.request(`/api/scans/${scan.id}`), 404)).error.code).toBe("NOT_FOUND");
    expect((await leakList(other, "")).total).toBe(0);
    expect((await server.browser().request("/api/leaks")).status).toBe(401);

    const unknown = await nova.request(`/api/leaks/${first.id}`, { method: "PATCH", json: { disposition: "mine" } });
    expect(unknown.status).toBe(422);
    const licensed = await nova.request(`/api/leaks/${first.id}`, { method: "PATCH", json: { disposition: "licensed" } });
    expect(licensed.status).toBe(200);
    const [entry] = await server.runtime.db.select().from(whitelistEntries).where(eq(whitelistEntries.userId, novaId));
    expect(entry).toMatchObject({ urlPrefix: first.url, reason: "licensed" });

    const rescan = await fullScan(nova);
    // The sandbox misbehaves (429, 5xx): a rescan may find a few pages the first one missed.
    expect(rescan.result.newLeaks).toBeGreaterThanOrEqual(0);
    const after = await leakList(nova, "?pageSize=100");
    expect(after.leaks.map((l) => l.url)).not.toContain(first.url);
    expect(after.total).toBe(list.total - 1 + rescan.result.newLeaks!);
    const rows = await server.runtime.db.select().from(leaks).where(and(eq(leaks.userId, novaId), eq(leaks.url, first.url)));
    expect(rows).toHaveLength(1);
    expect(rows[0].disposition).toBe("licensed");

    const dashboard = await answerOf(dashboardRoutes.get, await nova.request("/api/dashboard"), 200);
    expect(dashboard).toMatchObject({ leaksFound: after.total, leaksAwaitingReview: after.total, leaksWhitelisted: 1, nextScheduledScan: null });
    expect(dashboard.byPlatform.reduce((sum, p) => sum + p.leaks, 0)).toBe(after.total);
    expect(dashboard.byWeek.reduce((sum, w) => sum + w.leaks, 0)).toBe(after.total);
    expect(dashboard.scans.map((s) => s.id)).toEqual([rescan.id, scan.id]);
    expect((await answerOf(scanRoutes.list, await nova.request("/api/scans"), 200)).scans).toHaveLength(2);
  });

  it("starts scheduled scans by plan and tells the creator about new leaks in her language", async () => {
    await server.runtime.db.update(profiles).set({ subscriptionTier: "elite" }).where(eq(profiles.id, novaId));
    expect((await nova.request("/api/profile/language", { method: "PUT", json: { language: "xx" } })).status).toBe(422);
    expect((await nova.request("/api/profile/language", { method: "PUT", json: { language: "de" } })).status).toBe(200);
    // The last scan just ran: an hourly plan is not due yet.
    expect((await startDueMonitoringScans({ db: server.runtime.db, queue: server.runtime.queue })).started).toEqual([]);
    const inAnHour = new Date(Date.now() + 3_600_000);
    const [forgotten] = await server.runtime.db.delete(leaks).where(eq(leaks.userId, novaId)).returning();
    const { started } = await startDueMonitoringScans({ db: server.runtime.db, queue: server.runtime.queue, now: inAnHour });
    expect(started).toHaveLength(1);
    await waitForScan(nova, started[0], 120_000);
    const [monitoring] = await server.runtime.db.select().from(scans).where(eq(scans.id, started[0]));
    expect(monitoring).toMatchObject({ kind: "monitoring", status: "completed" });
    expect(monitoring.result?.newLeaks).toBeGreaterThan(0);
    expect((await server.runtime.db.select().from(leaks).where(eq(leaks.url, forgotten.url)))).toHaveLength(1);
    // The alert follows the completed scan (notification first, then the mail): wait for the mail.
    const alertMail = async () => (await server.runtime.db.select().from(mailOutbox).where(eq(mailOutbox.to, "nova-full@example.test"))).find((m) => /neue Leaks gefunden/.test(m.subject));
    await expect.poll(alertMail, { timeout: 15_000 }).toBeDefined();
    // Her scans also look for fake profiles (issue 18), which tell her of their own: the leaks' notification is one of hers.
    const titles = (await server.runtime.db.select().from(notifications).where(eq(notifications.userId, novaId))).map((row) => row.title);
    expect(titles).toContain("Neue Leaks gefunden");
    // The alert counts picture matches and name mentions apart, and they add up to the new leaks.
    const alert = (await alertMail())!;
    const [, pictures, names] = /(\d+) Seiten? zeigen? eines Ihrer Bilder; (\d+) Seiten? nennen? nur Ihren Namen \(kein Bildtreffer\)/.exec(alert.text)!.map(Number);
    expect(pictures + names).toBe(monitoring.result?.newLeaks);
    expect(pictures).toBeGreaterThan(0);
    expect((await answerOf(dashboardRoutes.get, await nova.request("/api/dashboard"), 200)).nextScheduledScan).toEqual(expect.any(String));
  });
});
