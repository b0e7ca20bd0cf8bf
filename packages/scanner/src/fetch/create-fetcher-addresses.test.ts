// SSRF refusals: every non-public destination is refused before any connection is made, proven
// by a TCP listener on 127.0.0.1 that counts the connections it receives.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher } from "./create-fetcher";
import { FetchRefusedError } from "./fetch-refused-error";
import { startConnectionCounter, startLocalServer, type ConnectionCounter, type LocalServer } from "./local-test-server";
import type { Fetcher, RefusalReason } from "./types";

let counter: ConnectionCounter;
let site: LocalServer;
let fetcher: Fetcher;
let flips = 0;

beforeAll(async () => {
  counter = await startConnectionCounter();
  const target = `127.0.0.1:${counter.port}`;
  site = await startLocalServer((request, response) => {
    const redirects: Record<string, string> = {
      "/to-loopback": `http://${target}/`,
      "/to-evil-name": `http://evil.test:${counter.port}/`,
      "/to-mapped": `http://[::ffff:7f00:1]:${counter.port}/`,
      "/hop": `http://other.localhost:${site.port}/to-decimal`,
      "/to-decimal": `http://2130706433:${counter.port}/`,
      "/to-file": "file:///etc/passwd",
      "/to-gopher": `gopher://${target}/_stats`,
    };
    const location = redirects[request.url];
    response.writeHead(location ? 302 : 200, location ? { location } : {}).end("ok");
  });
  const table: Record<string, string[]> = {
    "evil.test": ["127.0.0.1"],
    "mixed.test": ["93.184.216.34", "127.0.0.1"],
    "metadata.test": ["169.254.169.254"],
    "v6.test": ["::1"],
    localhost: ["127.0.0.1", "::1"],
  };
  fetcher = createFetcher({
    respectRobots: false,
    retries: 0,
    sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port },
    lookup: async (host) => {
      // The rebinding name answers a public address first, loopback on every later question.
      if (host === "flip.test") return (flips += 1) === 1 ? ["93.184.216.34"] : ["127.0.0.1"];
      return table[host] ?? [];
    },
  });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
  await counter.close();
});

async function reasonFor(url: string): Promise<RefusalReason> {
  const error = await fetcher.fetch(url).then(() => null, (caught: unknown) => caught);
  expect(error, url).toBeInstanceOf(FetchRefusedError);
  return (error as FetchRefusedError).reason;
}

describe("fetcher address refusals", () => {
  it("refuses loopback literals in every notation", async () => {
    const p = counter.port;
    const urls = [
      `http://127.0.0.1:${p}/`,
      `http://127.1:${p}/`,
      `http://2130706433:${p}/`,
      `http://0x7f000001:${p}/`,
      `http://0177.0.0.1:${p}/`,
      `http://127.000.000.001:${p}/`,
      `http://0.0.0.0:${p}/`,
      `http://[::1]:${p}/`,
      `http://[::ffff:127.0.0.1]:${p}/`,
      `http://[::ffff:7f00:1]:${p}/`,
      `https://127.0.0.1:${p}/`,
    ];
    for (const url of urls) expect(await reasonFor(url)).toBe("address");
    expect(counter.connections()).toBe(0);
  });

  it("refuses private, link-local and metadata addresses", async () => {
    for (const host of ["10.0.0.1", "172.16.5.4", "192.168.0.1", "100.64.0.1", "169.254.169.254", "[fd00::1]", "[fe80::1]", "224.0.0.1"]) {
      expect(await reasonFor(`http://${host}:${counter.port}/`)).toBe("address");
    }
  });

  it("refuses names that resolve to a non-public address, checking every answer", async () => {
    for (const name of ["evil.test", "mixed.test", "metadata.test", "v6.test", "localhost"]) {
      expect(await reasonFor(`http://${name}:${counter.port}/`)).toBe("address");
    }
    expect(counter.connections()).toBe(0);
  });

  it("refuses sandbox names and the sandbox address on any other port", async () => {
    expect(await reasonFor(`http://tube-one.localhost:${counter.port}/`)).toBe("address");
    expect(await reasonFor(`http://127.0.0.1:${counter.port}/`)).toBe("address");
    expect(counter.connections()).toBe(0);
    const allowed = await fetcher.fetch(`http://tube-one.localhost:${site.port}/`);
    expect(allowed.status).toBe(200);
    expect((await fetcher.fetch(`http://127.0.0.1:${site.port}/`)).status).toBe(200);
  });

  it("re-checks every redirect hop, however the private target is spelled", async () => {
    for (const path of ["/to-loopback", "/to-evil-name", "/to-mapped", "/hop"]) {
      expect(await reasonFor(`http://tube-one.localhost:${site.port}${path}`)).toBe("address");
    }
    expect(await reasonFor(`http://tube-one.localhost:${site.port}/to-file`)).toBe("scheme");
    expect(await reasonFor(`http://tube-one.localhost:${site.port}/to-gopher`)).toBe("scheme");
    expect(counter.connections()).toBe(0);
  });

  it("checks the address it actually dials, so a DNS answer that changes cannot slip through", async () => {
    expect(await reasonFor(`http://flip.test:${counter.port}/`)).toBe("address");
    expect(flips).toBe(2);
    expect(counter.connections()).toBe(0);
  });

  it("refuses schemes other than http and https, and unreadable URLs", async () => {
    const schemes = ["file:///etc/passwd", "data:text/plain,hi", `gopher://127.0.0.1:${counter.port}/`, "ftp://example.com/x", "javascript:alert(1)", `ws://tube.localhost:${site.port}/`, "wss://example.com/"];
    for (const url of schemes) expect(await reasonFor(url)).toBe("scheme");
    for (const url of ["not a url", "http://", "", "http://exa mple.com/"]) expect(await reasonFor(url)).toBe("invalid-url");
    expect(counter.connections()).toBe(0);
  });
});
