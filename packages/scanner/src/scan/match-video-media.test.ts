import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFetcher, type Fetcher } from "../fetch";
import { startLocalServer, type LocalServer } from "../fetch/local-test-server";
import { videoSignature, type VideoSignature } from "../video";
import { matchVideoMedia, type VideoMediaOptions } from "./match-video-media";
import { createPictureMatcher, type PictureMatcher } from "./picture-matcher";
import { createProgressTracker } from "./progress-tracker";
import { createScanContext, siteRefForHost, type ScanContext } from "./scan-context";
import { createSiteLimiter } from "./site-limiter";

const run = promisify(execFile);
const photos = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../../bench/corpus/photos");
const PHOTOS = ["mate-Dune", "plasma-Path", "mate-LadyBird"];
/** The reference video: each photo for 4 s, 320x180 at 5 fps. */
const SHOT_S = 4;

let folder: string;
let server: LocalServer;
let fetcher: Fetcher;
let ctx: ScanContext;
let matcher: PictureMatcher;
let reference: VideoSignature;
const files = new Map<string, Buffer>();

async function ffmpeg(args: string[]): Promise<void> {
  await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args]);
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), "video-media-"));
  const video = path.join(folder, "reference.mp4");
  const inputs = PHOTOS.flatMap((name) => ["-loop", "1", "-framerate", "5", "-t", String(SHOT_S), "-i", path.join(photos, `${name}.jpg`)]);
  const scaled = PHOTOS.map((_, i) => `[${i}:v]scale=320:180,setsar=1[v${i}]`).join(";");
  await ffmpeg([...inputs, "-filter_complex", `${scaled};${PHOTOS.map((_, i) => `[v${i}]`).join("")}concat=n=${PHOTOS.length}:v=1:a=0,format=yuv420p[out]`, "-map", "[out]", "-c:v", "libx264", "-preset", "ultrafast", video]);
  // A clip of the last two shots, smaller with a banner; a sprite of the three shots, 3 x 1.
  // A full-length copy: the whole video but its first second, smaller, cropped, with a banner.
  const full = path.join(folder, "full.mp4");
  await ffmpeg(["-ss", "1", "-i", video, "-vf", "crop=iw*0.96:ih*0.96:iw*0.02:ih*0.02,scale=256:144,drawbox=x=0:y=0:w=iw:h=10:color=black@0.7:t=fill", "-c:v", "libx264", "-preset", "ultrafast", "-crf", "32", full]);
  files.set("/full.mp4", await readFile(full));
  const clip = path.join(folder, "clip.mp4");
  await ffmpeg(["-ss", String(SHOT_S), "-i", video, "-vf", "scale=240:136,drawbox=x=0:y=ih-12:w=iw:h=12:color=black@0.6:t=fill", "-c:v", "libx264", "-preset", "ultrafast", clip]);
  const tiles = await Promise.all(PHOTOS.map((name) => sharp(path.join(photos, `${name}.jpg`)).resize(160, 90, { fit: "fill" }).jpeg().toBuffer()));
  files.set("/sprite.jpg", await sharp({ create: { width: 480, height: 90, channels: 3, background: "#000" } }).composite(tiles.map((input, i) => ({ input, left: i * 160, top: 0 }))).jpeg().toBuffer());
  files.set("/clip.mp4", await readFile(clip));
  reference = await videoSignature(video);
  server = await startLocalServer((request, response) => {
    const body = files.get(request.url);
    response.statusCode = body ? 200 : 404;
    response.end(body);
  });
  fetcher = createFetcher({ respectRobots: false, retries: 0, sandbox: { hostSuffix: ".localhost", address: "127.0.0.1", port: server.port } });
  ctx = createScanContext(fetcher, createSiteLimiter(), createProgressTracker());
  matcher = await createPictureMatcher([{ id: "ladybird", bytes: await readFile(path.join(photos, "mate-LadyBird.jpg")) }]);
}, 60_000);

