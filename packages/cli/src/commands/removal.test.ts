// `unleak removal check` against a loopback site: one JSON line per check, loopback only with
// --allow-loopback, the reference picture compared by PDQ, bad arguments exit 2 with a message.
import { mkdtemp, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalServer, type LocalServer } from "@unleak/scanner/fetch/local-test-server";
import { main } from "../main";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
let server: LocalServer;
let referenceFile: string;
let textFile: string;

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (line: string) => out.push(line), err: (line: string) => err.push(line) }, out, err };
}

beforeAll(async () => {
  const reference = readFileSync(path.join(photos, "mate-Garden.jpg"));
  const copy = await sharp(reference).resize({ width: 300 }).jpeg({ quality: 55 }).toBuffer();
  const dir = await mkdtemp(path.join(tmpdir(), "unleak-removal-"));
  referenceFile = path.join(dir, "garden.jpg");
  textFile = path.join(dir, "notes.txt");
  await writeFile(referenceFile, reference);
  await writeFile(textFile, "not a picture");
  server = await startLocalServer((request, response) => {
    if (request.url === "/video/1") {
      response.writeHead(200, { "content-type": "text/html" });
      response.end(`<html><head><title>Garden walk</title></head><body><h1>Garden walk</h1><img src="/media/1.jpg"><p>A walk through the garden in spring, with flowers along every path.</p></body></html>`);
    } else if (request.url === "/media/1.jpg") {
      response.writeHead(200, { "content-type": "image/jpeg" });
      response.end(copy);
    } else {
      response.writeHead(404, { "content-type": "text/html" });
      response.end("<html><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>");
    }
  });
});
afterAll(async () => server?.close());

const at = (p: string) => `http://site.localhost:${server.port}${p}`;

describe("unleak removal check", () => {
  it("prints one JSON line with the outcome and its evidence, exit 0", async () => {
    const run = capture();
    expect(await main(["removal", "check", at("/video/gone"), "--allow-loopback"], run.io)).toBe(0);
    expect(run.out).toHaveLength(1);
    const line = JSON.parse(run.out[0]);
    expect(line).toMatchObject({ url: at("/video/gone"), outcome: "removed", reason: "http-404", evidence: { page: { status: 404, title: "Not Found" } } });
  });

  it("compares the page's pictures with --reference", async () => {
    const run = capture();
    expect(await main(["removal", "check", at("/video/1"), "--reference", referenceFile, "--media", at("/media/1.jpg"), "--allow-loopback"], run.io)).toBe(0);
    const line = JSON.parse(run.out[0]);
    expect(line).toMatchObject({ outcome: "up", reason: "media-matches" });
    expect(line.evidence.media[0]).toMatchObject({ url: at("/media/1.jpg"), source: "given", status: 200, matched: true });
  });

  it("checks each --media file on its own: a page gone while its file is still served and matching is not removed", async () => {
    const served = capture();
    expect(await main(["removal", "check", at("/video/gone"), "--reference", referenceFile, "--media", `http://cdn.localhost:${server.port}/media/1.jpg`, "--allow-loopback"], served.io)).toBe(0);
    const vetoed = JSON.parse(served.out[0]);
    expect(vetoed).toMatchObject({ url: at("/video/gone"), outcome: "up", reason: "media-still-served", evidence: { page: { status: 404 }, pageCheck: { outcome: "removed", reason: "http-404" } } });
    expect(vetoed.evidence.mediaFiles).toEqual([expect.objectContaining({ url: `http://cdn.localhost:${server.port}/media/1.jpg`, outcome: "up", reason: "media-matches", evidence: expect.objectContaining({ matched: true, response: expect.objectContaining({ status: 200 }) }) })]);
    const gone = capture();
    expect(await main(["removal", "check", at("/video/gone"), "--reference", referenceFile, "--media", at("/media/gone.jpg"), "--allow-loopback"], gone.io)).toBe(0);
    expect(JSON.parse(gone.out[0])).toMatchObject({ outcome: "removed", reason: "http-404", evidence: { mediaFiles: [{ outcome: "removed", reason: "http-404" }] } });
  });

  it("refuses loopback without --allow-loopback: nothing reached, outcome unknown", async () => {
    const before = server.received.length;
    const run = capture();
    expect(await main(["removal", "check", `http://127.0.0.1:${server.port}/video/1`], run.io)).toBe(0);
    expect(JSON.parse(run.out[0])).toMatchObject({ outcome: "unknown", reason: "fetch-error:refused:address" });
    expect(server.received.length).toBe(before);
  });

  it("exits 2 with a message on bad arguments", async () => {
    const cases: [string[], string][] = [
      [["removal"], "missing subcommand"],
      [["removal", "verify", at("/")], 'unknown subcommand "verify"'],
      [["removal", "check"], "missing URL"],
      [["removal", "check", "ftp://example.com/x"], "not an http(s) URL"],
      [["removal", "check", at("/"), "--media", "nope"], "not an http(s) URL: nope"],
      [["removal", "check", at("/"), "--frobnicate"], "--frobnicate"],
      [["removal", "check", at("/"), "--reference", "/nonexistent/ref.jpg"], "no such file"],
      [["removal", "check", at("/"), "--reference", textFile], "not a picture"],
    ];
    for (const [args, message] of cases) {
      const run = capture();
      expect(await main(args, run.io), args.join(" ")).toBe(2);
      expect(run.out).toEqual([]);
      expect(run.err[0], args.join(" ")).toContain(message);
    }
  });
});
