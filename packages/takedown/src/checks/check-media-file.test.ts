// The media file checked on its own, against a tiny loopback CDN: gone (404, 410, a gone domain),
// an empty body or a not-found page in its place, a picture that no longer matches (replaced), the
// matched picture or a file that cannot be compared still served (up), 403 restricted, challenge and
// 5xx unknown; and one round judged with its page, so a page gone while its file is served is not removed.
import { readFileSync } from "node:fs";
import type { ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "@unleak/scanner";
import { startLocalServer, type LocalServer } from "@unleak/scanner/fetch/local-test-server";
import { checkLeakRemoval, mediaFilesOf, MAX_MEDIA_FILES } from "./check-leak-removal";
import { checkMediaFile } from "./check-media-file";
import { mediaFileCheckSchema } from "./removal-check-schema";

const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const photo = (name: string) => readFileSync(path.join(photos, `${name}.jpg`));
const now = () => new Date("2026-03-01T12:00:00Z");

let reference: Buffer;
let copy: Buffer;
let other: Buffer;
let cdn: LocalServer;
let fetcher: Fetcher;

function send(response: ServerResponse, status: number, body: string | Buffer, type = typeof body === "string" ? "text/html; charset=utf-8" : "image/jpeg", headers: Record<string, string> = {}) {
  response.writeHead(status, { "content-type": type, ...headers });
  response.end(body);
}

beforeAll(async () => {
  reference = photo("mate-Dune");
  copy = await sharp(reference).resize({ width: 300 }).jpeg({ quality: 60 }).toBuffer();
  other = await sharp(photo("plasma-Path")).resize({ width: 300 }).jpeg({ quality: 70 }).toBuffer();
  cdn = await startLocalServer((request, response) => {
    const url = request.url;
    if (url === "/f/copy.jpg") return send(response, 200, copy);
    if (url === "/f/other.jpg") return send(response, 200, other);
    if (url === "/f/clip.mp4") return send(response, 200, Buffer.from("\u0000\u0000\u0000\u0018ftypmp42 not a picture"), "video/mp4");
    if (url === "/f/empty.jpg") return send(response, 200, Buffer.alloc(0));
    if (url === "/f/410.jpg") return send(response, 410, "Gone", "text/plain");
    if (url === "/f/notice.jpg") return send(response, 200, "<html><head><title>File host</title></head><body><h1>This file has been removed.</h1></body></html>");
    if (url === "/f/landing.jpg") return send(response, 200, "<html><head><title>Download copy.jpg</title></head><body><h1>copy.jpg</h1><p>Click to download.</p></body></html>");
    if (url === "/f/private.jpg") return send(response, 403, "Forbidden", "text/plain");
    if (url === "/f/challenge.jpg") return send(response, 403, "<html><head><title>Just a moment...</title></head><body>cf-chl</body></html>", "text/html", { "cf-ray": "8a-FRA" });
    if (url === "/f/busy.jpg") return send(response, 503, "busy", "text/plain");
    if (url === "/page/up") return send(response, 200, `<html><head><title>Dune walk</title></head><body><h1>Dune walk</h1><img src="/f/copy.jpg"><p>A long walk over the dunes at dusk, sand and wind and the sea behind.</p></body></html>`);
    if (url === "/page/gone") return send(response, 404, "<html><head><title>Not Found</title></head><body><h1>Not Found</h1></body></html>");
    return send(response, 404, "Not Found", "text/plain");
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, timeoutMs: 5000, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: cdn.port } });
});
afterAll(async () => {
  await fetcher?.close();
  await cdn?.close();
});

const file = (p: string) => `http://cdn.localhost:${cdn.port}${p}`;
const check = (p: string, withReference = true) => checkMediaFile({ url: file(p), reference: withReference ? reference : undefined, fetcher, now });

