import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { type ReferenceVideo, referenceRoutes as routes } from "@unleak/contracts";
import { processReferenceVideo } from "@unleak/core/references/process-reference-video";
import { referenceMedia, referenceVideos } from "@unleak/db";
import { JobExpiredError, QueueStoppingError } from "@unleak/jobs";
import { testDatabaseKinds, type TestDatabase } from "@unleak/db/testing";
import { gradientScene, makeVideo, testVideoDir, zoomScene } from "@unleak/scanner/video/test-videos";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { answerOf } from "../testing/answers";
import { startTestServer, type TestBrowser, type TestServer } from "../testing/test-server";

const kinds = await testDatabaseKinds();
/** The stored file's key in a signed link (/files/references/KEY?expires=…). */
const keyOf = (url: string) => new URL(url, "http://x").pathname.split("/")[3];
const tus = { "tus-resumable": "1.0.0" };

/** ffmpeg and ffprobe processes this test process started that are still running. */
const videoChildren = () => {
  try {
    return execFileSync("ps", ["-o", "comm=", "--ppid", String(process.pid)], { encoding: "utf8" }).split("\n").filter((name) => /^ff(mpeg|probe)$/.test(name.trim()));
  } catch {
    return []; // ps exits 1 when there is no child at all
  }
};

/** Uploads a whole file through the resumable endpoint in one PATCH; answers its upload URL. */
async function uploadVideo(browser: TestBrowser, bytes: Buffer, name: string): Promise<string> {
  const created = await browser.request("/api/uploads/videos", { method: "POST", headers: { ...tus, "upload-length": String(bytes.length), "upload-metadata": `filename ${Buffer.from(name).toString("base64")}` } });
  expect(created.status).toBe(201);
  const location = created.headers.get("location")!;
  const sent = await browser.request(location, { method: "PATCH", headers: { ...tus, "upload-offset": "0", "content-type": "application/offset+octet-stream" }, body: new Uint8Array(bytes) });
  expect(sent.status).toBe(204);
  return location;
}

