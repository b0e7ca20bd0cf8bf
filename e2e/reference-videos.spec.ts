// A creator's reference video (issue 14): the sandbox demo creator's video uploaded resumably
// (the plan's limit shown first), processed into a filmstrip she can add a frame to and drop it
// again, a full scan, and a sandbox tube leak of that video named on its page with the time in it.
import { expect, test } from "@playwright/test";
import { type PlantedVideoLeak, type Sandbox, startSandbox } from "@unleak/sandbox";
import { SHOT_MS } from "@unleak/sandbox/videos/video-plan";
import { signUpAndVerify, uniqueEmail } from "./support";

type VideoMatch = { videoId: string; sourceName: string | null; timeMs: number; method: "frame" | "signature"; mediaUrl: string; leakTimeMs: number | null; tile?: number };
type LeakDetail = { id: string; url: string; siteId: string; evidence: { videoMatch?: VideoMatch } };

// The server's embedded sandbox has the same seed: the same world, the same videos (one cache on disk).
let sandbox: Sandbox;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  sandbox = await startSandbox({ seed: 1 });
  await sandbox.warm();
});
test.afterAll(async () => sandbox?.close());

/** "12:40": as the app writes a time in a video. */
const clock = (ms: number) => {
  const seconds = Math.floor(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
};

/**
 * The time in her video that the page's matching picture or clip shows, from what the sandbox
 * planted: the poster is the middle frame, a sprite tile shows its own time, a preview clip starts at
 * its window's start (and the match says where in the clip).
 */
function plantedTime(truth: PlantedVideoLeak, match: VideoMatch): number {
  const folder = new URL(match.mediaUrl).pathname.split("/")[1];
  if (folder === "posters") return truth.posterMs;
  if (folder === "sprites") return truth.spriteTilesMs[match.tile ?? -1];
  if (folder === "previews") return truth.preview.startMs + (match.leakTimeMs ?? Number.NaN);
  throw new Error(`the match names no picture the page shows: ${match.mediaUrl}`);
}

test("a creator uploads a video, sees its filmstrip, scans, and sees a tube leak matched at its time in the video", async ({ page }) => {
  test.setTimeout(480_000);
  const video = sandbox.videos.find((each) => each.id === "beach-set")!;
  await signUpAndVerify(page, { name: "Nova Quill", email: uniqueEmail("video") });
  await page.goto("/fullreport");

  // The plan's limit shows before anything is sent.
  await expect(page.getByTestId("video-quota")).toHaveText("Videos up to 2 GB each; 0 MB of 4 GB used by your videos.");
  await page.getByTestId("reference-input").setInputFiles(video.path);
  const item = page.getByTestId("reference-video");
  await expect(item).toHaveAttribute("data-status", "ready", { timeout: 150_000 });
  await expect(item).toContainText("beach-set.mp4");

  // The filmstrip: frames from the whole video, in time order, each with its time.
  const frames = item.getByTestId("filmstrip-frame");
  await expect.poll(() => frames.count()).toBeGreaterThan(5);
  const times = (await frames.evaluateAll((nodes) => nodes.map((node) => Number(node.getAttribute("data-time-ms"))))) as number[];
  expect(times).toEqual([...times].sort((a, b) => a - b));
  expect(times[times.length - 1]).toBeGreaterThan(video.durationMs * 0.8);
  await expect(frames.first()).toContainText(clock(times[0]));

  // A frame added at a chosen time, and dropped again after confirming.
  const count = times.length;
  const chosen = [67_000, 67_500, 68_000].find((time) => !times.some((each) => Math.floor(each / 1000) === Math.floor(time / 1000)))!;
  await item.getByRole("textbox", { name: "Time in beach-set.mp4 (mm:ss)" }).fill(clock(chosen));
  await item.getByRole("button", { name: "Add frame" }).click();
  await expect(frames).toHaveCount(count + 1);
  await item.getByRole("button", { name: `Drop the frame at ${clock(chosen)}` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Drop frame" }).click();
  await expect(frames).toHaveCount(count);

  // A full scan; a video page's preview clip is matched frame by frame, so it takes longer than one of pictures.
  await page.getByRole("button", { name: "Run a full scan" }).click();
  await expect(page.getByTestId("scan-progress")).toBeVisible();
  await expect(page.getByTestId("scan-result")).toBeVisible({ timeout: 240_000 });

  // A tube page (a tube site, not a cam-recordings one) the sandbox planted with a leaked copy of this video, matched to it.
  const tubeSites = new Set(sandbox.sites.filter((site) => site.category === "tube").map((site) => site.id));
  const planted = sandbox.truth.filter((each) => each.kind === "video-leak" && each.video?.videoId === video.id && tubeSites.has(each.siteId));
  expect(planted.length).toBeGreaterThan(0);
  const where = (url: string) => `${new URL(url).hostname.split(".")[0]}${new URL(url).pathname}`;
  const plantedAt = new Map(planted.map((each) => [where(each.url), each.video!]));
  const { leaks } = (await (await page.request.get("/api/leaks?pageSize=100")).json()) as { leaks: Array<{ id: string; url: string }> };
  const details = await Promise.all(leaks.filter((leak) => plantedAt.has(where(leak.url))).map(async (leak) => (await (await page.request.get(`/api/leaks/${leak.id}`)).json()) as LeakDetail));
  const matched = details.find((leak) => leak.evidence.videoMatch?.sourceName === "beach-set.mp4");
  expect(matched, "a planted tube leak of beach-set.mp4 matched to it").toBeTruthy();
  expect(tubeSites.has(matched!.siteId)).toBe(true);
  const match = matched!.evidence.videoMatch!;

  // At its time: the one the page's matching picture shows. A picture matches a reference frame
  // of the same still shot (SHOT_MS, 6 s); a signature lines the clip's seconds up within one.
  const truth = plantedAt.get(where(matched!.url))!;
  const expected = plantedTime(truth, match);
  const tolerance = match.method === "signature" ? 1500 : SHOT_MS;
  expect(Math.abs(match.timeMs - expected), `${match.timeMs} ms is within ${tolerance} ms of ${expected} ms, which ${match.mediaUrl} shows`).toBeLessThanOrEqual(tolerance);

  await page.goto(`/leaks/${matched!.id}`);
  const detail = page.getByTestId("leak-detail");
  await expect(detail.getByTestId("video-match")).toContainText(match.method === "signature" ? `Matches ${clock(match.timeMs)} of beach-set.mp4 by its video signature` : `Matches ${clock(match.timeMs)} of beach-set.mp4`);
  await expect(detail.getByRole("img", { name: "The leak's picture" })).toBeVisible();
  // Her frame beside it, also for a match by signature (taken from her video at the matched time).
  await expect(detail.getByRole("img", { name: `Your video at ${clock(match.timeMs)}` })).toBeVisible();
});
