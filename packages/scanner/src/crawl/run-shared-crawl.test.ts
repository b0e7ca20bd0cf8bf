// The shared crawl against a local site with a new-upload listing: it stops at the first upload
// already seen, fetches each page and picture once, keeps to robots.txt, waits out a 429's
// Retry-After, and reports each creator's leaks with a scan's evidence.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "../fetch/create-fetcher";
import { startLocalServer, type LocalServer } from "../fetch/local-test-server";
import { createRegistry, type SiteRegistry } from "../registry";
import { createCreatorMatcher } from "./create-creator-matcher";
import { crawlListings } from "./crawl-listings";
import { hashCreatorReference } from "./hash-creator-reference";
import { runSharedCrawl } from "./run-shared-crawl";
import type { CreatorMatcher, SharedCrawlResult } from "./types";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const photo = (name: string) => readFileSync(path.join(photos, `${name}.jpg`));

/** Newest first; page "blocked" is disallowed by robots.txt. */
const UPLOADS = ["p9", "p8", "p7", "blocked", "p6", "p5", "p4", "p3", "p2", "p1", "p0"];
const TITLES: Record<string, string> = { p9: "Zoë Marchetti leaked set", p7: "Exclusive set #7", p8: "Nova Quilt tutorial" };
const PICTURES: Record<string, string> = { p7: "dune", p6: "shared", p5: "shared", p4: "path" };
const PER_PAGE = 4;

let site: LocalServer;
let registry: SiteRegistry;
let matcher: CreatorMatcher;
const media = new Map<string, Buffer>();
let throttled = false;
const received = (url: string, host = "listsite") => site.received.filter((request) => request.url === url && request.headers.host?.startsWith(`${host}.`));

function listingPage(page: number): string {
  const items = UPLOADS.slice((page - 1) * PER_PAGE, page * PER_PAGE).map((id) => `<li class="upload"><a href="/p/${id}">${TITLES[id] ?? `Upload ${id}`}</a> <time datetime="2030-01-07T00:00:00Z">now</time></li>`);
  const next = page * PER_PAGE < UPLOADS.length ? `<a rel="next" href="/new?page=${page + 1}">older</a>` : "";
  return `<html><body><ol class="uploads">${items.join("")}</ol>${next}</body></html>`;
}

const definition = (id: string, port: number) => ({
  id,
  name: id,
  category: "tube",
  tier: "full",
  verified: true,
  baseUrl: `http://${id}.localhost:${port}`,
  search: { urlTemplate: "/search?q={searchTerms}", pages: 1 },
  extract: { resultLink: "a", title: "h1.title", images: "img.media", text: "p.description" },
  rateLimit: { perHostConcurrency: 2, intervalMs: 0 },
  takedown: { channel: "host" },
  removedMarkers: [],
  soft404Markers: [],
  listing: { urlTemplate: "/new?page={page}", itemSelector: "ol.uploads li.upload", timeSelector: "time", nextSelector: "a[rel='next']" },
});

beforeAll(async () => {
  media.set("dune", await sharp(photo("mate-Dune")).resize({ width: 320 }).jpeg({ quality: 60 }).toBuffer());
  media.set("shared", photo("mate-Garden"));
  media.set("path", photo("plasma-Path"));
  site = await startLocalServer((request, response) => {
    const host = (request.headers.host ?? "").split(".")[0];
    if (host === "busysite") return void response.writeHead(429, { "retry-after": "120" }).end();
    if (request.url === "/robots.txt") return void response.writeHead(200, { "content-type": "text/plain" }).end("User-agent: *\nDisallow: /p/blocked\n");
    const listing = /^\/new\?page=(\d+)$/.exec(request.url);
    if (listing && request.url === "/new?page=1" && !throttled) {
      throttled = true;
      return void response.writeHead(429, { "retry-after": "1" }).end();
    }
    if (listing) return void response.writeHead(200, { "content-type": "text/html" }).end(listingPage(Number(listing[1])));
    const upload = /^\/p\/(\w+)$/.exec(request.url);
    if (upload) {
      const id = upload[1];
      const picture = PICTURES[id] ? `<img class="media" src="/media/${PICTURES[id]}.jpg">` : "";
      return void response.writeHead(200, { "content-type": "text/html" }).end(`<html><body><h1 class="title">${TITLES[id] ?? `Upload ${id}`}</h1><p class="description">posted today</p>${picture}</body></html>`);
    }
    const file = /^\/media\/(\w+)\.jpg$/.exec(request.url);
    if (file && media.has(file[1])) return void response.writeHead(200, { "content-type": "image/jpeg" }).end(media.get(file[1]));
    response.writeHead(404).end();
  });
  registry = createRegistry([definition("listsite", site.port), definition("busysite", site.port)]);
  matcher = createCreatorMatcher([
    { id: "zoe", names: ["Zoë Marchetti"], usernames: ["zoe.marchetti"], references: [await hashCreatorReference("zoe-dune", photo("mate-Dune"))] },
    { id: "nova", names: ["Nova Quill"], usernames: ["novaquill"], references: [] },
  ]);
}, 30_000);

