// Redirects are followed by hand: counted, resolved relative to the hop, method rules applied,
// and a caller's credentials never carried to another origin.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "./create-fetcher";
import { FetchRefusedError } from "./fetch-refused-error";
import { startLocalServer, type LocalServer } from "./local-test-server";
import type { Fetcher } from "./types";

let site: LocalServer;
let fetcher: Fetcher;
const base = () => `http://tube-one.localhost:${site.port}`;

beforeAll(async () => {
  site = await startLocalServer((request, response) => {
    const url = new URL(request.url, "http://x");
    const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
    if (chain) {
      const left = Number(chain[1]);
      if (left === 0) return void response.end("arrived");
      return void response.writeHead(302, { location: `/chain/${left - 1}` }).end();
    }
    const routes: Record<string, [number, string]> = {
      "/a/relative": [301, "../final?from=relative"],
      "/see-other": [303, "/echo"],
      "/temporary": [307, "/echo"],
      "/moved-post": [302, "/echo"],
      "/cross-origin": [302, `http://other.localhost:${site.port}/echo`],
      "/same-origin": [302, "/echo"],
      "/loop-a": [302, "/loop-b"],
      "/loop-b": [302, "/loop-a"],
    };
    const route = routes[url.pathname];
    if (route) return void response.writeHead(route[0], { location: route[1] }).end();
    if (url.pathname === "/no-location") return void response.writeHead(302).end("nowhere");
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ method: request.method, body: request.body, path: request.url, apiKey: request.headers["x-api-key"] ?? null }));
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port } });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

describe("fetcher redirects", () => {
  it("follows a chain and reports every hop and the final URL", async () => {
    const result = await fetcher.fetch(`${base()}/chain/3`);
    expect(result.status).toBe(200);
    expect(result.body.toString()).toBe("arrived");
    expect(result.requestedUrl).toBe(`${base()}/chain/3`);
    expect(result.url).toBe(`${base()}/chain/0`);
    expect(result.redirects).toEqual([`${base()}/chain/3`, `${base()}/chain/2`, `${base()}/chain/1`]);
  });

  it("allows exactly maxRedirects hops and refuses one more", async () => {
    expect((await fetcher.fetch(`${base()}/chain/5`)).redirects).toHaveLength(5);
    const error = await fetcher.fetch(`${base()}/chain/6`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error).toMatchObject({ reason: "redirects", url: `${base()}/chain/6` });
    await expect(fetcher.fetch(`${base()}/loop-a`)).rejects.toMatchObject({ reason: "redirects" });
  });

  it("honours a smaller maxRedirects, including zero", async () => {
    const strict = createFetcher({ respectRobots: false, maxRedirects: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port } });
    try {
      await expect(strict.fetch(`${base()}/chain/1`)).rejects.toMatchObject({ reason: "redirects" });
      expect((await strict.fetch(`${base()}/chain/0`)).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("resolves a relative Location against the hop that sent it", async () => {
    const result = await fetcher.fetch(`${base()}/a/relative`);
    expect(result.url).toBe(`${base()}/final?from=relative`);
  });

  it("turns POST into GET on 303 and 302, keeps it on 307", async () => {
    const seeOther = JSON.parse((await fetcher.fetch(`${base()}/see-other`, { method: "POST", body: "q=1" })).body.toString());
    expect(seeOther).toMatchObject({ method: "GET", body: "" });
    const moved = JSON.parse((await fetcher.fetch(`${base()}/moved-post`, { method: "POST", body: "q=1" })).body.toString());
    expect(moved).toMatchObject({ method: "GET", body: "" });
    const temporary = JSON.parse((await fetcher.fetch(`${base()}/temporary`, { method: "POST", body: "q=1" })).body.toString());
    expect(temporary).toMatchObject({ method: "POST", body: "q=1" });
  });

  it("keeps the caller's headers on the same origin and drops them on another", async () => {
    const headers = { "X-Api-Key": "secret" };
    const same = JSON.parse((await fetcher.fetch(`${base()}/same-origin`, { headers })).body.toString());
    expect(same.apiKey).toBe("secret");
    const cross = JSON.parse((await fetcher.fetch(`${base()}/cross-origin`, { headers })).body.toString());
    expect(cross.apiKey).toBeNull();
  });

  it("returns a redirect status without a Location as it is", async () => {
    const result = await fetcher.fetch(`${base()}/no-location`);
    expect(result.status).toBe(302);
    expect(result.redirects).toEqual([]);
  });
});
