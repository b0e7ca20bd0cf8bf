import { request } from "undici";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox } from "../start-sandbox";
import { transformImage } from "../images/transform-image";
import { asciiFold } from "./flow-names";
import type { FlowLeak, Sandbox } from "../types";

const HOUR_MS = 3_600_000;
const START = new Date("2030-01-07T00:00:00.000Z");
/** Simulated time: the test moves it by hand. */
let now = START.getTime();
let sandbox: Sandbox;
let startMs = 0;

beforeAll(async () => {
  const started = Date.now();
  sandbox = await startSandbox({ seed: 5, misbehave: false, clock: { now: () => new Date(now), scale: 1 }, flow: { creators: 10_000, seed: 9 } });
  startMs = Date.now() - started;
});
afterAll(async () => sandbox?.close());

async function get(siteId: string, path: string, on = sandbox) {
  const response = await request(`http://127.0.0.1:${on.port}${path}`, { headers: { host: `${siteId}.localhost:${on.port}` } });
  const bytes = Buffer.from(await response.body.arrayBuffer());
  return { status: response.statusCode, headers: response.headers, text: bytes.toString("utf8"), bytes };
}

async function getBytes(siteId: string, path: string): Promise<Buffer> {
  const answer = await get(siteId, path);
  expect(answer.status).toBe(200);
  return answer.bytes;
}

interface Item {
  href: string;
  title: string;
  at: Date;
}

function items(html: string): Item[] {
  return [...html.matchAll(/<li class="upload"><a href="([^"]+)">([^<]*)<\/a> <time datetime="([^"]+)">/g)].map(([, href, title, at]) => ({ href, title, at: new Date(at) }));
}
const nextLink = (html: string) => /<a rel="next" href="([^"]+)"/.exec(html)?.[1] ?? null;

/** A 64-bit difference hash, enough to tell different pictures apart. */
async function dHash(bytes: Buffer): Promise<bigint> {
  const pixels = await sharp(bytes).greyscale().resize(9, 8, { fit: "fill" }).raw().toBuffer();
  let hash = 0n;
  for (let y = 0; y < 8; y++) for (let x = 0; x < 8; x++) hash = (hash << 1n) | (pixels[y * 9 + x] < pixels[y * 9 + x + 1] ? 1n : 0n);
  return hash;
}
const distance = (a: bigint, b: bigint) => [...(a ^ b).toString(2)].filter((bit) => bit === "1").length;

