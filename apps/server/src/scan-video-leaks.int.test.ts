// Leaked videos found by their pictures (issue 14): a creator whose references are the frames of
// her videos (sampled from the sandbox's videos as an upload samples them) and their signatures
// runs a full scan through the real scan engine and gets the sandbox's tube and cam leaks of her
// videos, each naming the video and the time in it. A second part measures, per page, how often
// the poster, the preview sprite's tiles and the preview clip (frames, signature) find the video.
// ffmpeg is required (ADR 031): the sandbox makes its videos with it.
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { leakRoutes, scanRoutes } from "@unleak/contracts";
import { leaks, referenceMedia, referenceVideos } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { type PlantedPage, type Sandbox, startSandbox } from "@unleak/sandbox";
import {
  createFetcher,
  createPictureMatcher,
  encodeSignature,
  extractPage,
  frameAt,
  hammingDistance,
  hashImage,
  hashToHex,
  loadSandboxRegistry,
  matchSignature,
  PDQ_MATCH_DISTANCE,
  type PictureMatcher,
  type SampledFrame,
  sampleVideo,
  spriteTiles,
  type VideoSignature,
  videoSignature,
} from "@unleak/scanner";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerOf } from "./testing/answers";
import { waitForScan } from "./testing/scan-helpers";
import { startTestServer, type TestServer } from "./testing/test-server";

const kinds = await testDatabaseKinds();
/** A match's time may fall anywhere in the still shot that holds the leak's frame (6 s in the sandbox). */
const TIME_TOLERANCE_MS = 6000;

interface SampledVideo {
  id: string;
  fileName: string;
  frames: SampledFrame[];
  signature: VideoSignature;
}

let sandbox: Sandbox;
let sampled: SampledVideo[];

beforeAll(async () => {
  sandbox = await startSandbox();
  await sandbox.warm();
  // Sampled exactly as an upload's processing samples them.
  sampled = await Promise.all(sandbox.videos.map(async (video) => ({ id: video.id, fileName: video.fileName, frames: await sampleVideo(video.path), signature: await videoSignature(video.path) })));
}, 180_000);
afterAll(async () => sandbox?.close());

const videoLeaks = (): PlantedPage[] => sandbox.truth.filter((page) => page.kind === "video-leak");
/** Full-length re-uploads under a title card: found only by downloading the video. */
const downloadLeaks = (): PlantedPage[] => sandbox.truth.filter((page) => page.kind === "video-download-leak");