afterAll(() => site?.close());

const fetcherFor = () => createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port }, retries: 1, retryBaseMs: 10, maxRetryAfterMs: 2000 });

describe("shared crawl", () => {
  let first: SharedCrawlResult;
  let firstListingAt: number[];
  const read = new Set(["http://listsite.localhost:PORT/p/p2"]);
  const seen = (url: string) => read.has(url.replace(String(site.port), "PORT"));

  it("reads the new uploads up to the first one already seen, each page and picture once", async () => {
    const fetcher = fetcherFor();
    first = await runSharedCrawl({ fetcher, registry, sites: [registry.get("listsite")!], matcher, seen, onUpload: (entry) => void read.add(entry.url.replace(String(site.port), "PORT")) });
    await fetcher.close();
    expect(first.uploads.map((entry) => entry.url.split("/").pop())).toEqual(["p9", "p8", "p7", "blocked", "p6", "p5", "p4", "p3"]);
    for (const id of ["p9", "p8", "p7", "p6", "p5", "p4", "p3"]) expect(received(`/p/${id}`), id).toHaveLength(1);
    for (const id of ["p2", "p1", "p0"]) expect(received(`/p/${id}`), id).toHaveLength(0);
    expect(received("/media/shared.jpg")).toHaveLength(1);
    expect(first.pagesFetched).toBe(7);
    expect(first.picturesFetched).toBe(3);
    expect(first.listingPagesFetched).toBe(3);
    firstListingAt = received("/new?page=1").map((request) => request.at);
  }, 30_000);

  it("keeps to robots.txt", () => {
    expect(received("/p/blocked")).toHaveLength(0);
    expect(first.siteErrors).toMatchObject([{ siteId: "listsite", stage: "page", reason: "refused-robots" }]);
  });

  it("waits out a 429's Retry-After before asking again", () => {
    expect(firstListingAt).toHaveLength(2);
    expect(firstListingAt[1] - firstListingAt[0]).toBeGreaterThanOrEqual(950);
  });

  it("reports each creator's leak with the evidence a scan keeps: by name, by picture, nobody for a near miss", () => {
    const byPage = Object.fromEntries(first.hits.map((hit) => [hit.leak.url.split("/").pop(), hit]));
    expect(Object.keys(byPage).sort()).toEqual(["p7", "p9"]);
    expect(byPage.p9).toMatchObject({ creatorId: "zoe", leak: { kind: "name", siteId: "listsite", title: "Zoë Marchetti leaked set", evidence: { httpStatus: 200, mediaUrls: [] } } });
    expect(byPage.p7).toMatchObject({ creatorId: "zoe", leak: { kind: "picture", matchedReference: "zoe-dune", evidence: { matchedReference: "zoe-dune", mediaUrls: [expect.stringMatching(/\/media\/dune\.jpg$/)] } } });
    expect(byPage.p7.leak.evidence.thumbnail?.length).toBeGreaterThan(0);
  });

  it("fetches nothing but the first listing page when nothing is new", async () => {
    const pagesBefore = site.received.length;
    const fetcher = fetcherFor();
    const again = await runSharedCrawl({ fetcher, registry, sites: [registry.get("listsite")!], matcher, seen });
    await fetcher.close();
    expect(again).toMatchObject({ uploads: [], hits: [], pagesFetched: 0, listingPagesFetched: 1 });
    expect(site.received.slice(pagesBefore).map((request) => request.url)).toEqual(["/robots.txt", "/new?page=1"]);
  });

  it("hands back a Retry-After it could not wait out, so the site is crawled later", async () => {
    const fetcher = fetcherFor();
    const busy = await runSharedCrawl({ fetcher, registry, sites: [registry.get("busysite")!], matcher, seen: () => false });
    await fetcher.close();
    expect(busy.retryAfterMs).toBe(120_000);
    expect(busy.siteErrors).toMatchObject([{ siteId: "busysite", reason: "rate-limited" }]);
  }, 15_000);

  it("lists new uploads without reading them", async () => {
    const fetcher = fetcherFor();
    const listed: string[] = [];
    for await (const entry of crawlListings({ fetcher, registry, sites: [registry.get("listsite")!], seen: (url) => url.endsWith("/p/p6") })) listed.push(entry.url.split("/").pop()!);
    await fetcher.close();
    expect(listed).toEqual(["p9", "p8", "p7", "blocked"]);
  });
});
