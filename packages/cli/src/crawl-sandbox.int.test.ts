// The shared crawl against the sandbox web's flow of new uploads (issue 20): one simulated hour of
// every listing site, matched against the flow's synthetic creators, gives back the hour's seeded
// leaks and nothing else; each upload page is read once, and the next crawl reads nothing again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSandbox, type FlowLeak, type Sandbox } from "@unleak/sandbox";
import { crawlListings, createCreatorMatcher, createFetcher, extractPage, findNameMentions, hashCreatorReference, loadSandboxRegistry, matchName, normaliseUrl, runSharedCrawl, type CreatorMatcher, type SharedCrawlResult, type SiteRegistry } from "@unleak/scanner";

const HOUR_MS = 3_600_000;
const START = new Date("2030-01-07T00:00:00.000Z");
let now = START.getTime();
let sandbox: Sandbox;
let registry: SiteRegistry;
let matcher: CreatorMatcher;
let result: SharedCrawlResult;
let truth: FlowLeak[];
const seen = new Set<string>();
const fetcherFor = () => createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, perHostConcurrency: 6, retryBaseMs: 20, maxRetryAfterMs: 1000 });
const key = (creatorId: string, url: string) => `${creatorId} ${normaliseUrl(url)}`;

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 5, misbehave: false, clock: { now: () => new Date(now), scale: 1 }, flow: { creators: 10, seed: 9, startAt: START, uploadsPerSiteHour: 4, leakShare: 0.5 } });
  registry = loadSandboxRegistry({ port: sandbox.port });
  const flow = sandbox.flow!;
  const creators = await Promise.all(
    flow.creators().map(async (creator) => ({ id: creator.id, names: [creator.name], usernames: [creator.username], references: [await hashCreatorReference(`${creator.id}-0`, await flow.referencePicture(creator.id))] })),
  );
  matcher = createCreatorMatcher(creators);
  const fetcher = fetcherFor();
  // The cursor as an earlier crawl left it: what the listings showed at the hour's start.
  for await (const entry of crawlListings({ fetcher, registry, seen: () => false, maxPagesPerSite: 1 })) seen.add(entry.url);
  now += HOUR_MS;
  result = await runSharedCrawl({ fetcher, registry, matcher, seen: (url) => seen.has(url), onUpload: (entry) => void seen.add(entry.url) });
  await fetcher.close();
  const listed = new Set(sandbox.sites.filter((site) => site.listing).map((site) => site.id));
  truth = flow.truth({ from: START, to: new Date(now) }).filter((leak) => listed.has(leak.siteId));
}, 300_000);

afterAll(() => sandbox?.close());

describe("shared crawl of the sandbox flow", () => {
  it("reads each of the hour's uploads once", () => {
    expect(result.siteErrors).toEqual([]);
    // Every content site gets 4 new pages an hour; the listing sites' are crawled.
    expect(result.uploads.length).toBe(4 * sandbox.sites.filter((site) => site.listing).length);
    expect(new Set(result.uploads.map((entry) => entry.url)).size).toBe(result.uploads.length);
    expect(result.pagesFetched).toBe(result.uploads.length);
  });

  it("reports no leak the flow did not seed", () => {
    const seeded = new Set(truth.map((leak) => key(leak.creatorId, leak.url)));
    expect(result.hits.filter((hit) => !seeded.has(key(hit.creatorId, hit.leak.url)))).toEqual([]);
  });

  it("finds every seeded leak a page lets it see: all but cropped copies without her name (no crop route in the shared index)", async () => {
    const found = new Set(result.hits.map((hit) => key(hit.creatorId, hit.leak.url)));
    const missed = truth.filter((leak) => !found.has(key(leak.creatorId, leak.url)));
    const fetcher = fetcherFor();
    for (const leak of missed) {
      if (leak.shows === "picture") {
        expect(leak.transformation).toBe("crop");
        continue;
      }
      // A name leak missed only when the page itself does not show her name (the sandbox hides some in search tags).
      const creator = sandbox.flow!.creators().find((candidate) => candidate.id === leak.creatorId)!;
      const response = await fetcher.fetch(leak.url);
      const site = registry.siteForUrl(leak.url)!;
      const content = extractPage(site.extract, registry.plugin(site), response.body.toString("utf8"), response.url);
      const names = [creator.name, creator.username];
      expect(content.uploader ? matchName(names, content.uploader).quality : null, leak.url).toBeNull();
      expect(findNameMentions(names, `${content.title}\n${content.text}`), leak.url).toEqual([]);
    }
    await fetcher.close();
    expect(missed.length).toBeLessThan(truth.length / 5);
  });

  it("reads nothing again on the next crawl", async () => {
    const fetcher = fetcherFor();
    const again = await runSharedCrawl({ fetcher, registry, matcher, seen: (url) => seen.has(url) });
    await fetcher.close();
    expect(again.pagesFetched).toBe(0);
    expect(again.listingPagesFetched).toBe(sandbox.sites.filter((site) => site.listing).length);
  });
});
