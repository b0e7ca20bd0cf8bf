import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ReferenceMediaCard } from "../components/reference-media-card";
import { fakeTusServer } from "../testing/fake-tus-server";
import { GB, MB, quota, referenceVideo, serveReferencesApi } from "../testing/fixtures";

/** Lets the aborted request's rejection settle, as it has long before a person presses the next button. */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const video = (bytes: number, name = "beach-set.mp4") => new File([new Uint8Array(bytes)], name, { type: "video/mp4" });

function setUp(limits: Parameters<typeof quota>[0] = {}, videos: ReturnType<typeof referenceVideo>[] = []) {
  const state = { references: [], videos, quota: quota(limits) };
  const calls = serveReferencesApi(state);
  const tus = fakeTusServer();
  renderWithProviders(<ReferenceMediaCard videoTransport={tus.transport} />);
  const choose = (file: File) => fireEvent.change(screen.getByTestId("reference-input"), { target: { files: [file] } });
  return { state, calls, tus, choose };
}

describe("reference video uploads", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the plan's video limit before an upload starts", async () => {
    setUp({ maxUploadBytes: 2 * GB, used: 1.5 * GB, limit: 4 * GB });
    expect((await screen.findByTestId("video-quota")).textContent).toBe("Videos up to 2 GB each; 1.5 GB of 4 GB used by your videos.");
  });

  it("refuses a video larger than the plan allows in the browser, with the server's words, before a byte is sent", async () => {
    const { tus, choose, calls } = setUp({ maxUploadBytes: 1 * MB });
    await screen.findByTestId("video-quota");
    choose(video(2 * MB));
    expect((await screen.findByTestId("video-upload-error")).textContent).toBe("This file is larger than 1 MB.");
    expect(screen.getByTestId("video-upload").dataset.phase).toBe("failed");
    expect(tus.log).toEqual([]);
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("sends a video with tus, shows its progress, pauses and resumes from the server's offset", async () => {
    const { tus, choose, state } = setUp();
    await screen.findByTestId("video-quota");
    tus.holdPatches();
    choose(video(2 * MB));
    const upload = await screen.findByTestId("video-upload");
    await waitFor(() => expect(within(upload).getByTestId("video-upload-status").textContent).toBe("1 MB of 2 MB uploaded (50%)"));
    expect(within(upload).getByRole("progressbar", { name: "Upload of beach-set.mp4" }).getAttribute("aria-valuenow")).toBe("50");

    fireEvent.click(within(upload).getByRole("button", { name: "Pause" }));
    expect(upload.dataset.phase).toBe("paused");
    expect(within(upload).getByTestId("video-upload-status").textContent).toBe("Paused at 50% (1 MB of 2 MB)");
    await settle();
    tus.releasePatches();

    state.videos = [referenceVideo(1, { status: "processing", progress: 0, frames: [], durationMs: null })];
    fireEvent.click(within(upload).getByRole("button", { name: "Resume" }));
    await waitFor(() => expect(screen.queryByTestId("video-upload")).toBeNull());
    expect(tus.log).toEqual([`POST ${2 * MB}`, "PATCH 0", "HEAD 0", "PATCH 0"]);
    expect([...tus.uploads.values()][0]).toMatchObject({ length: 2 * MB, offset: 2 * MB });
    // The file's name and type go as tus metadata, with the session cookie on every request.
    expect([...tus.uploads.values()][0].metadata).toBe(`filename ${btoa("beach-set.mp4")},filetype ${btoa("video/mp4")}`);
    expect(tus.requestHeaders.every((headers) => headers.withCredentials === "true" && headers["Accept-Language"] === "en")).toBe(true);
    expect((await screen.findByTestId("reference-video")).dataset.status).toBe("processing");
  });

  it("rides out a dropped connection, and after a longer outage resumes when asked", async () => {
    const { tus, choose } = setUp();
    await screen.findByTestId("video-quota");
    tus.dropNextPatches(1);
    choose(video(MB, "first.mp4"));
    await waitFor(() => expect(tus.log).toEqual([`POST ${MB}`, "PATCH 0 dropped", "HEAD 0", "PATCH 0"]));
    await waitFor(() => expect(screen.queryByTestId("video-upload")).toBeNull());

    // Every retry fails too: the upload stops, says why, and carries on from the server's offset on Resume.
    tus.dropNextPatches(4);
    choose(video(MB, "second.mp4"));
    const upload = await screen.findByTestId("video-upload");
    await waitFor(() => expect(upload.dataset.phase).toBe("interrupted"));
    expect(within(upload).getByTestId("video-upload-error").textContent).toContain("The connection was lost.");
    fireEvent.click(within(upload).getByRole("button", { name: "Resume" }));
    await waitFor(() => expect(screen.queryByTestId("video-upload")).toBeNull());
    expect([...tus.uploads.values()].map((each) => each.offset)).toEqual([MB, MB]);
    expect(tus.log.slice(4).filter((line) => !line.endsWith("dropped"))).toEqual([`POST ${MB}`, "HEAD 0", "HEAD 0", "HEAD 0", "HEAD 0", "PATCH 0"]);

    // Back online, an interrupted upload carries on by itself.
    tus.dropNextPatches(4);
    choose(video(MB, "third.mp4"));
    await waitFor(() => expect(screen.getByTestId("video-upload").dataset.phase).toBe("interrupted"));
    act(() => void window.dispatchEvent(new Event("online")));
    await waitFor(() => expect(screen.queryByTestId("video-upload")).toBeNull());
    expect([...tus.uploads.values()].map((each) => each.offset)).toEqual([MB, MB, MB]);
  });

  it("shows the server's translated refusal of an upload", async () => {
    const { tus, choose } = setUp();
    await screen.findByTestId("video-quota");
    tus.refuseCreationWith({ status: 422, body: JSON.stringify({ error: { code: "REFERENCE_QUOTA_REACHED", message: "Your plan's videos may take 4 GB." } }) });
    choose(video(MB));
    expect((await screen.findByTestId("video-upload-error")).textContent).toBe("Your plan's videos may take 4 GB.");
    expect(screen.getByTestId("video-upload").dataset.phase).toBe("failed");
  });

  it("offers to continue an upload left unfinished in another visit", async () => {
    setUp({}, [referenceVideo(1, { status: "uploading", bytes: 300 * MB, receivedBytes: 100 * MB, durationMs: null, progress: 0 })]);
    const item = await screen.findByTestId("reference-video");
    expect(item.textContent).toContain("The upload stopped at 33%. Choose the same file again to continue where it stopped.");
    expect(within(item).getByRole("progressbar", { name: "Upload of beach-set.mp4" }).getAttribute("aria-valuenow")).toBe("33");
  });

  it("follows a video's processing and says why it failed", async () => {
    const { state } = setUp({}, [referenceVideo(1, { status: "processing", progress: 40, frames: [] })]);
    const item = await screen.findByTestId("reference-video");
    expect(item.textContent).toContain("Taking frames from the whole video: 40%");
    expect(within(item).getByRole("progressbar", { name: "Frames of beach-set.mp4" }).getAttribute("aria-valuenow")).toBe("40");
    state.videos = [referenceVideo(1, { status: "failed", progress: 40, error: "This video could not be read." })];
    await waitFor(() => expect(screen.getByTestId("reference-video").dataset.status).toBe("failed"), { timeout: 3000 });
    expect(screen.getByRole("alert").textContent).toBe("This video could not be read.");
  });
});
