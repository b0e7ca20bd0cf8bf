// The creator's side of a leaked video found by its signature (no reference frame matched): her
// video's frame at the matched time, taken from her stored video when the leak is saved; else her
// sampled frame nearest to that time; never another creator's.
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { LeakEvidence } from "@unleak/contracts";
import { leaks, referenceMedia, referenceVideos } from "@unleak/db";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { frameAt, hammingDistance, hashImage, type Leak, PDQ_MATCH_DISTANCE } from "@unleak/scanner";
import { makeVideo, testVideoDir, zoomScene } from "@unleak/scanner/video/test-videos";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFileStorage } from "../storage/file-storage";
import { seedCreator } from "../testing/seed";
import { getLeak } from "./leaks";
import { saveVideoMatchFrames, videoMatchFrameKey } from "./save-video-match-frame";

const kinds = await testDatabaseKinds();
const storage = createFileStorage({ root: mkdtempSync(path.join(tmpdir(), "unleak-video-frames-")), secret: "s", keys: { current: randomBytes(32) } });
const nova = { kind: "creator" as const, userId: "nova" };

let fixtures: Awaited<ReturnType<typeof testVideoDir>>;
let videoFile: string;
beforeAll(async () => {
  fixtures = await testVideoDir();
  videoFile = await makeVideo(path.join(fixtures.dir, "beach-set.mp4"), [zoomScene(-0.743643887, 0.131825904, 6), zoomScene(0.285, 0.01, 6)]);
}, 60_000);
afterAll(() => fixtures?.remove());

const distance = async (a: Buffer, b: Buffer) => hammingDistance((await hashImage(a)).hash, (await hashImage(b)).hash);

describe.each(kinds)("the frame beside a video matched by its signature, on $kind", ({ create }) => {
  let database: TestDatabase;
  let videoId: string;

  beforeAll(async () => {
    database = await create();
    const { db } = database.handle;
    for (const id of ["nova", "mallory"]) await seedCreator(db, { id, email: `${id}@example.test` });
    const storageKey = storage.randomKey("video");
    const bytes = readFileSync(videoFile);
    await storage.put("references", storageKey, bytes);
    const uploadId = randomUUID();
    const [video] = await db
      .insert(referenceVideos)
      .values({ userId: "nova", uploadId, uploadKey: randomUUID(), sourceName: "beach-set.mp4", bytes: bytes.length, receivedBytes: bytes.length, storageKey, durationMs: 12_000, width: 320, height: 180, status: "ready", progress: 100 })
      .returning();
    videoId = video!.id;
    // Her sampled frames: at 0 s and at 8 s only.
    for (const timeMs of [0, 8000]) {
      const key = storage.randomKey("jpg");
      await storage.put("references", key, await frameAt(videoFile, timeMs));
      await db.insert(referenceMedia).values({ userId: "nova", kind: "video_frame", storageKey: key, pdqHashes: [], pdqQuality: 80, width: 320, height: 180, uploadId, videoId, timeMs, sourceName: "beach-set.mp4" });
    }
  });
  afterAll(async () => database?.dispose());

  /** A leak of her video found by its signature at `timeMs`, saved as a scan saves it. */
  async function signatureLeak(userId: string, url: string, timeMs: number) {
    const videoMatch = { videoId, sourceName: "beach-set.mp4", timeMs, method: "signature" as const, mediaUrl: `${url}/clip.mp4`, leakTimeMs: 1000 };
    const evidence: LeakEvidence = { url, title: "Full video", fetchedAt: "2026-11-01T10:00:00.000Z", httpStatus: 200, videoMatch };
    const [row] = await database.handle.db.insert(leaks).values({ userId, url, siteId: "tube", siteName: "Tube", category: "tube", title: "Full video", kind: "picture", quality: "high", evidence }).returning();
    const found = { url, evidence: { videoMatch } } as unknown as Leak;
    return { id: row!.id, found };
  }

  it("keeps her frame at the matched time and shows it, not her nearest sampled one", async () => {
    const { db } = database.handle;
    const { id, found } = await signatureLeak("nova", "https://tube.example/v1", 4500);
    expect(await saveVideoMatchFrames({ db, storage, userId: "nova", leaks: [found] })).toBe(1);
    const detail = await getLeak({ db, storage, actor: nova, ownerId: "nova", id });
    expect(detail.matchedReference).toBeNull();
    expect(detail.matchedVideoFrame).toMatchObject({ timeMs: 4500, url: expect.stringContaining(`/files/references/${videoMatchFrameKey("nova", "https://tube.example/v1")}?`) });
    const kept = (await storage.get("references", videoMatchFrameKey("nova", "https://tube.example/v1")))!;
    expect(await distance(kept, await frameAt(videoFile, 4500))).toBeLessThanOrEqual(PDQ_MATCH_DISTANCE);
    expect(await distance(kept, await frameAt(videoFile, 8000))).toBeGreaterThan(PDQ_MATCH_DISTANCE);
  });

  it("falls back to her sampled frame nearest the matched time, and takes nothing from another creator's video", async () => {
    const { db } = database.handle;
    const { id } = await signatureLeak("nova", "https://tube.example/v2", 7000);
    expect((await getLeak({ db, storage, actor: nova, ownerId: "nova", id })).matchedVideoFrame).toMatchObject({ timeMs: 8000 });

    // A leak of Mallory's naming Nova's video: neither a frame taken nor one of Nova's shown.
    const mallory = await signatureLeak("mallory", "https://tube.example/v3", 4500);
    expect(await saveVideoMatchFrames({ db, storage, userId: "mallory", leaks: [mallory.found] })).toBe(0);
    expect((await getLeak({ db, storage, actor: { kind: "creator", userId: "mallory" }, ownerId: "mallory", id: mallory.id })).matchedVideoFrame).toBeNull();
  });
});