afterAll(async () => {
  await fetcher?.close();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

const site = siteRefForHost("tube.localhost");
const url = (file: string) => `http://tube.localhost:${server.port}${file}`;
const options = (overrides: Partial<VideoMediaOptions> = {}): VideoMediaOptions => ({ matcher, signatures: [], budget: { left: 10_000_000 }, limitClips: (work) => work(), ...overrides });
const requested = (file: string) => server.received.filter((request) => request.url === file).length;

describe("matching a video page's sprite and preview clip", () => {
  it("matches the sprite's tiles first and names the sprite", async () => {
    const found = await matchVideoMedia(ctx, site, { title: "", images: [], text: "", sprites: [{ url: url("/sprite.jpg"), columns: 3, rows: 1 }], previewClips: [url("/clip.mp4")] }, options());
    expect(found).toMatchObject({ match: { referenceId: "ladybird" }, signature: null, mediaUrl: url("/sprite.jpg"), leakTimeMs: null });
    expect(requested("/clip.mp4")).toBe(0);
  });

  it("matches the clip's frames when no tile matches, with the frame's time in the clip", async () => {
    const found = await matchVideoMedia(ctx, site, { title: "", images: [], text: "", previewClips: [url("/clip.mp4")] }, options());
    expect(found).toMatchObject({ match: { referenceId: "ladybird" }, mediaUrl: url("/clip.mp4") });
    // The lady bird is the clip's second shot.
    expect(found!.leakTimeMs).toBeGreaterThanOrEqual(SHOT_S * 1000 - 500);
  });

  it("matches the clip by its signature without reference pictures, at its place in the video", async () => {
    const budget = { left: 10_000_000 };
    const found = await matchVideoMedia(ctx, site, { title: "", images: [], text: "", sprites: [{ url: url("/sprite.jpg"), columns: 3, rows: 1 }], previewClips: [url("/clip.mp4")] }, options({ matcher: null, signatures: [{ videoId: "v1", signature: reference }], budget }));
    expect(found).toMatchObject({ match: null, signature: { videoId: "v1" }, mediaUrl: url("/clip.mp4") });
    expect(Math.abs(found!.signature!.referenceTimeMs - found!.signature!.clipTimeMs - SHOT_S * 1000)).toBeLessThanOrEqual(SHOT_S * 1000);
    expect(budget.left).toBe(10_000_000 - files.get("/clip.mp4")!.length);
  });

  it("downloads no clip once the scan's byte budget is spent", async () => {
    const before = requested("/clip.mp4");
    const found = await matchVideoMedia(ctx, site, { title: "", images: [], text: "", previewClips: [url("/clip.mp4")] }, options({ budget: { left: 0 } }));
    expect(found).toBeNull();
    expect(requested("/clip.mp4")).toBe(before);
  });
});

describe("downloading a full video on a site whose videos the registry marks downloadable", () => {
  const tube = { ...site, downloadableVideos: true };
  const page = () => ({ title: "", images: [], text: "", videos: [url("/full.mp4")] });

  it("streams it within the scan's budget and finds it by its signature, at its place in the video", async () => {
    const downloadBudget = { left: 10_000_000 };
    const found = await matchVideoMedia(ctx, tube, page(), options({ matcher: null, signatures: [{ videoId: "v1", signature: reference }], downloadBudget }));
    expect(found).toMatchObject({ match: null, signature: { videoId: "v1" }, mediaUrl: url("/full.mp4") });
    // The copy starts a second in: its second s is the reference's second s + 1.
    expect(Math.abs(found!.signature!.referenceTimeMs - found!.signature!.clipTimeMs - 1000)).toBeLessThanOrEqual(1000);
    expect((await sharp(found!.picture).metadata()).format).toBe("jpeg");
    expect(downloadBudget.left).toBe(10_000_000 - files.get("/full.mp4")!.length);
  });

  it("downloads nothing on a site not marked downloadable, or once the budget is spent", async () => {
    const before = requested("/full.mp4");
    const signatures = [{ videoId: "v1", signature: reference }];
    expect(await matchVideoMedia(ctx, site, page(), options({ matcher: null, signatures, downloadBudget: { left: 10_000_000 } }))).toBeNull();
    expect(await matchVideoMedia(ctx, tube, page(), options({ matcher: null, signatures, downloadBudget: { left: 0 } }))).toBeNull();
    expect(requested("/full.mp4")).toBe(before);
  });

  it("stops a video larger than the budget left, and counts what it downloaded", async () => {
    const downloadBudget = { left: 4096 };
    const found = await matchVideoMedia(ctx, tube, page(), options({ matcher: null, signatures: [{ videoId: "v1", signature: reference }], downloadBudget }));
    expect(found).toBeNull();
    expect(downloadBudget.left).toBeLessThan(4096);
    expect(ctx.siteErrors().some((error) => error.reason === "refused-size" && error.url === url("/full.mp4"))).toBe(true);
  });

  it("matches no unrelated video", async () => {
    const other = await videoSignature(path.join(folder, "clip.mp4"));
    // Every view of it turned into a picture unlike anything in the video.
    const scramble = (hashes: Buffer[]) => hashes.map((hash) => Buffer.from(hash.map((byte) => byte ^ 0xa5)));
    const unrelated = { ...other, hashes: scramble(other.hashes), cropped: other.cropped?.map((view) => ({ ...view, hashes: scramble(view.hashes) })) };
    expect(await matchVideoMedia(ctx, tube, page(), options({ matcher: null, signatures: [{ videoId: "v2", signature: unrelated }], downloadBudget: { left: 10_000_000 } }))).toBeNull();
  });
});
