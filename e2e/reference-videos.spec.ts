// A creator's reference video (issue 14): the sandbox demo creator's video uploaded resumably
// (the plan's limit shown first), processed into a filmstrip she can add a frame to and drop it
// again, a full scan, and a sandbox tube leak of that video named on its page with the time in it.
import { expect, test } from "@playwright/test";
import { type Sandbox, startSandbox } from "@unleak/sandbox";
import { signUpAndVerify, uniqueEmail } from "./support";

type VideoMatch = { videoId: string; sourceName: string | null; timeMs: number; method: "frame" | "signature"; leakTimeMs: number | null };
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

  // A tube page the sandbox planted with a leaked copy of this video, matched to it.
  const planted = sandbox.truth.filter((each) => each.kind === "video-leak" && each.video?.videoId === video.id);
  expect(planted.length).toBeGreaterThan(0);
  const where = (url: string) => `${new URL(url).hostname.split(".")[0]}${new URL(url).pathname}`;
  const plantedAt = new Map(planted.map((each) => [where(each.url), each.video!]));
  const { leaks } = (await (await page.request.get("/api/leaks?pageSize=100")).json()) as { leaks: Array<{ id: string; url: string }> };
  const details = await Promise.all(leaks.filter((leak) => plantedAt.has(where(leak.url))).map(async (leak) => (await (await page.request.get(`/api/leaks/${leak.id}`)).json()) as LeakDetail));
  const matched = details.find((leak) => leak.evidence.videoMatch?.sourceName === "beach-set.mp4");
  expect(matched, "a planted leak of beach-set.mp4 matched to it").toBeTruthy();
  const match = matched!.evidence.videoMatch!;

  // At its time: the poster, a sprite tile or the preview clip the page shows is from there.
  const truth = plantedAt.get(where(matched!.url))!;
  const shown = [truth.posterMs, ...truth.spriteTilesMs, truth.preview.startMs, truth.preview.endMs];
  const near = (time: number) => shown.some((each) => Math.abs(each - time) <= 8000) || (time >= truth.preview.startMs && time <= truth.preview.endMs);
  expect(near(match.timeMs), `${match.timeMs} ms is a time the page shows (${shown.join(", ")})`).toBe(true);

  await page.goto(`/leaks/${matched!.id}`);
  const detail = page.getByTestId("leak-detail");
  await expect(detail.getByTestId("video-match")).toContainText(match.method === "signature" ? `Matches ${clock(match.timeMs)} of beach-set.mp4 by its video signature` : `Matches ${clock(match.timeMs)} of beach-set.mp4`);
  await expect(detail.getByRole("img", { name: "The leak's picture" })).toBeVisible();
  if (match.method === "frame") await expect(detail.getByRole("img", { name: `Your video at ${clock(match.timeMs)}` })).toBeVisible();
});