describe.each(kinds)("a full scan with reference videos on $kind", ({ kind, create }) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database, { SANDBOX_PORT: String(sandbox.port) });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
  });

  /** Her videos as processed uploads: a ready row with its stored file and signature, and the sampled frames `keep` keeps as references. */
  async function addVideos(userId: string, keep: (videoId: string, frame: SampledFrame) => boolean = () => true): Promise<Map<string, string>> {
    const { db, storage } = server.runtime;
    const ids = new Map<string, string>();
    for (const video of sampled) {
      const signatureKey = storage.randomKey("vpdq");
      await storage.put("references", signatureKey, encodeSignature(video.signature));
      const planned = sandbox.videos.find((v) => v.id === video.id)!;
      const uploadId = randomUUID();
      const file = await readFile(planned.path);
      const storageKey = storage.randomKey("video");
      await storage.put("references", storageKey, file);
      const [row] = await db
        .insert(referenceVideos)
        .values({ userId, uploadId, uploadKey: randomUUID(), sourceName: video.fileName, bytes: file.length, receivedBytes: file.length, storageKey, signatureKey, durationMs: planned.durationMs, width: 480, height: 270, status: "ready", progress: 100 })
        .returning({ id: referenceVideos.id });
      ids.set(video.id, row.id);
      for (const frame of video.frames.filter((f) => keep(video.id, f))) {
        const key = storage.randomKey("jpg");
        await storage.put("references", key, frame.jpeg);
        const pdq = await hashImage(frame.jpeg, { dihedral: true });
        await db.insert(referenceMedia).values({ userId, kind: "video_frame", storageKey: key, pdqHashes: pdq.dihedral.map(hashToHex), pdqQuality: Math.round(pdq.quality), width: 480, height: 270, sourceName: video.fileName, uploadId, videoId: row.id, timeMs: frame.timeMs });
      }
    }
    return ids;
  }

  it("finds the tube and cam leaks of her videos and names the video and the time in it", async () => {
    const [nova, novaId] = await server.signedInBrowser("nova-videos@example.test", sandbox.demoCreator.name);
    const videoIds = await addVideos(novaId);
    const { scanId } = await answerOf(scanRoutes.start, await nova.request("/api/scans", { json: { scope: "full" } }), 202);
    expect((await waitForScan(nova, scanId, 170_000)).status).toBe("completed");

    const found = new Map((await server.runtime.db.select().from(leaks).where(eq(leaks.userId, novaId))).map((leak) => [leak.url, leak]));
    const planted = videoLeaks();
    const matched = planted.filter((page) => found.get(page.url)?.evidence.videoMatch);
    console.info(`[video leaks] ${matched.length} of ${planted.length} planted video leaks found with a video match`);
    expect(matched.length).toBeGreaterThanOrEqual(Math.ceil(planted.length * 0.8));
    for (const page of matched) {
      const { videoMatch } = found.get(page.url)!.evidence;
      expect(videoMatch, page.url).toMatchObject({ videoId: videoIds.get(page.video!.videoId), sourceName: `${page.video!.videoId}.mp4`, method: "frame" });
      // The poster matches first: the middle of the video.
      expect(Math.abs(videoMatch!.timeMs - page.video!.posterMs), page.url).toBeLessThanOrEqual(TIME_TOLERANCE_MS);
      expect(videoMatch!.mediaUrl).toMatch(/\/posters\/[^/]+\.jpg$/);
    }

    // The full-length re-uploads: nothing on their pages looks like her; their downloaded videos' signatures do.
    const downloads = downloadLeaks();
    const downloaded = downloads.filter((page) => found.get(page.url)?.evidence.videoMatch);
    console.info(`[video leaks] ${downloaded.length} of ${downloads.length} full-length re-uploads found by their downloaded video`);
    expect(downloads.length).toBe(5);
    expect(downloaded.length).toBeGreaterThanOrEqual(4);
    for (const page of downloaded) {
      const leak = found.get(page.url)!;
      expect(leak.evidence.videoMatch, page.url).toMatchObject({ videoId: videoIds.get(page.download!.videoId), sourceName: `${page.download!.videoId}.mp4`, method: "signature", mediaUrl: expect.stringMatching(/\/downloads\/[^/]+\.mp4$/) });
      // The copy starts 8 s into her video.
      const { timeMs, leakTimeMs } = leak.evidence.videoMatch!;
      expect(Math.abs(timeMs - leakTimeMs! - page.download!.fromMs), page.url).toBeLessThanOrEqual(TIME_TOLERANCE_MS);
      expect(leak.thumbnailKey, page.url).toBeTruthy();
    }

    // Matched by its signature, a download has no reference frame: the leak page shows her video at
    // the matched time (taken from her stored video when the leak was saved) beside the leak's frame.
    const download = downloaded[0];
    const downloadDetail = await answerOf(leakRoutes.get, await nova.request(`/api/leaks/${found.get(download.url)!.id}`), 200);
    expect(downloadDetail.matchedReference).toBeNull();
    const { timeMs } = downloadDetail.evidence.videoMatch!;
    expect(downloadDetail.matchedVideoFrame).toMatchObject({ timeMs, url: expect.stringContaining("/files/references/leak-frames/") });
    const shown = Buffer.from(await (await nova.request(downloadDetail.matchedVideoFrame!.url)).arrayBuffer());
    const expected = await frameAt(sandbox.videos.find((video) => video.id === download.download!.videoId)!.path, timeMs);
    expect(hammingDistance((await hashImage(shown)).hash, (await hashImage(expected)).hash)).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);

    // The leak page's API shows the match with the frame it matched.
    const tube = matched.find((page) => sandbox.sites.find((site) => site.id === page.siteId)!.category === "tube")!;
    const detail = await answerOf(leakRoutes.get, await nova.request(`/api/leaks/${found.get(tube.url)!.id}`), 200);
    expect(detail.kind).toBe("picture");
    expect(detail.evidence.videoMatch).toMatchObject({ videoId: videoIds.get(tube.video!.videoId), method: "frame", leakTimeMs: null });
    expect(detail.matchedReference).toMatchObject({ kind: "video_frame" });
  }, 240_000);

  /** A creator's scan and her leaks by URL. */
  async function scanFor(email: string, keep?: (videoId: string, frame: SampledFrame) => boolean) {
    const [browser, userId] = await server.signedInBrowser(email, sandbox.demoCreator.name);
    const videoIds = await addVideos(userId, keep);
    const { scanId } = await answerOf(scanRoutes.start, await browser.request("/api/scans", { json: { scope: "full" } }), 202);
    expect((await waitForScan(browser, scanId, 170_000)).status).toBe("completed");
    const found = new Map((await server.runtime.db.select().from(leaks).where(eq(leaks.userId, userId))).map((leak) => [leak.url, leak]));
    return { videoIds, found };
  }

  // Two more full scans on the first database only: the paths are the scanner's, not the database's.
  it.runIf(kind === kinds[0]!.kind)("finds the video by the preview sprite's tiles when no reference frame is near the poster", async () => {
    const middleOf = new Map(sandbox.videos.map((video) => [video.id, video.durationMs / 2]));
    const { videoIds, found } = await scanFor("nova-sprites@example.test", (videoId, frame) => Math.abs(frame.timeMs - middleOf.get(videoId)!) > 2 * TIME_TOLERANCE_MS);
    const planted = videoLeaks();
    const matched = planted.filter((page) => found.get(page.url)?.evidence.videoMatch);
    const bySprite = matched.filter((page) => found.get(page.url)!.evidence.videoMatch!.mediaUrl.includes("/sprites/"));
    console.info(`[video leaks] without frames near the posters: ${matched.length} of ${planted.length} found, ${bySprite.length} by a sprite tile`);
    expect(matched.length).toBeGreaterThanOrEqual(Math.ceil(planted.length * 0.8));
    // A sprite that could not be read in time (a busy machine) leaves the preview clip to find it.
    expect(bySprite.length).toBeGreaterThanOrEqual(Math.ceil(planted.length / 2));
    for (const page of matched) {
      const { videoMatch } = found.get(page.url)!.evidence;
      expect(videoMatch, page.url).toMatchObject({ videoId: videoIds.get(page.video!.videoId), method: "frame" });
      expect(videoMatch!.mediaUrl, page.url).not.toMatch(/\/posters\//);
      if (bySprite.includes(page)) {
        expect(videoMatch!.leakTimeMs).toBeNull();
        // The evidence names the tile that matched: the time it shows is the matched one.
        expect(Math.abs(page.video!.spriteTilesMs[videoMatch!.tile!] - videoMatch!.timeMs), page.url).toBeLessThanOrEqual(TIME_TOLERANCE_MS);
      } else {
        expect(Math.abs(videoMatch!.timeMs - videoMatch!.leakTimeMs! - page.video!.preview.startMs), page.url).toBeLessThanOrEqual(TIME_TOLERANCE_MS);
      }
    }
  }, 240_000);

  it.runIf(kind === kinds[0]!.kind)("finds a preview clip by its signature alone, at its time in the video", async () => {
    const { videoIds, found } = await scanFor("nova-signatures@example.test", () => false);
    const bySignature = videoLeaks().filter((page) => found.get(page.url)?.evidence.videoMatch?.method === "signature");
    const downloads = downloadLeaks().filter((page) => found.get(page.url)?.evidence.videoMatch?.method === "signature");
    console.info(`[video leaks] with signatures only: ${bySignature.length} of ${videoLeaks().length} preview clips, ${downloads.length} of ${downloadLeaks().length} full-length re-uploads`);
    // The signature finds the cropped clips (measured below: 18 of 18).
    expect(bySignature.length).toBeGreaterThanOrEqual(15);
    expect(downloads.length).toBeGreaterThanOrEqual(4);
    for (const page of bySignature) {
      const leak = found.get(page.url)!;
      expect(leak.kind).toBe("picture");
      expect(leak.evidence.videoMatch).toMatchObject({ videoId: videoIds.get(page.video!.videoId), sourceName: `${page.video!.videoId}.mp4`, mediaUrl: expect.stringMatching(/\/previews\//) });
      const { timeMs, leakTimeMs } = leak.evidence.videoMatch!;
      expect(Math.abs(timeMs - leakTimeMs! - page.video!.preview.startMs)).toBeLessThanOrEqual(TIME_TOLERANCE_MS);
    }
    expect(found.size).toBe(bySignature.length + downloads.length + [...found.values()].filter((leak) => leak.kind === "name").length);
  }, 240_000);
});

describe("how each of a video page's pictures finds the video", () => {
  let matcher: PictureMatcher;
  const frameOf = new Map<string, { videoId: string; timeMs: number }>();

  beforeAll(async () => {
    const references = sampled.flatMap((video) =>
      video.frames.map((frame) => {
        const id = `${video.id}@${frame.timeMs}`;
        frameOf.set(id, { videoId: video.id, timeMs: frame.timeMs });
        return { id, bytes: frame.jpeg };
      }),
    );
    matcher = await createPictureMatcher(references);
  });

  /** Whether a match names the page's video at a time within a shot of `timeMs`. */
  const right = (page: PlantedPage, referenceId: string | undefined, timeMs: number) => {
    const frame = referenceId ? frameOf.get(referenceId) : undefined;
    return !!frame && frame.videoId === page.video!.videoId && Math.abs(frame.timeMs - timeMs) <= TIME_TOLERANCE_MS;
  };

  it("measures the recall of posters, sprite tiles and preview clips (frames and signature) on the sandbox", async () => {
    const registry = loadSandboxRegistry({ port: sandbox.port });
    const fetcher = createFetcher({ sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: sandbox.port }, retries: 4, retryBaseMs: 50 });
    const folder = await mkdtemp(path.join(tmpdir(), "video-recall-"));
    // Misbehaving sites answer an occasional 500 (by request count): ask again, as the next scan would.
    const ok = async <T extends { status: number }>(send: () => Promise<T>): Promise<T> => {
      let answer = await send();
      for (let attempt = 1; attempt < 6 && answer.status !== 200; attempt += 1) answer = await send();
      expect(answer.status).toBe(200);
      return answer;
    };
    const tally = { posters: 0, tiles: 0, tileCount: 0, clipFrames: 0, clipSignatures: 0, pages: 0, downloads: 0, downloadSignatures: 0, downloadPosters: 0 };
    try {
      for (const page of videoLeaks()) {
        const site = registry.sites.find((s) => s.id === page.siteId)!;
        const html = (await ok(() => fetcher.fetch(page.url))).body.toString();
        const content = extractPage(site.extract, undefined, html, page.url);
        const get = async (url: string) => (await ok(() => fetcher.fetch(url))).body;
        tally.pages += 1;

        const poster = await matcher.match(await get(content.images[0]!));
        if (right(page, poster?.referenceId, page.video!.posterMs)) tally.posters += 1;

        const sprite = content.sprites![0]!;
        const tiles = await spriteTiles(await get(sprite.url), sprite.columns, sprite.rows);
        expect(tiles).toHaveLength(page.video!.spriteTilesMs.length);
        const tileMatches = await Promise.all(tiles.map((tile) => matcher.match(tile)));
        tally.tileCount += tiles.length;
        tally.tiles += tileMatches.filter((match, i) => right(page, match?.referenceId, page.video!.spriteTilesMs[i]!)).length;

        const clip = path.join(folder, `${page.siteId}.mp4`);
        await writeFile(clip, await get(content.previewClips![0]!));
        const { startMs } = page.video!.preview;
        const clipFrames = await sampleVideo(clip, { maxFrames: 12 });
        const frameMatches = await Promise.all(clipFrames.map((frame) => matcher.match(frame.jpeg)));
        if (frameMatches.some((match, i) => right(page, match?.referenceId, startMs + clipFrames[i]!.timeMs))) tally.clipFrames += 1;
        // The signature alone, as for a creator who dropped every frame from the filmstrip.
        const reference = sampled.find((video) => video.id === page.video!.videoId)!;
        const bySignature = matchSignature(reference.signature, await videoSignature(clip));
        // Still shots repeat a picture for 6 s: the offset is known to within a shot.
        if (bySignature && Math.abs(bySignature.referenceTimeMs - bySignature.clipTimeMs - startMs) <= TIME_TOLERANCE_MS) tally.clipSignatures += 1;
      }
      for (const page of downloadLeaks()) {
        const site = registry.sites.find((s) => s.id === page.siteId)!;
        expect(site.downloadableVideos).toBe(true);
        const content = extractPage(site.extract, undefined, (await ok(() => fetcher.fetch(page.url))).body.toString(), page.url);
        tally.downloads += 1;
        // Its poster is the uploader's title card: no frame of hers.
        const poster = await matcher.match((await ok(() => fetcher.fetch(content.images[0]!))).body);
        if (poster) tally.downloadPosters += 1;
        expect(content.sprites ?? []).toHaveLength(0);
        const file = path.join(folder, `${page.siteId}-full.mp4`);
        await ok(() => fetcher.download(content.videos![0]!, file, { maxBytes: 64 * 1024 * 1024 }));
        const reference = sampled.find((video) => video.id === page.download!.videoId)!;
        const match = matchSignature(reference.signature, await videoSignature(file));
        if (match && Math.abs(match.referenceTimeMs - match.clipTimeMs - page.download!.fromMs) <= TIME_TOLERANCE_MS) tally.downloadSignatures += 1;
      }
    } finally {
      await rm(folder, { recursive: true, force: true });
      await fetcher.close();
    }
    const share = (n: number, of: number) => `${n}/${of} (${Math.round((100 * n) / of)} %)`;
    console.info(
      `[video recall] pages ${tally.pages}: posters ${share(tally.posters, tally.pages)}, sprite tiles ${share(tally.tiles, tally.tileCount)}, preview clips by frames ${share(tally.clipFrames, tally.pages)}, by signature ${share(tally.clipSignatures, tally.pages)}; full-length re-uploads ${tally.downloads}: by poster ${share(tally.downloadPosters, tally.downloads)}, by the downloaded video's signature ${share(tally.downloadSignatures, tally.downloads)}`,
    );
    expect(tally.downloads).toBe(5);
    expect(tally.downloadPosters).toBe(0);
    expect(tally.downloadSignatures).toBeGreaterThanOrEqual(4);
    expect(tally.pages).toBe(18);
    expect(tally.posters).toBe(tally.pages);
    expect(tally.tiles / tally.tileCount).toBeGreaterThanOrEqual(0.9);
    // Measured 15 of 18 by frames; the signature with its centre crops (crop registration) 18 of 18,
    // where whole frames alone found only the 97 % crops, 4 of 18.
    expect(tally.clipFrames / tally.pages).toBeGreaterThanOrEqual(0.75);
    expect(tally.clipSignatures / tally.pages).toBeGreaterThanOrEqual(0.9);
  }, 240_000);
});
