// Byte and time caps: an oversized body is cut off while streaming, a slow server is abandoned,
// and what comes back has the documented shape.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, DEFAULT_USER_AGENT } from "./create-fetcher";
import { FetchRefusedError } from "./fetch-refused-error";
import { sleep, startLocalServer, type LocalServer } from "./local-test-server";
import type { Fetcher } from "./types";

let site: LocalServer;
let fetcher: Fetcher;
let streamedBytes = 0;
const base = () => `http://tube-one.localhost:${site.port}`;

beforeAll(async () => {
  site = await startLocalServer(async (request, response) => {
    switch (request.url) {
      case "/declared-large":
        response.writeHead(200, { "content-length": String(5000) }).end(Buffer.alloc(5000, 97));
        return;
      case "/streamed-large": {
        // No Content-Length: the cap must be enforced on the bytes as they arrive.
        response.writeHead(200, { "content-type": "application/octet-stream" });
        for (let i = 0; i < 200 && !response.destroyed; i += 1) {
          response.write(Buffer.alloc(512, 98));
          streamedBytes += 512;
          await sleep(2);
        }
        response.end();
        return;
      }
      case "/exactly-cap":
        response.end(Buffer.alloc(1024, 99));
        return;
      case "/video":
        // 64 KiB in 1 KiB writes: larger than the in-memory cap, fine for a download's own cap.
        response.writeHead(200, { "content-type": "video/mp4" });
        for (let i = 0; i < 64; i += 1) response.write(Buffer.alloc(1024, i));
        response.end();
        return;
      case "/missing-video":
        response.writeHead(404).end("not here");
        return;
      case "/slow-headers":
        await sleep(1500);
        response.end("late");
        return;
      case "/slow-body":
        response.writeHead(200);
        for (let i = 0; i < 30 && !response.destroyed; i += 1) {
          response.write("x");
          await sleep(100);
        }
        response.end();
        return;
      default:
        response.setHeader("x-test", "yes");
        response.end(request.method === "HEAD" ? undefined : `hello ${request.headers["user-agent"]}`);
    }
  });
  fetcher = createFetcher({
    respectRobots: false,
    retries: 0,
    maxBytes: 1024,
    timeoutMs: 400,
    sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: site.port },
  });
});

afterAll(async () => {
  await fetcher.close();
  await site.close();
});

describe("fetcher limits", () => {
  it("returns status, lowercased headers, body, timing and our user agent", async () => {
    const before = Date.now();
    const result = await fetcher.fetch(`${base()}/page`, { headers: { Accept: "text/html" } });
    expect(result.status).toBe(200);
    expect(result.headers["x-test"]).toBe("yes");
    expect(result.body.toString()).toBe(`hello ${DEFAULT_USER_AGENT}`);
    expect(result.fetchedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(result.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(site.received.at(-1)?.headers.accept).toBe("text/html");
  });

  it("sends HEAD without reading a body", async () => {
    const result = await fetcher.fetch(`${base()}/page`, { method: "HEAD" });
    expect(result.status).toBe(200);
    expect(result.body.length).toBe(0);
  });

  it("refuses a body whose declared length is over the cap", async () => {
    const error = await fetcher.fetch(`${base()}/declared-large`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(FetchRefusedError);
    expect(error).toMatchObject({ reason: "size" });
  });

  it("aborts a streamed body once it passes the cap, without reading the rest", async () => {
    await expect(fetcher.fetch(`${base()}/streamed-large`)).rejects.toMatchObject({ reason: "size" });
    await sleep(100);
    expect(streamedBytes).toBeLessThan(200 * 512);
  });

  it("accepts a body of exactly the cap", async () => {
    expect((await fetcher.fetch(`${base()}/exactly-cap`)).body.length).toBe(1024);
  });

  it("streams a download into a file, past the in-memory cap, within its own cap", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "download-"));
    try {
      const file = path.join(folder, "video.mp4");
      const result = await fetcher.download(`${base()}/video`, file, { maxBytes: 64 * 1024 });
      expect(result).toMatchObject({ status: 200, bytes: 64 * 1024 });
      expect(result.body.length).toBe(0);
      const written = await readFile(file);
      expect(written.length).toBe(64 * 1024);
      expect(written[1024 * 63]).toBe(63);
      // Over its cap the download stops, with what arrived so far in the file.
      const cut = path.join(folder, "cut.mp4");
      await expect(fetcher.download(`${base()}/video`, cut, { maxBytes: 10 * 1024 })).rejects.toMatchObject({ reason: "size" });
      expect((await stat(cut).catch(() => ({ size: 0 }))).size).toBeLessThanOrEqual(10 * 1024);
      // A non-2xx answer is returned in memory and nothing is written.
      const missing = await fetcher.download(`${base()}/missing-video`, path.join(folder, "none.mp4"), { maxBytes: 1024 });
      expect(missing).toMatchObject({ status: 404 });
      expect(missing.body.toString()).toBe("not here");
      await expect(stat(path.join(folder, "none.mp4"))).rejects.toMatchObject({ code: "ENOENT" });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it("gives up on a server that is slow to answer", async () => {
    const started = Date.now();
    await expect(fetcher.fetch(`${base()}/slow-headers`)).rejects.toMatchObject({ reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it("counts the body in the time limit: a trickling body times out too", async () => {
    const started = Date.now();
    await expect(fetcher.fetch(`${base()}/slow-body`)).rejects.toMatchObject({ reason: "timeout" });
    expect(Date.now() - started).toBeLessThan(2500);
  });
});