describe("checkMediaFile", () => {
  it("calls the matched picture still served up, with its PDQ and distance as evidence", async () => {
    const result = await check("/f/copy.jpg");
    expect(result).toMatchObject({ url: file("/f/copy.jpg"), outcome: "up", reason: "media-matches", checkedAt: "2026-03-01T12:00:00.000Z", evidence: { matched: true, response: { status: 200, headers: { "content-type": "image/jpeg" } } } });
    expect(result.evidence.pdq).toMatch(/^[0-9a-f]{64}$/);
    expect(result.evidence.distance).toBeLessThanOrEqual(31);
    expect(result.evidence.response.bodySha256).toMatch(/^[0-9a-f]{64}$/);
    expect(mediaFileCheckSchema.parse(result)).toEqual(result);
  });

  it("calls another picture at the file's address replaced", async () => {
    const result = await check("/f/other.jpg");
    expect(result).toMatchObject({ outcome: "media-replaced", reason: "media-no-match", evidence: { matched: false } });
    expect(result.evidence.distance).toBeGreaterThan(31);
  });

  it("calls a served file it cannot compare, or any file without a reference, up: still served", async () => {
    expect(await check("/f/clip.mp4")).toMatchObject({ outcome: "up", reason: "media-served" });
    expect(await check("/f/other.jpg", false)).toMatchObject({ outcome: "up", reason: "media-served" });
  });

  it("calls 404, 410, an empty body and a not-found page removed or a soft 404", async () => {
    expect(await check("/f/missing.jpg")).toMatchObject({ outcome: "removed", reason: "http-404", evidence: { response: { status: 404 } } });
    expect(await check("/f/410.jpg")).toMatchObject({ outcome: "removed", reason: "http-410" });
    expect(await check("/f/empty.jpg")).toMatchObject({ outcome: "soft-404", reason: "empty-body" });
    expect(await check("/f/notice.jpg")).toMatchObject({ outcome: "soft-404", reason: "not-found-wording", evidence: { wording: "has been removed" } });
  });

  it("calls 403 restricted, a challenge, 503 and a page it cannot judge unknown: never removed", async () => {
    expect(await check("/f/private.jpg")).toMatchObject({ outcome: "restricted", reason: "http-403" });
    expect(await check("/f/challenge.jpg")).toMatchObject({ outcome: "unknown", reason: "challenge" });
    expect(await check("/f/busy.jpg")).toMatchObject({ outcome: "unknown", reason: "http-503" });
    expect(await check("/f/landing.jpg")).toMatchObject({ outcome: "unknown", reason: "media-not-a-file" });
  });
});

describe("checkLeakRemoval", () => {
  const page = () => file("/page/gone");

  it("keeps a leak up whose page is gone while its file is still served and matching", async () => {
    const round = await checkLeakRemoval({ pageUrl: page(), mediaUrls: [file("/f/copy.jpg")], reference, fetcher, now });
    expect(round.page).toMatchObject({ outcome: "removed", reason: "http-404" });
    expect(round.media).toEqual([expect.objectContaining({ url: file("/f/copy.jpg"), outcome: "up", reason: "media-matches" })]);
    expect(round.verdict).toEqual({ outcome: "up", reason: "media-still-served", vetoedBy: "media-matches" });
  });

  it("counts the leak removed when its page and its file are gone, and leaves it open when the file cannot be judged", async () => {
    expect((await checkLeakRemoval({ pageUrl: page(), mediaUrls: [file("/f/missing.jpg")], reference, fetcher, now })).verdict).toEqual({ outcome: "removed", reason: "http-404" });
    expect((await checkLeakRemoval({ pageUrl: page(), mediaUrls: [file("/f/busy.jpg")], reference, fetcher, now })).verdict).toEqual({ outcome: "unknown", reason: "media-unknown", vetoedBy: "http-503" });
  });

  it("fetches and compares a file once per round when the page that shows it is up", async () => {
    const asked = () => cdn.received.filter((request) => request.url === "/f/copy.jpg").length;
    const before = asked();
    const round = await checkLeakRemoval({ pageUrl: file("/page/up"), mediaUrls: [file("/f/copy.jpg")], reference, fetcher, now });
    expect(round.page).toMatchObject({ outcome: "up", reason: "media-matches" });
    expect(round.media).toEqual([expect.objectContaining({ outcome: "up", reason: "media-matches", evidence: expect.objectContaining({ matched: true, pdq: round.page.evidence.media![0]!.pdq }) })]);
    expect(asked() - before).toBe(1);
  });

  it("checks each media address other than the page's once, at most MAX_MEDIA_FILES", () => {
    const many = Array.from({ length: MAX_MEDIA_FILES + 2 }, (_, i) => `https://cdn.example/${i}.jpg`);
    expect(mediaFilesOf("https://site.example/v/1", ["https://site.example/v/1", "https://cdn.example/0.jpg", "https://CDN.example/0.jpg", ...many])).toEqual(many.slice(0, MAX_MEDIA_FILES));
  });
});
