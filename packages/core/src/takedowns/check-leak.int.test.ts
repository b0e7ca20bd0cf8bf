// A leak's removal checks decide its status from evidence, and never overwrite what waits for the
// creator: a counter-notice that arrived while its page was being checked keeps the case paused
// (removal is recorded, the status stays "counter_noticed"); a leak without one becomes "removed"
// once two checks 24 hours apart saw its page gone. Its media file is checked on its own: a page gone
// while its file is still served (from a CDN) and matching is not removed; each page check keeps a
// copy of the page it fetched, encrypted, with its SHA-256 in the evidence.
import { createHash, generateKeyPairSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { leaks, noticeItems, notices, referenceMedia, removalChecks } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { startQueue, type Queue } from "@unleak/jobs";
import { createFetcher } from "@unleak/scanner";
import { startLocalServer, type LocalServer } from "@unleak/scanner/fetch/local-test-server";
import { and, asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClock } from "../clock/clock";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { checkLeak } from "./check-leak";
import { buildEvidencePack, ed25519Signer } from "./evidence-pack";
import type { TakedownServices } from "./takedown-services";

const kinds = await testDatabaseKinds();
/** Paths the site serves again after removing them. */
const restored = new Set<string>();
/** The CDN's files still served: the leaked picture at each path. */
const served = new Map<string, Buffer>();
const photo = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos/mate-Dune.jpg"));
const hour = 3_600_000;
let realTime = Date.parse("2026-11-10T12:00:00Z");

describe.each(kinds)("removal checks of a leak on $kind", ({ kind, create }) => {
  let database: TestDatabase & { url?: string };
  let queue: Queue;
  let site: LocalServer;
  let services: TakedownServices;
  const userId = `checked-${kind}`;

  beforeAll(async () => {
    database = await create();
    await seedCreator(database.handle.db, { id: userId, email: `${userId}@example.test` });
    queue = await startQueue(database.url ? { connectionString: database.url } : { executeSql: database.handle.executeSql });
    site = await startLocalServer((request, response) => {
      const file = served.get(request.url ?? "");
      if (file && request.headers.host?.startsWith("cdn.")) {
        response.writeHead(200, { "content-type": "image/jpeg" });
        return void response.end(file);
      }
      if (restored.has(request.url ?? "")) {
        response.writeHead(200, { "content-type": "text/html" });
        return void response.end("<html><head><title>Leak</title></head><body><h1>Leaked set</h1><p>Watch the full set here, uploaded again.</p></body></html>");
      }
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<html><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>");
    });
    const fetcher = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port }, respectRobots: false, retries: 0 });
    services = {
      db: database.handle.db,
      queue,
      clock: createClock({ realNow: () => realTime }),
      storage: createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-check-")), secret: "s", keys: { current: randomBytes(32) } }),
      agent: { name: "Unleak", address: "1 Loopback Way", email: "takedowns@unleak.test", phone: null, signatory: "Desk", website: null },
      routeLeak: async () => [],
      mail: null,
      forms: { post: async () => ({ status: 500, body: "" }) },
      from: "Unleak <takedowns@unleak.test>",
      replyDomain: "unleak.test",
      baseUrl: "http://localhost:3000",
      checks: { fetcher, markersFor: () => ({ removedMarkers: [], soft404Markers: [] }), searchUrlFor: () => null },
    };
  });
  afterAll(async () => {
    await queue?.stop();
    await site?.close();
    await database?.dispose();
  });

  async function trackedLeak(status: "sent" | "counter_noticed", slug: string) {
    const url = `http://vidleakr.localhost:${site.port}/v/${slug}`;
    const [row] = await services.db
      .insert(leaks)
      .values({ userId, url, siteId: "vidleakr", siteName: "Vidleakr", category: "tube", title: slug, kind: "picture", quality: "exact", status, trackingSince: new Date(realTime), evidence: { url, title: slug, fetchedAt: new Date(realTime).toISOString(), httpStatus: 200 } })
      .returning();
    return row!;
  }
  const leakOf = async (id: string) => (await services.db.select().from(leaks).where(eq(leaks.id, id)))[0]!;

  it("counts a page gone at two checks a day apart as removed, and keeps a counter-noticed case paused", async () => {
    const plain = await trackedLeak("sent", `plain-${kind}`);
    const countered = await trackedLeak("counter_noticed", `countered-${kind}`);
    realTime += 24 * hour;
    await checkLeak(services, plain.id);
    await checkLeak(services, countered.id);
    expect((await leakOf(plain.id)).status).toBe("sent"); // one check is not a confirmed removal
    realTime += 25 * hour;
    await checkLeak(services, plain.id);
    await checkLeak(services, countered.id);
    expect(await leakOf(plain.id)).toMatchObject({ status: "removed", removedAt: new Date(realTime - 25 * hour) });
    const paused = await leakOf(countered.id);
    expect(paused.status).toBe("counter_noticed");
    expect(paused.removedAt).toEqual(new Date(realTime - 25 * hour)); // the removal is recorded all the same
    const checks = await services.db.select().from(removalChecks).where(eq(removalChecks.leakId, countered.id));
    expect(checks.map((check) => [check.outcome, check.reason])).toEqual([
      ["removed", "http-404"],
      ["removed", "http-404"],
    ]);
  });

  it("reopens a removed case whose page comes back at the same address: no longer removed, its notices stand as sent", async () => {
    const leak = await trackedLeak("sent", `back-${kind}`);
    const [notice] = await services.db
      .insert(notices)
      .values({ userId, reference: `UL-B${kind === "pglite" ? "1" : "2"}CK00`, basis: "dmca", recipientKind: "site", recipientName: "Vidleakr", channel: "email", address: "dmca@vidleakr.example", language: "en", routeReason: { code: "site_email", params: {} }, subject: "s", body: "b", raw: "r", rawSha256: "0".repeat(64), status: "sent", sentAt: new Date(realTime), createdAt: new Date(realTime) })
      .returning();
    await services.db.insert(noticeItems).values({ noticeId: notice!.id, userId, leakId: leak.id, address: "dmca@vidleakr.example", pageUrl: leak.url, mediaUrls: [] });
    realTime += 24 * hour;
    await checkLeak(services, leak.id);
    realTime += 25 * hour;
    await checkLeak(services, leak.id);
    expect((await leakOf(leak.id)).status).toBe("removed");
    expect((await services.db.select().from(notices).where(eq(notices.id, notice!.id)))[0]!.status).toBe("removed");

    restored.add(new URL(leak.url).pathname);
    realTime += 24 * hour;
    await checkLeak(services, leak.id);
    const reopened = await leakOf(leak.id);
    expect(reopened).toMatchObject({ status: "sent", removedAt: null, trackingSince: new Date(realTime) });
    expect((await services.db.select().from(notices).where(eq(notices.id, notice!.id)))[0]!.status).toBe("sent");
  });

  it("keeps a leak whose page is gone but whose file is still served and matching; removes it once both are gone, at two checks a day apart", async () => {
    const leak = await trackedLeak("sent", `cdn-${kind}`);
    const filePath = `/files/${kind}/leak.jpg`;
    const fileUrl = `http://cdn.localhost:${site.port}${filePath}`;
    served.set(filePath, await sharp(photo).resize({ width: 320 }).jpeg({ quality: 60 }).toBuffer());
    await services.storage.put("references", `${userId}/dune.jpg`, photo);
    const [reference] = await services.db
      .insert(referenceMedia)
      .values({ userId, kind: "image", storageKey: `${userId}/dune.jpg`, pdqHashes: ["0".repeat(64)], pdqQuality: 100, width: 1, height: 1, uploadId: crypto.randomUUID() })
      .returning();
    await services.db.update(leaks).set({ matchedReferenceId: reference!.id, evidence: { ...leak.evidence, mediaUrls: [fileUrl] } }).where(eq(leaks.id, leak.id));
    const checksOf = (target: "page" | "media") =>
      services.db.select().from(removalChecks).where(and(eq(removalChecks.leakId, leak.id), eq(removalChecks.target, target))).orderBy(asc(removalChecks.checkedAt));

    // Page 404, file served and matching: at two checks a day apart, never removed; the veto recorded.
    realTime += 24 * hour;
    await checkLeak(services, leak.id);
    realTime += 25 * hour;
    await checkLeak(services, leak.id);
    expect(await leakOf(leak.id)).toMatchObject({ status: "sent", removedAt: null });
    const pages = await checksOf("page");
    const files = await checksOf("media");
    expect(pages.map((check) => [check.outcome, check.reason])).toEqual([["removed", "http-404"], ["removed", "http-404"]]);
    expect(files.map((check) => [check.url, check.outcome, check.reason])).toEqual([[fileUrl, "up", "media-matches"], [fileUrl, "up", "media-matches"]]);
    expect(files.map((check) => check.checkedAt.getTime())).toEqual(pages.map((check) => check.checkedAt.getTime()));
    expect(files[0]!.evidence).toMatchObject({ evidence: { matched: true, response: { status: 200 }, pdq: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(pages[0]!.evidence).toMatchObject({ verdict: { outcome: "up", reason: "media-still-served", vetoedBy: "media-matches" } });

    // The page copy: kept encrypted, its SHA-256 in the evidence over exactly the bytes kept.
    const copyKey = pages[0]!.copyKey!;
    const copy = await services.storage.get("checks", copyKey);
    expect(copy!.toString("utf8")).toContain("<h1>Not Found</h1>");
    const recorded = (pages[0]!.evidence as { evidence: { page: { copy: { sha256: string; bytes: number; truncated: boolean }; bodySha256: string } } }).evidence.page;
    expect(recorded.copy).toEqual({ sha256: createHash("sha256").update(copy!).digest("hex"), bytes: copy!.length, truncated: false });
    expect(recorded.copy.sha256).toBe(recorded.bodySha256);

    // The CDN drops the file: removed once two checks a day apart saw page and file gone.
    served.delete(filePath);
    realTime += 24 * hour;
    await checkLeak(services, leak.id);
    expect((await leakOf(leak.id)).status).toBe("sent");
    const firstGone = new Date(realTime);
    realTime += 24 * hour;
    await checkLeak(services, leak.id);
    expect(await leakOf(leak.id)).toMatchObject({ status: "removed", removedAt: firstGone });
    expect((await checksOf("media")).slice(2).map((check) => [check.outcome, check.reason])).toEqual([["removed", "http-404"], ["removed", "http-404"]]);

    // The evidence pack holds each page copy, listed in its signed manifest with the SHA-256 the check recorded.
    const signer = ed25519Signer(generateKeyPairSync("ed25519").privateKey.export({ type: "pkcs8", format: "pem" }).toString());
    const pack = await buildEvidencePack({ db: services.db, storage: services.storage, actor: { kind: "creator", userId }, ownerId: userId, leakId: leak.id, signer, renderPdf: async () => new Uint8Array([37]), now: new Date(realTime) });
    const listed = (pack.manifest as { files: Array<{ path: string; sha256: string }> }).files.filter((entry) => entry.path.endsWith(".page.txt"));
    expect(listed).toHaveLength(4);
    expect(listed).toContainEqual(expect.objectContaining({ sha256: recorded.copy.sha256 }));
  });
});
