// The reverse image finder on the sandbox (issue 18): a scan of the demo creator fills the index of
// seen pictures; a leaked copy uploaded to the finder returns the pages that carry it, an unrelated
// picture nothing; an image address on loopback or a private network is refused before any
// connection; a visitor sees a preview without addresses; a result becomes her leak.
import { readFileSync } from "node:fs";
import path from "node:path";
import { leakRoutes, referenceRoutes, reverseImageRoutes, type ReverseImageSearch, scanRoutes } from "@unleak/contracts";
import { officialLinks, seenPictures } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { ASSETS_DIR } from "@unleak/sandbox/images/image-store";
import { createFetcher } from "@unleak/scanner";
import { startConnectionCounter } from "@unleak/scanner/fetch/local-test-server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "../testing/answers";
import { readEvents, signUpVerified, uploadReferencePictures } from "../testing/scan-helpers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();

function upload(bytes: Buffer, name = "copy.jpg") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  return { method: "POST", body: form };
}

describe.each(kinds)("the reverse image finder on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let sandbox: Sandbox;
  let nova: TestBrowser;
  let novaId: string;

  beforeAll(async () => {
    sandbox = await startSandbox();
    database = await create();
    server = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port) });
    [nova, novaId] = await signUpVerified(server, "nova-finder@example.test", server.browser(), sandbox.demoCreator.name);
    await nova.request("/api/profile/stage-names", { method: "PUT", json: { names: [sandbox.demoCreator.name] } });
    await server.runtime.db.insert(officialLinks).values(sandbox.demoCreator.officialUrls.map((url) => ({ userId: novaId, platform: "Custom Website", url })));
    await uploadReferencePictures(nova, sandbox.demoCreator.referenceImages);
    const { scanId } = await answerOf(scanRoutes.start, await nova.request("/api/scans", { json: { scope: "full" } }), 202);
    const events = await readEvents(await nova.request(`/api/scans/${scanId}/events`), ["completed", "failed"], 180_000);
    expect(events.at(-1)?.event).toBe("completed");
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await sandbox?.close();
    await database?.dispose();
  });

  it("keeps every picture the scan hashed, with its page, site and a thumbnail", async () => {
    const rows = await server.runtime.db.select().from(seenPictures);
    const leakPages = sandbox.truth.filter((page) => page.kind === "picture-leak").map((page) => page.url);
    expect(rows.some((row) => leakPages.includes(row.pageUrl))).toBe(true);
    for (const row of rows) {
      expect(row.pdqHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(row.firstSeenAt.getTime());
    }
    expect(rows.filter((row) => row.thumbnailKey).length).toBeGreaterThan(0);
  });

  it("finds the pages that carry an uploaded leaked copy, and nothing for an unrelated picture", async () => {
    const rows = await server.runtime.db.select().from(seenPictures);
    // A leaked copy as a visitor of the page would save it: a picture-leak page's picture of hers.
    const leak = sandbox.truth.find((page) => page.kind === "picture-leak" && page.transformation === "recompress" && rows.some((row) => row.pageUrl === page.url))!;
    expect(leak).toBeDefined();
    // The sandbox's sites are names under .localhost: fetched as the scans fetch them.
    const web = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, respectRobots: false });
    let copy: Buffer | null = null;
    let found: ReverseImageSearch | null = null;
    for (const url of rows.filter((row) => row.pageUrl === leak.url).map((row) => row.mediaUrl)) {
      copy = (await web.fetch(url)).body;
      found = await answerOf(reverseImageRoutes.searchUpload, await nova.request("/api/reverse-image-searches", upload(copy)), 200);
      if (found.results.some((result) => result.pageUrl === leak.url && result.quality === "exact")) break;
    }
    await web.close();
    expect(found!.scope).toBe("full");
    expect(found!.providers).toEqual([]);
    const hit = found!.results.find((result) => result.pageUrl === leak.url)!;
    expect(hit).toMatchObject({ source: "index", quality: "exact", siteName: expect.any(String), mediaUrl: expect.stringMatching(/^http/), thumbnailUrl: expect.stringMatching(/^\/files\/evidence\//) });
    expect(hit.distance).toBeLessThanOrEqual(12);
    // The other pages carrying the same picture of hers are found too, and every page found carries it.
    const sameReference = new Set(sandbox.truth.filter((page) => page.kind === "picture-leak" && page.reference === leak.reference).map((page) => page.url));
    const pages = found!.results.map((result) => result.pageUrl!);
    expect(pages.filter((url) => sameReference.has(url)).length).toBeGreaterThan(1);
    for (const url of pages) expect(sandbox.truth.find((page) => page.url === url)?.reference ?? leak.reference, url).toBe(leak.reference);
    // The thumbnail opens through its signed link.
    expect((await nova.request(hit.thumbnailUrl!)).headers.get("content-type")).toMatch(/^image\/jpeg/);

    // A picture no page carries (the sandbox's "other" photos do appear on its decoy pages, and
    // the index has rightly seen them): no result at all.
    const unrelated = await sharp(path.join(ASSETS_DIR, "other", "storm.jpg")).extract({ left: 0, top: 0, width: 200, height: 200 }).composite([{ input: Buffer.from('<svg width="200" height="200"><circle cx="100" cy="100" r="70" fill="#f0a"/><rect x="10" y="10" width="40" height="180" fill="#0a4"/></svg>') }]).jpeg().toBuffer();
    const nothing = await answerOf(reverseImageRoutes.searchUpload, await nova.request("/api/reverse-image-searches", upload(unrelated)), 200);
    expect(nothing).toMatchObject({ total: 0, results: [] });

    // The upload is kept nowhere: the search stored no reference.
    const references = (await answerOf(referenceRoutes.list, await nova.request("/api/references"), 200)).references;
    expect(references).toHaveLength(sandbox.demoCreator.referenceImages.length);

    // A visitor sees where and how well, never the addresses or the pictures.
    const visitor = server.browser();
    const preview = await answerOf(reverseImageRoutes.searchUpload, await visitor.request("/api/reverse-image-searches", upload(copy!)), 200);
    expect(preview.scope).toBe("preview");
    expect(preview.total).toBe(found!.total);
    expect(preview.results.length).toBeGreaterThan(0);
    for (const result of preview.results) expect(result).toMatchObject({ id: null, pageUrl: null, pageTitle: null, mediaUrl: null, thumbnailUrl: null, quality: expect.any(String), siteName: expect.any(String) });
    expect(JSON.stringify(preview)).not.toContain(`:${sandbox.port}`);

    // "Add as a leak": her leak of kind picture, with the evidence; again, the same one.
    const body = { pageUrl: hit.pageUrl!, mediaUrl: hit.mediaUrl!, title: hit.pageTitle!, quality: hit.quality!, distance: hit.distance };
    const added = await answerOf(reverseImageRoutes.addLeak, await nova.request("/api/reverse-image-searches/leaks", { json: body }), 200);
    expect(added).toMatchObject({ added: true, reason: null });
    const again = await answerOf(reverseImageRoutes.addLeak, await nova.request("/api/reverse-image-searches/leaks", { json: body }), 200);
    expect(again.leakId).toBe(added.leakId);
    const leakDetail = await answerOf(leakRoutes.get, await nova.request(`/api/leaks/${added.leakId}`), 200);
    expect(leakDetail).toMatchObject({ url: leak.url, kind: "picture" });
    // Never against her official links.
    const official = { ...body, pageUrl: `${sandbox.demoCreator.officialUrls[0]!.replace(/\/+$/, "")}/photo/1` };
    expect(await answerOf(reverseImageRoutes.addLeak, await nova.request("/api/reverse-image-searches/leaks", { json: official }), 200)).toEqual({ added: false, leakId: null, reason: "official" });
    expect((await visitor.request("/api/reverse-image-searches/leaks", { json: body })).status).toBe(401);
  });

  it("refuses an image address on loopback or a private network without connecting, even with the sandbox on", async () => {
    const counter = await startConnectionCounter();
    try {
      const addresses = [`http://127.0.0.1:${counter.port}/a.jpg`, `http://localhost:${counter.port}/a.jpg`, `http://[::1]:${counter.port}/a.jpg`, `http://10.0.0.7:${counter.port}/a.jpg`, `http://169.254.169.254/latest/meta-data`, `http://127.0.0.1:${sandbox.port}/`];
      for (const imageUrl of addresses) {
        const refused = await answerOf(reverseImageRoutes.searchUrl, await nova.request("/api/reverse-image-searches/by-url", { json: { imageUrl } }), 422);
        expect(refused.error.code, imageUrl).toBe("IMAGE_URL_REFUSED");
      }
      expect(counter.connections()).toBe(0);
    } finally {
      await counter.close();
    }
    const invalid = await nova.request("/api/reverse-image-searches/by-url", { json: { imageUrl: "file:///etc/passwd" } });
    expect(invalid.status).toBe(422);
  });

  it("limits a visitor's searches a day", async () => {
    const visitor = server.browser();
    const picture = readFileSync(path.join(ASSETS_DIR, "other", "aqua.jpg"));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await visitor.request("/api/reverse-image-searches", upload(picture))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // A signed-in creator has no daily limit.
    for (let i = 0; i < 6; i++) expect((await nova.request("/api/reverse-image-searches", upload(picture))).status).toBe(200);
  });
});