describe.each(kinds)("reference videos on $kind", ({ create }) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: TestBrowser;
  let bob: TestBrowser;
  let video: Buffer;
  let fastVideo: Buffer;
  let removeVideos: () => Promise<void>;

  const videosOf = async (browser: TestBrowser) => (await answerOf(routes.videos, await browser.request("/api/reference-videos"), 200)).videos;
  async function processed(id: string): Promise<ReferenceVideo> {
    for (let i = 0; i < 480; i += 1) {
      const answer = await answerOf(routes.video, await alice.request(`/api/reference-videos/${id}`), 200);
      if (answer.status !== "processing" && answer.status !== "uploading") return answer;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error("the video was never processed");
  }

  beforeAll(async () => {
    database = await create();
    server = await startTestServer(database);
    [alice] = await server.signedInBrowser("alice-filmstrip@example.test");
    [bob] = await server.signedInBrowser("bob-filmstrip@example.test");
    const { dir, remove } = await testVideoDir();
    removeVideos = remove;
    // About 20 s in four scenes: frames must come from all of it, not only its start.
    video = readFileSync(await makeVideo(path.join(dir, "beach-set.mp4"), [gradientScene(3, 5), zoomScene(-0.75, 0.1, 5), gradientScene(11, 5), zoomScene(-1.25, 0.02, 5)]));
    // Two seconds at 240 frames a second: over the 120 fps limit.
    fastVideo = readFileSync(await makeVideo(path.join(dir, "slow-motion.mp4"), ["testsrc=s=64x36:rate=240:duration=2"]));
  });
  afterAll(async () => {
    await server?.stop();
    await database?.dispose();
    await removeVideos?.();
  });

  it("processes an uploaded video into frames across its whole length and a signature, and keeps the filmstrip editable", async () => {
    await uploadVideo(alice, video, "beach-set.mp4");
    const [listed] = await videosOf(alice);
    expect(listed).toMatchObject({ sourceName: "beach-set.mp4", bytes: video.length, receivedBytes: video.length });
    const first = await processed(listed.id);
    // A worker that died mid-run leaves the video processing: the rerun starts over, keeping no frame twice.
    await server.runtime.db.update(referenceVideos).set({ status: "processing", progress: 40 }).where(eq(referenceVideos.id, first.id));
    await processReferenceVideo({ db: server.runtime.db, storage: server.runtime.storage, videoId: first.id });
    const ready = await processed(listed.id);
    expect(ready.frames.map((frame) => frame.timeMs)).toEqual(first.frames.map((frame) => frame.timeMs));
    for (const frame of first.frames) expect(await server.runtime.storage.exists("references", keyOf(frame.url))).toBe(false);
    expect(ready).toMatchObject({ status: "ready", progress: 100, error: null, hasSignature: true, width: 320, height: 180 });
    expect(ready.durationMs).toBeGreaterThan(19_000);
    expect(ready.durationMs).toBeLessThan(21_000);
    const times = ready.frames.map((frame) => frame.timeMs!);
    expect(ready.frames.length).toBeGreaterThanOrEqual(8);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times[0]).toBeLessThan(3000);
    expect(times.at(-1)).toBeGreaterThan(17_000);
    expect(ready.frames.every((frame) => frame.kind === "video_frame" && frame.videoId === ready.id && frame.uploadId === ready.uploadId)).toBe(true);
    const [row] = await server.runtime.db.select().from(referenceVideos).where(eq(referenceVideos.id, ready.id));
    expect(await server.runtime.storage.exists("references", row.signatureKey!)).toBe(true);
    expect(row.processedAt).toBeInstanceOf(Date);
    // The video's frames count with the video, as one upload.
    const { quota } = await answerOf(routes.list, await alice.request("/api/references"), 200);
    expect(quota.uploads.used).toBe(1);
    expect(quota.videos.used).toBe(video.length);

    // Another creator reaches none of it.
    expect((await bob.request(`/api/reference-videos/${ready.id}`)).status).toBe(404);
    expect((await bob.request(`/api/reference-videos/${ready.id}/frames`, { json: { timeMs: 5000 } })).status).toBe(404);
    expect((await bob.request(`/api/reference-videos/${ready.id}`, { method: "DELETE" })).status).toBe(404);
    expect(await videosOf(bob)).toEqual([]);

    // Add a frame the sampling left out; the same time twice, or past the end, is refused.
    const kept = await alice.request(`/api/reference-videos/${ready.id}/frames`, { json: { timeMs: times[0] } });
    expect(kept.status).toBe(409);
    expect((await kept.json()).error.code).toBe("CONFLICT");
    const past = await alice.request(`/api/reference-videos/${ready.id}/frames`, { json: { timeMs: 25_000 } });
    expect(past.status).toBe(422);
    const added = await answerOf(routes.addFrame, await alice.request(`/api/reference-videos/${ready.id}/frames`, { json: { timeMs: 12_345 } }), 201);
    expect(added).toMatchObject({ kind: "video_frame", videoId: ready.id, timeMs: 12_345, uploadId: ready.uploadId });
    // Drop a sampled frame like any reference.
    const dropped = ready.frames[1];
    expect((await alice.request(`/api/references/${dropped.id}`, { method: "DELETE" })).status).toBe(204);
    const edited = await answerOf(routes.video, await alice.request(`/api/reference-videos/${ready.id}`), 200);
    expect(edited.frames.map((frame) => frame.timeMs)).toEqual([...times.filter((time) => time !== dropped.timeMs), 12_345].sort((a, b) => a - b));

    // Deleting the video deletes its frames, its file and its signature.
    expect((await alice.request(`/api/reference-videos/${ready.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await alice.request(`/api/reference-videos/${ready.id}`)).status).toBe(404);
    expect(await server.runtime.db.select().from(referenceMedia).where(eq(referenceMedia.videoId, ready.id))).toEqual([]);
    expect(await server.runtime.storage.exists("references", row.storageKey!)).toBe(false);
    expect(await server.runtime.storage.exists("references", row.signatureKey!)).toBe(false);
    for (const frame of edited.frames) expect(await server.runtime.storage.exists("references", keyOf(frame.url))).toBe(false);
  }, 180_000);

  it("adds no frame to a video still uploading, and fails a video ffmpeg cannot read with a translated reason", async () => {
    const created = await alice.request("/api/uploads/videos", { method: "POST", headers: { ...tus, "upload-length": "1000" } });
    const [uploading] = (await videosOf(alice)).filter((v) => v.status === "uploading");
    expect(uploading.receivedBytes).toBe(0);
    expect((await alice.request(`/api/reference-videos/${uploading.id}/frames`, { json: { timeMs: 0 } })).status).toBe(409);
    expect((await alice.request(created.headers.get("location")!, { method: "DELETE", headers: tus })).status).toBe(204);

    // A broken video (an MP4's first bytes, then nothing of use) fails; the reason is in the caller's language.
    await uploadVideo(alice, Buffer.concat([video.subarray(0, 64), Buffer.alloc(4000, 1)]), "broken.mp4");
    const broken = (await videosOf(alice)).find((v) => v.sourceName === "broken.mp4")!;
    expect(await processed(broken.id)).toMatchObject({ status: "failed", error: "This file is not a supported picture or video.", frames: [] });
    const german = await alice.request(`/api/reference-videos/${broken.id}`, { headers: { "accept-language": "de" } });
    expect((await german.json()).error).not.toBe("This file is not a supported picture or video.");
  }, 120_000);

  it("refuses a video over a limit before decoding it, with the limit in the creator's language", async () => {
    await uploadVideo(alice, fastVideo, "slow-motion.mp4");
    const sent = (await videosOf(alice)).find((v) => v.sourceName === "slow-motion.mp4")!;
    expect(await processed(sent.id)).toMatchObject({ status: "failed", error: "This video has more than 120 frames a second. Export it at 120 frames a second or less and upload it again.", frames: [], hasSignature: false, width: 64, height: 36 });
    const [row] = await server.runtime.db.select().from(referenceVideos).where(eq(referenceVideos.id, sent.id));
    expect(row.error).toBe("frame_rate_too_high");
    const german = await answerOf(routes.video, await alice.request(`/api/reference-videos/${sent.id}`, { headers: { "accept-language": "de" } }), 200);
    expect(german.error).toContain("mehr als 120 Bilder pro Sekunde");
  }, 120_000);

  it("kills ffmpeg when the job expires (the video fails as timed out) or a stopping queue abandons it (it stays processing)", async () => {
    await uploadVideo(alice, video, "expiring.mp4");
    const sent = (await videosOf(alice)).find((v) => v.sourceName === "expiring.mp4")!;
    await processed(sent.id);
    const { db, storage } = server.runtime;
    /** Runs the processing again and gives it up with `reason` once ffmpeg is decoding. */
    async function giveUpWhileDecoding(reason: Error): Promise<unknown> {
      await db.update(referenceVideos).set({ status: "processing", error: null }).where(eq(referenceVideos.id, sent.id));
      const controller = new AbortController();
      const run = processReferenceVideo({ db, storage, videoId: sent.id, signal: controller.signal }).then(() => null, (error: unknown) => error);
      await expect.poll(() => videoChildren().includes("ffmpeg"), { timeout: 60_000, interval: 20 }).toBe(true);
      controller.abort(reason);
      const thrown = await run;
      expect(videoChildren()).toEqual([]);
      return thrown;
    }

    expect(await giveUpWhileDecoding(new JobExpiredError("reference-video", 4 * 3600))).toBeNull();
    expect(await answerOf(routes.video, await alice.request(`/api/reference-videos/${sent.id}`), 200)).toMatchObject({
      status: "failed",
      error: "Taking frames from this video took longer than 4 hours and was stopped. Upload a shorter or smaller version.",
    });

    expect(await giveUpWhileDecoding(new QueueStoppingError("reference-video"))).toBeInstanceOf(QueueStoppingError);
    const [row] = await db.select().from(referenceVideos).where(eq(referenceVideos.id, sent.id));
    expect(row).toMatchObject({ status: "processing", error: null });

    // Deleted while it is processed: the run sees it, stops ffmpeg and ends quietly (no frame
    // written for a video that is gone, which would fail on its foreign key and be logged).
    const errors = vi.spyOn(console, "error");
    const run = processReferenceVideo({ db, storage, videoId: sent.id, stillWantedEveryMs: 20 });
    await db.delete(referenceVideos).where(eq(referenceVideos.id, sent.id));
    await expect(run).resolves.toBeUndefined();
    expect(videoChildren()).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  }, 180_000);

  it("takes a video sent whole to POST /references into the same processing", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(video)], { type: "video/mp4" }), "studio.mp4");
    const answer = await answerOf(routes.upload, await alice.request("/api/references", { method: "POST", body: form }), 201);
    expect(answer).toEqual({ references: [], rejected: [] });
    const sent = (await videosOf(alice)).find((v) => v.sourceName === "studio.mp4")!;
    const ready = await processed(sent.id);
    expect(ready.status).toBe("ready");
    expect(ready.frames.length).toBeGreaterThanOrEqual(8);
  }, 180_000);
});
