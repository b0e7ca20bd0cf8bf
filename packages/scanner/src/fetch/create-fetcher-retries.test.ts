// Retries: network errors, 429 and 502/503/504 are tried again with backoff, Retry-After is
// honoured (measured with the server's own clock), and other statuses are returned at once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "./create-fetcher";
import { startLocalServer, type LocalServer, type ReceivedRequest } from "./local-test-server";
import type { Fetcher } from "./types";

let site: LocalServer;
let fetcher: Fetcher;
const base = () => `http://tube-one.localhost:${site.port}`;
const sandbox = () => ({ hostSuffix: ".localhost", address: "127.0.0.1", port: site.port });
const hits = (path: string): ReceivedRequest[] => site.received.filter((request) => request.url === path);

beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    const seen = hits(request.url).length;
    switch (request.url) {
      case "/rate-limited":
        if (seen === 1) return void response.writeHead(429, { "retry-after": "1" }).end();
        return void response.end("served");
      case "/unavailable-until":
        if (seen === 1) {
          const retryAfter = new Date(Date.now() + 2000).toUTCString();
          return void response.writeHead(503, { "retry-after": retryAfter }).end();
        }
        return void response.end("back");
      case "/flaky-gateway":
        return void (seen <= 2 ? response.writeHead(seen === 1 ? 502 : 504).end() : response.end("third time"));
      case "/always-503":
        return void response.writeHead(503).end("down");
      case "/reset-once":
        if (seen === 1) return void response.socket?.destroy();
        return void response.end("recovered");
      case "/long-retry-after":
        return void (seen === 1 ? response.writeHead(429, { "retry-after": "60" }).end() : response.end("capped"));
      case "/server-error":
        return void response.writeHead(500).end("broken");
      default:
        return void response.writeHead(404).end();
    }
  });
  fetcher = createFetcher({ respectRobots: false, retryBaseMs: 20, sandbox: sandbox() });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

describe("fetcher retries", () => {
  it("waits out a 429's Retry-After in seconds before trying again", async () => {
    const result = await fetcher.fetch(`${base()}/rate-limited`);
    expect(result.body.toString()).toBe("served");
    const [first, second] = hits("/rate-limited");
    expect(second.at - first.at).toBeGreaterThanOrEqual(950);
  });

  it("waits out a 503's Retry-After given as an HTTP date", async () => {
    const result = await fetcher.fetch(`${base()}/unavailable-until`);
    expect(result.body.toString()).toBe("back");
    const [first, second] = hits("/unavailable-until");
    // The date has one-second resolution, so the wait is between one and two seconds.
    expect(second.at - first.at).toBeGreaterThanOrEqual(900);
  });

  it("retries 502 and 504 with backoff", async () => {
    const result = await fetcher.fetch(`${base()}/flaky-gateway`);
    expect(result.body.toString()).toBe("third time");
    expect(hits("/flaky-gateway")).toHaveLength(3);
  });

  it("returns the last answer when the retries run out", async () => {
    const before = fetcher.stats().requests;
    const result = await fetcher.fetch(`${base()}/always-503`);
    expect(result.status).toBe(503);
    expect(hits("/always-503")).toHaveLength(3);
    expect(fetcher.stats().requests - before).toBe(3);
  });

  it("retries a connection that dies before answering", async () => {
    const result = await fetcher.fetch(`${base()}/reset-once`);
    expect(result.body.toString()).toBe("recovered");
    expect(hits("/reset-once")).toHaveLength(2);
  });

  it("caps a long Retry-After by maxRetryAfterMs", async () => {
    const capped = createFetcher({ respectRobots: false, maxRetryAfterMs: 200, sandbox: sandbox() });
    try {
      expect((await capped.fetch(`${base()}/long-retry-after`)).body.toString()).toBe("capped");
      const [first, second] = hits("/long-retry-after");
      expect(second.at - first.at).toBeLessThan(5000);
    } finally {
      await capped.close();
    }
  });

  it("does not retry other errors, nor at all when retries is 0", async () => {
    expect((await fetcher.fetch(`${base()}/server-error`)).status).toBe(500);
    expect((await fetcher.fetch(`${base()}/missing`)).status).toBe(404);
    expect(hits("/server-error")).toHaveLength(1);
    expect(hits("/missing")).toHaveLength(1);
    const once = createFetcher({ respectRobots: false, retries: 0, sandbox: sandbox() });
    try {
      expect((await once.fetch(`${base()}/always-503`)).status).toBe(503);
      expect(hits("/always-503")).toHaveLength(4);
    } finally {
      await once.close();
    }
  });
});
