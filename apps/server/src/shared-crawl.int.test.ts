// The shared crawl in the product (issue 20): a crawl-site run against the real sandbox with its flow
// of new uploads finds the seeded leaks of a monitored creator (from the sandbox's truth), saves each
// once with its evidence through the scans' own path, fetches no page twice, leaves her official,
// whitelisted and rejected pages alone, and does nothing for a creator without a monitoring tier. Two
// crawls of one site never run at once, and a scheduled monitoring scan no longer searches listing sites.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { type Clock, createCrawlServices, createFileStorage, createMailer, createScanEvents, crawlSite, executeScan, monitoringRegistry, type ScanEngine, type TranslatorFor } from "@unleak/core";
import { crawlPages, leaks, mailOutbox, notifications, officialLinks, profiles, referenceMedia, scans, stageNames, user, whitelistEntries } from "@unleak/db";
import { testDatabaseKinds } from "@unleak/db/testing";
import { autoFileJob, crawlSiteJob, startQueue } from "@unleak/jobs";
import { type FlowLeak, type Sandbox, startSandbox } from "@unleak/sandbox";
import { createFetcher, createRegistry, loadSandboxRegistry, type SiteRegistry } from "@unleak/scanner";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const kinds = await testDatabaseKinds();
const HOUR = 3_600_000;
const START = new Date("2026-03-02T00:00:00Z");
const UPLOADS_PER_SITE_HOUR = 12;
/** Shows which alert texts were asked for and with which values (the texts are packages/i18n's). */
const translatorFor: TranslatorFor = () => (key, values) => `${key}(${Object.entries(values ?? {}).map(([name, value]) => `${name}=${String(value)}`).join(", ")})`;

/** A clock the test moves by hand, shared by the sandbox (what is uploaded) and the product. */
function manualClock(at: Date): Clock & { advance(ms: number): void } {
  let now = at.getTime();
  return { scale: 1, now: () => new Date(now), realDelayMs: (ms) => Math.max(0, Math.ceil(ms)), advance: (ms) => void (now += ms) };
}

let sandbox: Sandbox;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  // Six simulated hours of uploads exist when the test begins.
  clock = manualClock(new Date(START.getTime() + 6 * HOUR));
  sandbox = await startSandbox({ clock, flow: { creators: 6, seed: 7, uploadsPerSiteHour: UPLOADS_PER_SITE_HOUR, leakShare: 0.5, startAt: START } });
}, 120_000);
afterAll(async () => sandbox?.close());

/** The sandbox registry; its listing sites as the sandbox serves them (/new) while the registry does not declare them yet. */
function sandboxRegistry(port: number): SiteRegistry {
  const registry = loadSandboxRegistry({ port });
  if (registry.sites.some((site) => site.listing)) return registry;
  const listed = new Set(sandbox.sites.filter((site) => site.listing).map((site) => site.id));
  const listing = { urlTemplate: "/new?page={page}", itemSelector: "ol.uploads li.upload", timeSelector: "time", nextSelector: "a[rel=next]" };
  return createRegistry(registry.sites.map((site) => (listed.has(site.id) ? { ...site, listing } : site)));
}

function engineFor(port: number): ScanEngine {
  return { target: "sandbox", registry: sandboxRegistry(port), createFetcher: () => createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port } }), providers: () => [] };
}

