// Per-host politeness measured by the server itself: in-flight requests and gaps between starts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "./create-fetcher";
import { sleep, startLocalServer, type LocalServer } from "./local-test-server";

let site: LocalServer;
const inFlight: Record<string, number> = {};
const peak: Record<string, number> = {};
let allInFlight = 0;
let allPeak = 0;
const sandbox = () => ({ hostSuffix: ".localhost", address: "127.0.0.1", port: site.port });

beforeAll(async () => {
  site = await startLocalServer(async (request, response) => {
    const host = (request.headers.host ?? "").split(":")[0];
    inFlight[host] = (inFlight[host] ?? 0) + 1;
    peak[host] = Math.max(peak[host] ?? 0, inFlight[host]);
    allInFlight += 1;
    allPeak = Math.max(allPeak, allInFlight);
    await sleep(80);
    inFlight[host] -= 1;
    allInFlight -= 1;
    response.end("ok");
  });
});

afterAll(async () => {
  await site.close();
});

describe("fetcher per-host limits", () => {
  it("keeps no more than perHostConcurrency requests in flight to one host", async () => {
    const fetcher = createFetcher({ respectRobots: false, sandbox: sandbox() });
    try {
      const urls = [1, 2, 3, 4, 5, 6].map((n) => `http://busy.localhost:${site.port}/video/${n}`);
      await Promise.all(urls.map((url) => fetcher.fetch(url)));
      expect(peak["busy.localhost"]).toBe(2);
      expect(fetcher.stats()).toEqual({ requests: 6, perHostMaxInFlight: { "busy.localhost": 2 } });
    } finally {
      await fetcher.close();
    }
  });

  it("limits each host separately", async () => {
    const fetcher = createFetcher({ respectRobots: false, perHostConcurrency: 1, sandbox: sandbox() });
    try {
      const urls = ["one", "one", "one", "two", "two", "two"].map((host, n) => `http://${host}.localhost:${site.port}/${n}`);
      allPeak = 0;
      await Promise.all(urls.map((url) => fetcher.fetch(url)));
      expect(peak["one.localhost"]).toBe(1);
      expect(peak["two.localhost"]).toBe(1);
      // One host's queue does not hold up the other: both were served at the same time.
      expect(allPeak).toBe(2);
    } finally {
      await fetcher.close();
    }
  });

  it("spaces request starts to one host by perHostIntervalMs", async () => {
    const fetcher = createFetcher({ respectRobots: false, perHostConcurrency: 4, perHostIntervalMs: 150, sandbox: sandbox() });
    try {
      await Promise.all([1, 2, 3].map((n) => fetcher.fetch(`http://paced.localhost:${site.port}/${n}`)));
      const starts = site.received.filter((request) => request.headers.host?.startsWith("paced.")).map((request) => request.at);
      expect(starts).toHaveLength(3);
      // The exact schedule is host-limiter.test.ts's (on a fake clock); here, that the fetcher
      // applies it: three starts 150 ms apart cannot all arrive within one interval, however the
      // network delays each request.
      expect(starts[2] - starts[0]).toBeGreaterThanOrEqual(150);
    } finally {
      await fetcher.close();
    }
  });
});
