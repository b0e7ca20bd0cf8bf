// Whether a search engine still lists a page: direct result links and redirector links count,
// another page of the same site does not, and an unreadable result page decides nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "@unleak/scanner";
import { startLocalServer, type LocalServer } from "@unleak/scanner/fetch/local-test-server";
import { checkDelisting } from "./check-delisting";

const now = () => new Date("2026-03-01T12:00:00Z");
let engine: LocalServer;
let fetcher: Fetcher;
const at = (p: string) => `http://findr.localhost:${engine.port}${p}`;
const leak = "http://vidleakr.localhost:8080/video/7";

beforeAll(async () => {
  engine = await startLocalServer((request, response) => {
    const q = new URL(request.url, "http://x").searchParams.get("q");
    if (q === "busy") { response.writeHead(503); response.end(); return; }
    const results =
      q === "direct" ? `<a href="${leak}/">Video 7</a>` :
      q === "redirector" ? `<a href="/url?q=${encodeURIComponent(leak)}&sa=U">Video 7</a>` :
      `<a href="http://vidleakr.localhost:8080/video/70">Video 70</a>`;
    response.writeHead(200, { "content-type": "text/html" });
    response.end(`<html><body><ol>${results}</ol></body></html>`);
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: engine.port } });
});
afterAll(async () => {
  await fetcher?.close();
  await engine?.close();
});

describe("checkDelisting", () => {
  it("finds the page among direct and redirector result links", async () => {
    expect(await checkDelisting({ searchUrl: at("/search?q=direct"), pageUrl: leak, fetcher, now })).toMatchObject({ listed: true, reason: "listed", evidence: { status: 200 } });
    expect(await checkDelisting({ searchUrl: at("/search?q=redirector"), pageUrl: leak, fetcher, now })).toMatchObject({ listed: true });
  });

  it("says not listed when only other pages come up", async () => {
    const result = await checkDelisting({ searchUrl: at("/search?q=gone"), pageUrl: leak, fetcher, now });
    expect(result).toMatchObject({ listed: false, reason: "not-listed", checkedAt: "2026-03-01T12:00:00.000Z" });
    expect(result.evidence.bodySha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("decides nothing when the result page does not answer 200", async () => {
    expect(await checkDelisting({ searchUrl: at("/search?q=busy"), pageUrl: leak, fetcher, now })).toMatchObject({ listed: null, reason: "http-503" });
  });
});
