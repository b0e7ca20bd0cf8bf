// The removal classifier against tiny loopback sites: every page outcome (404, 410, gone domain,
// soft 404 by probe, wording and redirect home, 403, 451, challenge, 429, 503, up), and the
// matched picture still there or replaced, compared by PDQ on real photos.
import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "@unleak/scanner";
import { startLocalServer, type LocalServer } from "@unleak/scanner/fetch/local-test-server";
import { checkRemoval } from "./check-removal";
import { isRemovedOutcome, removalCheckSchema } from "./removal-check-schema";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const photo = (name: string) => readFileSync(path.join(photos, `${name}.jpg`));
const now = () => new Date("2026-03-01T12:00:00Z");

let reference: Buffer;
let copy: Buffer;
let other: Buffer;
let site: LocalServer;
let lenient: LocalServer;
let fetcher: Fetcher;
let lenientFetcher: Fetcher;

const html = (title: string, body: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body><header><a href="/">Tubesite</a></header><main>${body}</main><footer><a href="/dmca">DMCA</a> | Terms</footer></body></html>`;
const livePage = (n: number, picture: string) =>
  html(`Beach video ${n} - Tubesite`, `<h1>Beach video ${n}</h1><img class="poster" src="${picture}"><p>Uploaded by sunny. A long day at the beach with friends, waves and sand and a sunset over the water.</p>`);

function send(response: ServerResponse, status: number, body: string | Buffer, headers: Record<string, string> = {}) {
  const type = typeof body === "string" ? "text/html; charset=utf-8" : "image/jpeg";
  response.writeHead(status, { "content-type": type, ...headers });
  response.end(body);
}

beforeAll(async () => {
  reference = photo("mate-Dune");
  copy = await sharp(reference).resize({ width: 320 }).jpeg({ quality: 60 }).toBuffer();
  other = await sharp(photo("plasma-Path")).resize({ width: 320 }).jpeg({ quality: 70 }).toBuffer();
  site = await startLocalServer((request, response) => {
    const url = request.url;
    if (url === "/gone") return send(response, 404, html("Not Found", "<h1>Not Found</h1>"));
    if (url === "/gone-for-good") return send(response, 410, html("Gone", "<h1>Gone</h1>"));
    if (url === "/forbidden") return send(response, 403, html("403 Forbidden", "<h1>Forbidden</h1>"));
    if (url === "/legal") return send(response, 451, html("Unavailable For Legal Reasons", "<h1>Blocked in your country</h1>"));
    if (url === "/challenged") return send(response, 403, html("Just a moment...", "<div id=cf-chl>Checking your browser</div>"), { "cf-ray": "8a1b2c3d4e5f-FRA", server: "cloudflare" });
    if (url === "/busy") return send(response, 429, "Too Many Requests", { "retry-after": "120" });
    if (url === "/down") return send(response, 503, html("Service Unavailable", "<h1>Maintenance</h1>"));
    if (url === "/video/removed") return send(response, 200, html("Tubesite", `<div class="notice"><h1>This video has been removed due to a copyright claim.</h1></div>`));
    if (url === "/video/entfernt") return send(response, 200, html("Tubesite", `<div class="notice"><p>Dieses Video wurde entfernt.</p></div>`));
    if (url === "/video/blocked") return send(response, 200, html("Tubesite", `<div class="notice"><h1>Channel blocked.</h1></div>`));
    if (url === "/video/5") return send(response, 200, html("Not available anywhere else - Tubesite", `<h1>Not available anywhere else</h1><img src="/media/1.jpg"><p>Uploaded by sunny.</p>`));
    if (url === "/slow") return; // never answers
    if (url === "/video/old") return send(response, 301, "", { location: "/" });
    if (url === "/") return send(response, 200, html("Tubesite - home", "<h1>Newest videos</h1>"));
    if (url === "/video/1") return send(response, 200, livePage(1, "/media/1.jpg"));
    if (url === "/video/2") return send(response, 200, livePage(2, "/media/2.jpg"));
    if (url === "/video/3") return send(response, 200, livePage(3, "/media/logo.jpg"));
    if (url === "/video/4") return send(response, 200, livePage(4, "/media/down.jpg"));
    if (url === "/media/1.jpg") return send(response, 200, copy);
    if (url === "/media/2.jpg" || url === "/media/logo.jpg") return send(response, 200, other);
    if (url === "/media/down.jpg") return send(response, 503, "busy");
    return send(response, 404, html("Not Found", "<h1>Not Found</h1>"));
  });
  // A host that answers 200 with its front page for every URL, existing or not.
  lenient = await startLocalServer((request, response) => {
    if (request.url === "/gallery/42") return send(response, 200, html("Pics", `<h1>Welcome</h1><p>Item ${request.url.length} of our newest galleries, updated daily for members.</p>`));
    if (request.url === "/gallery/43") return send(response, 200, html("Gallery 43 - Pics", `<h1>Sunset set</h1><p>Twelve photos of a sunset by the lake, uploaded by marco.</p>`));
    return send(response, 200, html("Pics", `<h1>Welcome</h1><p>Item ${request.url.length * 7} of our newest galleries, updated daily for members.</p>`));
  });
  const policy = { respectRobots: false, retries: 0, timeoutMs: 5000 };
  fetcher = createFetcher({ ...policy, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port } });
  lenientFetcher = createFetcher({ ...policy, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: lenient.port } });
});
afterAll(async () => {
  await fetcher?.close();
  await lenientFetcher?.close();
  await site?.close();
  await lenient?.close();
});

const at = (p: string) => `http://tubesite.localhost:${site.port}${p}`;
const check = (p: string, extra: Partial<Parameters<typeof checkRemoval>[0]> = {}) => checkRemoval({ pageUrl: at(p), fetcher, now, ...extra });

describe("checkRemoval: the page", () => {
  it("calls 404 and 410 removed, with the status and body hash as evidence", async () => {
    const gone = await check("/gone");
    expect(gone).toMatchObject({ url: at("/gone"), outcome: "removed", reason: "http-404", checkedAt: "2026-03-01T12:00:00.000Z" });
    expect(gone.evidence.page).toMatchObject({ requestedUrl: at("/gone"), finalUrl: at("/gone"), status: 404, title: "Not Found", headers: { "content-type": "text/html; charset=utf-8" } });
    expect(gone.evidence.page.bodySha256).toMatch(/^[0-9a-f]{64}$/);
    expect(gone.evidence.page.bodyBytes).toBeGreaterThan(0);
    expect(await check("/gone-for-good")).toMatchObject({ outcome: "removed", reason: "http-410" });
    expect(removalCheckSchema.parse(gone)).toEqual(gone);
  });

  it("calls a domain that no longer resolves, or refuses connections, gone", async () => {
    const dead = createFetcher({ respectRobots: false, retries: 0, lookup: async (host) => { throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" }); } });
    try {
      const result = await checkRemoval({ pageUrl: "http://leaks-gone.example/video/1", fetcher: dead, now });
      expect(result).toMatchObject({ outcome: "removed", reason: "gone-domain" });
      expect(result.evidence.page).toMatchObject({ status: null, error: "ENOTFOUND" });
    } finally {
      await dead.close();
    }
    const closed = await startLocalServer(() => undefined);
    const port = closed.port;
    await closed.close();
    const refused = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port } });
    try {
      const result = await checkRemoval({ pageUrl: `http://closed.localhost:${port}/video/1`, fetcher: refused, now });
      expect(result).toMatchObject({ outcome: "removed", reason: "gone-domain", evidence: { page: { error: "ECONNREFUSED" } } });
    } finally {
      await refused.close();
    }
  });

  it("calls 403 and 451 restricted and never removed", async () => {
    const forbidden = await check("/forbidden");
    expect(forbidden).toMatchObject({ outcome: "restricted", reason: "http-403" });
    expect(await check("/legal")).toMatchObject({ outcome: "restricted", reason: "http-451" });
    expect(isRemovedOutcome(forbidden.outcome)).toBe(false);
  });

  it("calls a challenge page, 429 and 503 unknown, keeping cf-ray and retry-after", async () => {
    const challenge = await check("/challenged");
    expect(challenge).toMatchObject({ outcome: "unknown", reason: "challenge", evidence: { page: { status: 403, title: "Just a moment...", headers: { "cf-ray": "8a1b2c3d4e5f-FRA", server: "cloudflare" } } } });
    expect(await check("/busy")).toMatchObject({ outcome: "unknown", reason: "http-429", evidence: { page: { headers: { "retry-after": "120" } } } });
    expect(await check("/down")).toMatchObject({ outcome: "unknown", reason: "http-503" });
  });

  it("calls a 200 with removed or not-found wording a soft 404, in English and German, and with a site's own marker", async () => {
    expect(await check("/video/removed")).toMatchObject({ outcome: "soft-404", reason: "not-found-wording", evidence: { wording: "has been removed" } });
    expect(await check("/video/entfernt")).toMatchObject({ outcome: "soft-404", evidence: { wording: "entfernt" } });
    const blocked = await check("/video/blocked");
    expect(blocked.outcome).toBe("up");
    expect(await check("/video/blocked", { removedMarkers: ["Channel blocked"] })).toMatchObject({ outcome: "soft-404", evidence: { wording: "Channel blocked" } });
  });

  it("calls a deep URL redirected to the front page a soft 404, with the redirect chain", async () => {
    const result = await check("/video/old");
    expect(result).toMatchObject({ outcome: "soft-404", reason: "redirect-home" });
    expect(result.evidence.page).toMatchObject({ finalUrl: at("/"), redirects: [at("/video/old")] });
  });

  it("calls a page like the host's answer for a random URL a soft 404, and a different page up", async () => {
    const pageUrl = `http://pics.localhost:${lenient.port}/gallery/42`;
    const soft = await checkRemoval({ pageUrl, fetcher: lenientFetcher, now });
    expect(soft).toMatchObject({ outcome: "soft-404", reason: "probe-match" });
    expect(soft.evidence.probe).toMatchObject({ status: 200, similar: true, title: "Pics" });
    expect(soft.evidence.probe!.requestedUrl).toMatch(new RegExp(`^http://pics\\.localhost:${lenient.port}/[0-9a-f]{16}$`));
    const up = await checkRemoval({ pageUrl: `http://pics.localhost:${lenient.port}/gallery/43`, fetcher: lenientFetcher, now });
    expect(up).toMatchObject({ outcome: "up", reason: "http-200", evidence: { probe: { status: 200, similar: false } } });
    expect(up.evidence.probe!.similarity).toBeLessThan(0.9);
  });

  it("calls a page that does not answer in time unknown", async () => {
    const impatient = createFetcher({ respectRobots: false, retries: 0, timeoutMs: 300, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port } });
    try {
      expect(await checkRemoval({ pageUrl: at("/slow"), fetcher: impatient, now })).toMatchObject({ outcome: "unknown", reason: "timeout", evidence: { page: { error: "refused:timeout" } } });
    } finally {
      await impatient.close();
    }
  });

  it("calls a live page up without a reference, having probed a 404 for a random URL", async () => {
    const result = await check("/video/1");
    expect(result).toMatchObject({ outcome: "up", reason: "http-200", evidence: { page: { status: 200, title: "Beach video 1 - Tubesite" }, probe: { status: 404, similar: false } } });
    expect(isRemovedOutcome(result.outcome)).toBe(false);
  });
});