describe("flow of new uploads", () => {
  it("starts fast with 10,000 synthetic creators: distinct, realistic names, some with diacritics", () => {
    expect(startMs).toBeLessThan(2000);
    const creators = sandbox.flow!.creators();
    expect(creators).toHaveLength(10_000);
    expect(new Set(creators.map((c) => c.id)).size).toBe(10_000);
    expect(new Set(creators.map((c) => c.name)).size).toBe(10_000);
    expect(new Set(creators.map((c) => c.username)).size).toBe(10_000);
    for (const creator of creators.slice(0, 200)) {
      expect(creator.name).toMatch(/^\p{Lu}[\p{L}'-]+ \p{Lu}[\p{L}' -]+$/u);
      expect(creator.username).toMatch(/^[a-z0-9._]+$/);
    }
    expect(creators.filter((c) => asciiFold(c.name) !== c.name).length).toBeGreaterThan(1000);
    expect(sandbox.flow!.startAt).toEqual(START);
  });

  it("is the same for the same seed and another for another seed", async () => {
    const again = await startSandbox({ seed: 5, clock: { now: () => new Date(now), scale: 1 }, flow: { creators: 10_000, seed: 9 } });
    const other = await startSandbox({ seed: 5, clock: { now: () => new Date(now), scale: 1 }, flow: { creators: 10_000, seed: 10 } });
    const window = { from: START, to: new Date(START.getTime() + 6 * HOUR_MS) };
    const shape = (s: Sandbox) => s.flow!.truth(window).map((t) => `${t.creatorId} ${t.siteId}${new URL(t.url).pathname} ${t.uploadedAt.toISOString()} ${t.shows} ${t.title}`);
    expect(again.flow!.creators()).toEqual(sandbox.flow!.creators());
    expect(shape(again)).toEqual(shape(sandbox));
    expect(other.flow!.creators()).not.toEqual(sandbox.flow!.creators());
    expect(shape(other)).not.toEqual(shape(sandbox));
    expect(await again.flow!.referencePicture("fc00042")).toEqual(await sandbox.flow!.referencePicture("fc00042"));
    await Promise.all([again.close(), other.close()]);
  }, 30_000);

  it("gives each creator her own reference pictures, about 512 px JPEGs", async () => {
    const creators = sandbox.flow!.creators().slice(0, 24);
    const pictures = await Promise.all(creators.map((c) => sandbox.flow!.referencePicture(c.id)));
    const meta = await sharp(pictures[0]).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 512, height: 384 });
    const hashes = await Promise.all([...pictures, await sandbox.flow!.referencePicture(creators[0].id, 1)].map(dHash));
    for (let i = 0; i < hashes.length; i++) for (let j = i + 1; j < hashes.length; j++) expect(distance(hashes[i], hashes[j]), `${i} vs ${j}`).toBeGreaterThan(8);
    await expect(sandbox.flow!.referencePicture("nobody")).rejects.toThrow(/no synthetic creator/);
  }, 30_000);

  it("uploads uploadsPerSiteHour pages per content site and hour, a leakShare of them leaks, split 40/30/30", () => {
    const window = { from: START, to: new Date(START.getTime() + 24 * HOUR_MS) };
    const contentSites = sandbox.sites.filter((s) => s.category !== "search-engine").length;
    expect(sandbox.flow!.uploadsIn(window)).toBe(contentSites * 24 * 12);
    const truth = sandbox.flow!.truth(window);
    expect(truth.length / sandbox.flow!.uploadsIn(window)).toBeGreaterThan(0.17);
    expect(truth.length / sandbox.flow!.uploadsIn(window)).toBeLessThan(0.23);
    const share = (shows: FlowLeak["shows"]) => truth.filter((t) => t.shows === shows).length / truth.length;
    expect(share("picture+name")).toBeCloseTo(0.4, 1);
    expect(share("picture")).toBeCloseTo(0.3, 1);
    expect(share("name")).toBeCloseTo(0.3, 1);
    for (const t of truth) expect(t.uploadedAt >= window.from && t.uploadedAt < window.to).toBe(true);
    expect(new Set(truth.map((t) => t.creatorId)).size).toBeGreaterThan(truth.length * 0.8);
  });

  it("lists new uploads newest first, 40 a page, only once the clock has reached them", async () => {
    now = START.getTime();
    const before = await get("leakforum", "/new");
    expect(before.status).toBe(200);
    const seeded = items(before.text);
    expect(seeded.length).toBeGreaterThan(0);
    for (const item of seeded) expect(item.at.getTime()).toBeLessThan(START.getTime());
    expect(nextLink(before.text)).toBeNull();

    now = START.getTime() + 30 * 60_000;
    const firstUploads = items((await get("leakforum", "/new")).text).filter((item) => item.at >= START);
    expect(firstUploads.length).toBeGreaterThan(0);
    expect(firstUploads.length).toBeLessThan(12);
    for (const item of firstUploads) expect(item.at.getTime()).toBeLessThanOrEqual(now);

    now = START.getTime() + 10 * HOUR_MS + 1;
    const seen: Item[] = [];
    let path: string | null = "/new";
    let pages = 0;
    while (path) {
      const page = await get("leakforum", path);
      const found = items(page.text);
      pages++;
      expect(found.length).toBeLessThanOrEqual(40);
      if (nextLink(page.text)) expect(found).toHaveLength(40);
      seen.push(...found);
      path = nextLink(page.text);
      if (path) expect(path).toBe(`/new?page=${pages + 1}`);
    }
    expect(seen.length).toBe(10 * 12 + seeded.length);
    expect(pages).toBe(Math.ceil(seen.length / 40));
    expect(new Set(seen.map((item) => item.href)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(seen[i - 1].at.getTime()).toBeGreaterThanOrEqual(seen[i].at.getTime());
    const flowItems = seen.filter((item) => item.at >= START);
    expect(flowItems).toHaveLength(sandbox.flow!.uploadsIn({ from: START, to: new Date(now + 1) }) / sandbox.sites.filter((s) => s.category !== "search-engine").length);
    // Everything listed is a page of the site's own layout.
    const opened = await get("leakforum", flowItems[0].href);
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('class="thread-title"');
  });

  it("answers a page uploaded later with 404 until its time comes", async () => {
    now = START.getTime() + 2 * HOUR_MS;
    const later = sandbox.flow!.truth({ from: new Date(now + 1), to: new Date(now + 3 * HOUR_MS) }).find((t) => t.siteId === "vidleakr" && t.shows !== "name")!;
    const path = new URL(later.url).pathname;
    expect((await get("vidleakr", path)).status).toBe(404);
    now = later.uploadedAt.getTime();
    const page = await get("vidleakr", path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('class="video-title"');
    expect(page.text).toMatch(/src="\/media\/u\d+x\d+-0\.jpg"/);
  });

  it("shows on each leak's page what the truth says: her altered reference, her name, or both", async () => {
    now = START.getTime() + 12 * HOUR_MS;
    const truth = sandbox.flow!.truth({ from: START, to: new Date(now) });
    const creators = new Map(sandbox.flow!.creators().map((c) => [c.id, c]));
    const sample = (["picture+name", "picture", "name"] as const).flatMap((shows) => truth.filter((t) => t.shows === shows).slice(0, 6));
    for (const leak of sample) {
      const creator = creators.get(leak.creatorId)!;
      const page = await get(leak.siteId, new URL(leak.url).pathname);
      expect(page.status, leak.url).toBe(200);
      const text = page.text.toLowerCase();
      const named = [creator.name, asciiFold(creator.name), creator.username].some((name) => text.includes(name.toLowerCase().replace(/'/g, "&#39;")));
      expect(named, `${leak.url} names ${creator.name}`).toBe(leak.shows !== "picture");
      const media = [...page.text.matchAll(/(\/media\/[^"']+\.jpg)/g)].map(([, src]) => src);
      if (leak.shows === "name") {
        expect(leak.transformation).toBeUndefined();
        continue;
      }
      const reference = await sandbox.flow!.referencePicture(leak.creatorId);
      const expected = await Promise.all([0, 1].map((variant) => transformImage(reference, leak.transformation, variant)));
      const served = await Promise.all([...new Set(media)].map((src) => getBytes(leak.siteId, src)));
      expect(served.some((bytes) => expected.some((copy) => copy.equals(bytes))), leak.url).toBe(true);
    }
  }, 60_000);

  it("lets the site's search find the leaks that carry her name", async () => {
    now = START.getTime() + 12 * HOUR_MS;
    const leak = sandbox.flow!.truth({ from: START, to: new Date(now) }).find((t) => t.siteId === "vidleakr" && t.shows !== "picture")!;
    const creator = sandbox.flow!.creators().find((c) => c.id === leak.creatorId)!;
    const path = new URL(leak.url).pathname;
    let found = false;
    for (let page = 1; page < 60 && !found; page++) {
      const result = await get("vidleakr", `/search?q=${encodeURIComponent(creator.name)}&page=${page}`);
      found = result.text.includes(`href="${path}"`);
      if (!result.text.includes('rel="next"')) break;
    }
    expect(found).toBe(true);
  });

  it("has no listing on file hosts, Telegram indexes, social sites and the search engine; robots.txt allows /new", async () => {
    const listing = new Set(["tube", "leak-aggregator", "image-board", "forum", "cam-recordings"]);
    for (const site of sandbox.sites) expect(site.listing, site.id).toBe(listing.has(site.category));
    for (const id of ["filedrop", "tgindex", "fanhub", "findr"]) expect((await get(id, "/new")).status, id).toBe(404);
    for (const site of sandbox.sites.filter((s) => s.listing)) expect((await get(site.id, "/robots.txt")).text).not.toMatch(/Disallow: \/new/);
  });

  it("counts requests per site, including listings, and resets the counts", async () => {
    sandbox.resetRequestCounts();
    await get("camarchive", "/new");
    await get("camarchive", "/new?page=2");
    expect(sandbox.requestCounts()).toEqual({ camarchive: 2 });
    sandbox.resetRequestCounts();
    expect(sandbox.requestCounts()).toEqual({});
  });

  it("serves the creators, their references and the truth over HTTP for a parent process", async () => {
    const window = { from: START, to: new Date(START.getTime() + 3 * HOUR_MS) };
    const listed = JSON.parse((await get("flow", "/creators")).text);
    expect(listed).toEqual({ startAt: START.toISOString(), creators: sandbox.flow!.creators() });
    const truth = JSON.parse((await get("flow", `/truth?from=${window.from.toISOString()}&to=${window.to.toISOString()}`)).text);
    expect(truth).toEqual(JSON.parse(JSON.stringify({ uploads: sandbox.flow!.uploadsIn(window), leaks: sandbox.flow!.truth(window) })));
    expect((await get("flow", "/truth?from=yesterday")).status).toBe(400);
    expect((await get("flow", "/reference/fc00003.jpg")).bytes).toEqual(await sandbox.flow!.referencePicture("fc00003"));
    expect((await get("flow", "/reference/nobody.jpg")).status).toBe(404);
  });

  it("rate-limits listings too on a misbehaving site, with Retry-After", async () => {
    const rude = await startSandbox({ seed: 5, clock: { now: () => new Date(now), scale: 1 }, flow: { creators: 10, seed: 9 } });
    const answers = [];
    for (let i = 0; i < 12; i++) answers.push(await get("streamhub", `/new?page=${(i % 3) + 1}`, rude));
    const limited = answers.filter((a) => a.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.length).toBeLessThan(answers.length);
    expect(limited[0].headers["retry-after"]).toBe("1");
    expect((await get("leakpile", "/new", rude)).status).toBe(429);
    await rude.close();
  });
});