describe.each(kinds)("the shared crawl on $kind", ({ kind, create }) => {
  it("crawls a listing site once for every monitored creator and saves her leaks once, with evidence", { timeout: 300_000 }, async () => {
    const test = await create();
    const { db } = test.handle;
    const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-crawl-")), secret: "s", keys: { current: randomBytes(32) } });
    const queue = await startQueue(kind === "postgres" ? { connectionString: test.url! } : { executeSql: test.handle.executeSql });
    try {
      const engine = engineFor(sandbox.port);
      const flow = sandbox.flow!;
      const window = { from: START, to: clock.now() };
      // The listing site with the most leaks of one synthetic creator: she is monitored, another creator is not.
      const listed = new Set(engine.registry.sites.filter((site) => site.listing).map((site) => site.id));
      const truth = flow.truth(window).filter((leak) => listed.has(leak.siteId));
      const tally = new Map<string, FlowLeak[]>();
      for (const leak of truth) tally.set(`${leak.siteId} ${leak.creatorId}`, [...(tally.get(`${leak.siteId} ${leak.creatorId}`) ?? []), leak]);
      const [key, hers] = [...tally].sort((a, b) => b[1].length - a[1].length)[0]!;
      const [siteId, creatorId] = key.split(" ") as [string, string];
            const creator = flow.creators().find((c) => c.id === creatorId)!;
      const other = flow.creators().find((c) => c.id !== creatorId && truth.some((leak) => leak.siteId === siteId && leak.creatorId === c.id))!;

      const addCreator = async (id: string, name: string, tier: "elite" | "standard", picture: Buffer) => {
        await db.insert(user).values({ id, name, email: `${id}@example.test` });
        await db.insert(profiles).values({ id, email: `${id}@example.test`, subscriptionTier: tier });
        await db.insert(stageNames).values({ userId: id, name });
        const storageKey = `${id}/reference.jpg`;
        await storage.put("references", storageKey, picture);
        await db.insert(referenceMedia).values({ userId: id, kind: "image", storageKey, pdqHashes: [], pdqQuality: 100, width: 512, height: 512, uploadId: randomUUID() });
      };
      await addCreator("her", creator.name, "elite", await flow.referencePicture(creator.id));
      await addCreator("not-monitored", other.name, "standard", await flow.referencePicture(other.id));
      // Her picture leaks under alterations the picture matcher is known to see through (crops and heavy
      // resizes it may miss; recall is the benchmark's to measure): three she excluded, one her own page
      // (an official link), one licensed (whitelisted), one she rejected; the others must be found.
      const matchable = hers.filter((leak) => leak.shows !== "name" && ["letterbox", "watermark", "recompress", "mirror"].includes(leak.transformation ?? ""));
      expect(matchable.length).toBeGreaterThanOrEqual(4);
      const [official, licensed, rejected, ...expected] = matchable;
      await db.insert(officialLinks).values({ userId: "her", platform: "other", url: official!.url });
      await db.insert(whitelistEntries).values({ userId: "her", urlPrefix: licensed!.url, reason: "licensed" });
      const [rejectedRow] = await db
        .insert(leaks)
        .values({ userId: "her", url: rejected!.url, siteId, siteName: siteId, category: "tube", title: "rejected", kind: "picture", quality: "good", evidence: { url: rejected!.url, title: "rejected", fetchedAt: START.toISOString(), httpStatus: 200 }, disposition: "false_match" })
        .returning();

      const mailer = createMailer({ db, from: "Unleak <no-reply@example.test>", log: () => undefined });
      const services = createCrawlServices({ db, queue, storage, engine, clock, alerts: { mailer, translatorFor, dashboardUrl: "https://unleak.test/dashboard" } });
      const first = await crawlSite(services, siteId);
      expect(first).toMatchObject({ crawled: true, error: null });
      if (!first.crawled) throw new Error("not crawled");
      expect(first.pagesFetched).toBeGreaterThan(0);

      const saved = await db.select().from(leaks).where(eq(leaks.userId, "her"));
      const byUrl = new Map(saved.map((row) => [row.url, row]));
      const seeded = new Set(hers.map((leak) => leak.url));
      // Every leak saved is one the sandbox seeded for her (no false matches), once per URL.
      expect(saved.every((row) => seeded.has(row.url))).toBe(true);
      expect(byUrl.size).toBe(saved.length);
      // Her other seeded picture leaks are found, with the evidence of the page and its picture.
      for (const leak of expected) {
        const row = byUrl.get(leak.url);
        expect(row, leak.url).toBeDefined();
        expect(row).toMatchObject({ siteId, kind: "picture", scanId: null, disposition: null, evidence: { url: leak.url, httpStatus: 200 } });
        expect(row!.thumbnailKey && (await storage.exists("evidence", row!.thumbnailKey))).toBe(true);
      }
      // Her own page and her licensed one are never leaks; the rejected one stays as she decided.
      expect(byUrl.has(official!.url)).toBe(false);
      expect(byUrl.has(licensed!.url)).toBe(false);
      expect(byUrl.get(rejected!.url)).toMatchObject({ id: rejectedRow!.id, disposition: "false_match", title: "rejected" });
      // She is alerted once, as after a monitoring scan: pictures and name mentions apart; her automatic filing is queued.
      expect(first.newLeaks).toBe(saved.length - 1);
      const pictureCount = saved.filter((row) => row.kind === "picture" && !row.disposition).length;
      expect(await db.select({ message: notifications.message }).from(notifications).where(eq(notifications.userId, "her"))).toEqual([{ message: `mail:newLeaks.message(count=${first.newLeaks})` }]);
      const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.to, "her@example.test"));
      expect(mail?.text).toContain(`pictures=mail:newLeaks.pictures(count=${pictureCount})`);
      expect(mail?.text).toContain(`names=mail:newLeaks.names(count=${first.newLeaks - pictureCount})`);
      expect((await queue.pending(autoFileJob)).map((job) => job.data)).toEqual([{ userId: "her" }]);
      // Nothing for the creator without a monitoring tier, though the site has her leaks too.
      expect(await db.select().from(leaks).where(eq(leaks.userId, "not-monitored"))).toEqual([]);
      // The next crawl is queued; the crawl is not due again before a simulated hour.
      expect((await queue.pending(crawlSiteJob)).map((job) => job.data)).toEqual([{ siteId }]);
      expect(await crawlSite(services, siteId)).toEqual({ crawled: false, reason: "not-due-or-running" });

      // An hour later: only the hour's new uploads are fetched, known leaks are not saved again.
      const claimedBefore = (await db.select().from(crawlPages).where(eq(crawlPages.siteId, siteId))).length;
      clock.advance(HOUR);
      // Two crawls of the site at once (two workers): only one runs.
      const [a, b] = await Promise.all([crawlSite(services, siteId), crawlSite(services, siteId)]);
      const runs = [a, b].filter((outcome) => outcome.crawled);
      expect(runs).toHaveLength(1);
      expect([a, b].filter((outcome) => !outcome.crawled)).toEqual([{ crawled: false, reason: "not-due-or-running" }]);
      const second = runs[0]!;
      if (!second.crawled) throw new Error("not crawled");
      expect(second.pagesFetched).toBeLessThanOrEqual(UPLOADS_PER_SITE_HOUR);
      expect(second.pagesFetched).toBeLessThan(first.pagesFetched);
      const claimedAfter = (await db.select().from(crawlPages).where(eq(crawlPages.siteId, siteId))).length;
      expect(claimedAfter - claimedBefore).toBe(second.pagesFetched);
      const again = await db.select().from(leaks).where(eq(leaks.userId, "her"));
      expect(again.length).toBe(saved.length + second.newLeaks);
      for (const row of saved) expect(again.find((r) => r.url === row.url)).toMatchObject({ id: row.id, firstSeenAt: row.firstSeenAt });

      // The queue keeps one waiting crawl per site whoever queues it.
      expect(await queue.send(crawlSiteJob, { siteId }, { singletonKey: siteId })).toBeNull();
    } finally {
      await queue.stop();
      await test.dispose();
    }
  });

  it("runs a scheduled monitoring scan on the sites without a listing only; a full scan searches every site", { timeout: 300_000 }, async () => {
    const test = await create();
    const { db } = test.handle;
    const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-crawl-")), secret: "s", keys: { current: randomBytes(32) } });
    try {
      const engine = engineFor(sandbox.port);
      const searched = monitoringRegistry(engine.registry).inScope("continuous");
      expect(searched.length).toBeGreaterThan(0);
      expect(searched.every((site) => !site.listing)).toBe(true);
      expect(engine.registry.inScope("continuous").filter((site) => !site.listing).map((site) => site.id)).toEqual(searched.map((site) => site.id));

      await db.insert(user).values({ id: "nova", name: "Nova Quill", email: "nova@example.test" });
      await db.insert(profiles).values({ id: "nova", email: "nova@example.test", subscriptionTier: "elite" });
      const events = createScanEvents();
      const run = async (kindOfScan: "monitoring" | "full") => {
        const [scan] = await db.insert(scans).values({ kind: kindOfScan, scope: "full", userId: "nova", subject: { fromAccount: true } }).returning();
        await executeScan({ db, storage, engine, events, scanId: scan!.id, clock });
        return (await db.select().from(scans).where(eq(scans.id, scan!.id)))[0]!;
      };
      const monitoring = await run("monitoring");
      expect(monitoring).toMatchObject({ status: "completed", kind: "monitoring" });
      expect(monitoring.result?.sitesScanned).toBe(searched.length);
      const full = await run("full");
      expect(full.result?.sitesScanned).toBe(engine.registry.inScope("continuous").length);
      expect(full.result!.sitesScanned).toBeGreaterThan(monitoring.result!.sitesScanned);
      // Monitoring scans still alert by notification only when they find something; none was set up here.
      expect(await db.select().from(notifications).where(and(eq(notifications.userId, "nova")))).toEqual([]);
    } finally {
      await test.dispose();
    }
  });
});
