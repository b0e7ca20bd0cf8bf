// robots.txt: fetched once per origin, our agent's rules applied, a missing or failing robots.txt
// means allowed, and API calls (POST) are not crawling.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "./create-fetcher";
import { FetchRefusedError } from "./fetch-refused-error";
import { startConnectionCounter, startLocalServer, type ConnectionCounter, type LocalServer } from "./local-test-server";
import type { Fetcher } from "./types";

const ROBOTS: Record<string, { status: number; body?: string }> = {
  strict: { status: 200, body: "User-agent: UnleakBot\nDisallow: /private\n\nUser-agent: *\nDisallow: /" },
  other: { status: 200, body: "User-agent: SomeoneElse\nDisallow: /" },
  missing: { status: 404 },
  broken: { status: 500 },
};

let site: LocalServer;
let counter: ConnectionCounter;
let fetcher: Fetcher;
const at = (name: string, path: string) => `http://${name}.localhost:${site.port}${path}`;
const robotsFetches = (name: string) =>
  site.received.filter((request) => request.url === "/robots.txt" && request.headers.host?.startsWith(`${name}.`)).length;

beforeAll(async () => {
  counter = await startConnectionCounter();
  site = await startLocalServer((request, response) => {
    const name = (request.headers.host ?? "").split(".")[0];
    if (request.url === "/robots.txt" && name === "sneaky") {
      return void response.writeHead(302, { location: `http://127.0.0.1:${counter.port}/robots.txt` }).end();
    }
    if (request.url === "/robots.txt") {
      const robots = ROBOTS[name] ?? { status: 404 };
      return void response.writeHead(robots.status, { "content-type": "text/plain" }).end(robots.body ?? "");
    }
    if (request.url === "/jump") return void response.writeHead(302, { location: at("strict", "/private/video") }).end();
    response.end(`page ${request.url}`);
  });
  fetcher = createFetcher({ retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port } });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
  await counter.close();
});

describe("fetcher robots.txt", () => {
  it("refuses what robots.txt disallows for UnleakBot and allows the rest", async () => {
    const error = await fetcher.fetch(at("strict", "/private/video")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error).toMatchObject({ reason: "robots", url: at("strict", "/private/video") });
    expect((await fetcher.fetch(at("strict", "/public"))).status).toBe(200);
    expect(site.received.some((request) => request.url === "/private/video")).toBe(false);
  });

  it("fetches robots.txt once per origin, even for concurrent first requests", async () => {
    await Promise.all([1, 2, 3, 4].map((n) => fetcher.fetch(at("other", `/page-${n}`))));
    await fetcher.fetch(at("other", "/page-5"));
    expect(robotsFetches("other")).toBe(1);
    expect(robotsFetches("strict")).toBe(1);
  });

  it("applies only the rules written for our agent or for everyone", async () => {
    expect((await fetcher.fetch(at("other", "/anything"))).status).toBe(200);
  });

  it("treats a missing or failing robots.txt as allowing everything", async () => {
    expect((await fetcher.fetch(at("missing", "/x"))).status).toBe(200);
    expect((await fetcher.fetch(at("broken", "/x"))).status).toBe(200);
  });

  it("fetches robots.txt through the same guard: a redirect to a private address is not followed", async () => {
    expect((await fetcher.fetch(at("sneaky", "/page"))).status).toBe(200);
    expect(robotsFetches("sneaky")).toBe(1);
    expect(counter.connections()).toBe(0);
  });

  it("checks the robots.txt of every redirect target", async () => {
    await expect(fetcher.fetch(at("missing", "/jump"))).rejects.toMatchObject({ reason: "robots" });
  });

  it("does not gate POST API calls, nor anything when respectRobots is false", async () => {
    expect((await fetcher.fetch(at("strict", "/private/api"), { method: "POST", body: "{}" })).status).toBe(200);
    const ignoring = createFetcher({ respectRobots: false, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port } });
    try {
      expect((await ignoring.fetch(at("unchecked", "/private"))).status).toBe(200);
      expect(robotsFetches("unchecked")).toBe(0);
    } finally {
      await ignoring.close();
    }
  });
});
