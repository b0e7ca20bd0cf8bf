import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ReferenceMediaCard } from "../components/reference-media-card";
import { frame, quota, referenceVideo, serveReferencesApi, videoId } from "../testing/fixtures";

const id = videoId(1);

function setUp() {
  // Listed out of order: the filmstrip puts them in time order.
  const frames = [frame(id, 760_000), frame(id, 5_000), frame(id, 125_000)];
  const state = { references: frames, videos: [referenceVideo(1, { frames })], quota: quota() };
  const calls = serveReferencesApi(state);
  renderWithProviders(<ReferenceMediaCard />);
  return { state, changes: () => calls.filter((call) => call.method !== "GET").map(({ method, url, body }) => ({ method, url, body })) };
}

const times = () => screen.getAllByTestId("filmstrip-frame").map((item) => item.textContent);

describe("a reference video's filmstrip", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the frames in time order with their times, and not among the pictures", async () => {
    setUp();
    const video = await screen.findByTestId("reference-video");
    expect(within(video).getByText("beach-set.mp4")).toBeTruthy();
    expect(video.textContent).toContain("20:00 · 300 MB · 3 frames");
    await waitFor(() => expect(times()).toEqual(["00:05", "02:05", "12:40"]));
    expect(screen.getByRole("img", { name: "Frame at 12:40" }).getAttribute("src")).toBe(`/files/references/${id}-760000.jpg`);
    expect(screen.queryAllByTestId("reference-item")).toHaveLength(0);
  });

  it("drops a frame only once the creator confirms", async () => {
    const { changes } = setUp();
    fireEvent.click(await screen.findByRole("button", { name: "Drop the frame at 02:05" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("Drop the frame at 02:05?");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(changes()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Drop the frame at 02:05" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Drop frame" }));
    await waitFor(() => expect(times()).toEqual(["00:05", "12:40"]));
    expect(changes()).toEqual([{ method: "DELETE", url: `/api/references/frame-1-125000`, body: null }]);
  });

  it("adds the frame at a typed or slid time within the video, and shows the server's refusal", async () => {
    const { changes } = setUp();
    const input = await screen.findByRole("textbox", { name: "Time in beach-set.mp4 (mm:ss)" });
    fireEvent.change(input, { target: { value: "25:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Add frame" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Enter a time between 00:00 and 19:59.");
    expect(changes()).toEqual([]);

    fireEvent.change(input, { target: { value: "3:00" } });
    fireEvent.click(screen.getByRole("button", { name: "Add frame" }));
    await waitFor(() => expect(times()).toEqual(["00:05", "02:05", "03:00", "12:40"]));

    fireEvent.change(screen.getByRole("slider", { name: "Time in beach-set.mp4" }), { target: { value: "760000" } });
    expect((input as HTMLInputElement).value).toBe("12:40");
    fireEvent.click(screen.getByRole("button", { name: "Add frame" }));
    expect((await screen.findByTestId("add-frame-error")).textContent).toBe("A frame at this time is kept already.");
    expect(changes()).toEqual([
      { method: "POST", url: `/api/reference-videos/${id}/frames`, body: { timeMs: 180_000 } },
      { method: "POST", url: `/api/reference-videos/${id}/frames`, body: { timeMs: 760_000 } },
    ]);
  });

  it("deletes the video with its frames once the creator confirms", async () => {
    const { changes } = setUp();
    fireEvent.click(await screen.findByRole("button", { name: "Delete beach-set.mp4" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("The video, all its frames and its signature are deleted.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByTestId("reference-video")).toBeNull());
    expect(changes()).toEqual([{ method: "DELETE", url: `/api/reference-videos/${id}`, body: null }]);
  });
});