describe("checkRemoval: the matched picture", () => {
  it("keeps a page up while a resized copy of the reference is still on it", async () => {
    const result = await check("/video/1", { reference });
    expect(result).toMatchObject({ outcome: "up", reason: "media-matches" });
    expect(result.evidence.media).toEqual([expect.objectContaining({ url: at("/media/1.jpg"), source: "page", status: 200, matched: true, pdq: expect.stringMatching(/^[0-9a-f]{64}$/) })]);
    expect(result.evidence.media![0].distance).toBeLessThanOrEqual(31);
  });

  it("calls the picture replaced when the page shows another one", async () => {
    const result = await check("/video/2", { reference });
    expect(result).toMatchObject({ outcome: "media-replaced", reason: "media-no-match" });
    expect(result.evidence.media![0]).toMatchObject({ matched: false, status: 200 });
    expect(result.evidence.media![0].distance).toBeGreaterThan(31);
    expect(isRemovedOutcome(result.outcome)).toBe(true);
  });

  it("calls the picture replaced when its media URL answers 404 and nothing on the page matches", async () => {
    const result = await check("/video/3", { reference, mediaUrls: [at("/media/gone.jpg")] });
    expect(result).toMatchObject({ outcome: "media-replaced", reason: "media-http-404" });
    expect(result.evidence.media!.map((m) => [m.source, m.status, m.matched])).toEqual([["given", 404, false], ["page", 200, false]]);
  });

  it("keeps the page up when the given media URL still serves the picture", async () => {
    const result = await check("/video/2", { reference, mediaUrls: [at("/media/1.jpg")] });
    expect(result).toMatchObject({ outcome: "up", reason: "media-matches" });
  });

  it("keeps a page up that reads like a notice but still shows the picture", async () => {
    expect(await check("/video/5")).toMatchObject({ outcome: "soft-404", reason: "not-found-wording" });
    const result = await check("/video/5", { reference });
    expect(result).toMatchObject({ outcome: "up", reason: "media-on-page", evidence: { wording: "not available" } });
    expect(result.evidence.media![0]).toMatchObject({ url: at("/media/1.jpg"), matched: true });
  });

  it("says unknown when the matched file cannot be read (503), never replaced", async () => {
    const result = await check("/video/4", { reference, mediaUrls: [at("/media/down.jpg")] });
    expect(result).toMatchObject({ outcome: "unknown", reason: "media-unreadable" });
  });
});
