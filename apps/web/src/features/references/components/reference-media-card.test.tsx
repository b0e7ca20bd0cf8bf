import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ReferenceMediaCard } from "./reference-media-card";

const MB = 1024 * 1024;
const reference = (name: string) => ({ id: `id-${name}`, kind: "image", uploadId: `u-${name}`, sourceName: name, width: 10, height: 10, pdqQuality: 80, weak: false, weakReason: null, url: `/files/references/${name}`, videoId: null, timeMs: null, createdAt: "2026-01-01T00:00:00.000Z" });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A server that keeps pictures named *.jpg under 1 MB and refuses the rest, as the real one words it. */
const videos = { maxUploadBytes: 2048 * MB, used: 0, limit: 4096 * MB };

function fakeServer(quota = { tier: "standard", uploads: { used: 1, limit: 10 }, bytes: { used: 2.5 * MB, limit: 50 * MB }, videos }) {
  const stored = [reference("first.jpg")];
  const posted: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === "/api/reference-videos") return json({ videos: [] });
    if (init?.method !== "POST") return json({ references: stored, quota });
    const file = (init.body as FormData).get("file") as File;
    posted.push(file.name);
    if (!file.name.endsWith(".jpg")) return json({ error: { code: "UNSUPPORTED_MEDIA", message: "This file is not a supported picture or video." } }, 415);
    if (file.size > MB) return json({ error: { code: "FILE_TOO_LARGE", message: "This file is larger than 15 MB.", details: { megabytes: 15 } } }, 413);
    stored.push(reference(file.name));
    return json({ references: [reference(file.name)], rejected: [] }, 201);
  });
  return { fetch, posted };
}

describe("ReferenceMediaCard", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("uploads every file on its own and names each refused one with its reason", async () => {
    const server = fakeServer();
    vi.stubGlobal("fetch", server.fetch);
    renderWithProviders(<ReferenceMediaCard />);
    await screen.findByTestId("reference-quota");
    const files = [
      new File(["text"], "notes.txt", { type: "text/plain" }),
      new File(["jpeg"], "beach.jpg", { type: "image/jpeg" }),
      new File([new Uint8Array(2 * MB)], "huge.jpg", { type: "image/jpeg" }),
      new File(["jpeg"], "studio.jpg", { type: "image/jpeg" }),
    ];
    fireEvent.change(screen.getByTestId("reference-input"), { target: { files } });

    await waitFor(() => expect(screen.getAllByTestId("reference-rejected")).toHaveLength(2));
    expect(server.posted).toEqual(["notes.txt", "beach.jpg", "huge.jpg", "studio.jpg"]);
    expect(screen.getByTestId("reference-error").textContent).toContain("2 files were not added:");
    expect(screen.getAllByTestId("reference-rejected").map((item) => item.textContent)).toEqual([
      "notes.txt: This file is not a supported picture or video.",
      "huge.jpg: This file is larger than 15 MB.",
    ]);
    await waitFor(() => expect(screen.getAllByTestId("reference-item")).toHaveLength(3));
  });

  it("shows the plan's quota before uploading", async () => {
    vi.stubGlobal("fetch", fakeServer().fetch);
    renderWithProviders(<ReferenceMediaCard />);
    expect((await screen.findByTestId("reference-quota")).textContent).toBe("1 of 10 files and 2.5 of 50 MB used on your plan.");
    expect((screen.getByRole("button", { name: "Upload pictures or videos" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("offers no upload once the quota is used up, and says why", async () => {
    vi.stubGlobal("fetch", fakeServer({ tier: "standard", uploads: { used: 10, limit: 10 }, bytes: { used: 3 * MB, limit: 50 * MB }, videos }).fetch);
    renderWithProviders(<ReferenceMediaCard />);
    expect((await screen.findByTestId("reference-quota")).textContent).toContain("Your plan's limit is reached");
    expect((screen.getByRole("button", { name: "Upload pictures or videos" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("still offers video uploads when only the pictures' room is used up", async () => {
    // The pictures' 50 MB are used up; the videos' 4 GB and the upload count are not.
    vi.stubGlobal("fetch", fakeServer({ tier: "standard", uploads: { used: 3, limit: 10 }, bytes: { used: 50 * MB, limit: 50 * MB }, videos }).fetch);
    renderWithProviders(<ReferenceMediaCard />);
    expect((await screen.findByTestId("reference-quota")).textContent).toContain("Your plan's limit for pictures is reached: delete pictures or upgrade your plan to add more. Videos can still be added.");
    expect((screen.getByRole("button", { name: "Upload pictures or videos" }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId("reference-input").getAttribute("accept")).toBe("video/*");
  });

  it("offers no upload when the videos' room is used up too", async () => {
    vi.stubGlobal("fetch", fakeServer({ tier: "standard", uploads: { used: 3, limit: 10 }, bytes: { used: 50 * MB, limit: 50 * MB }, videos: { ...videos, used: 4096 * MB } }).fetch);
    renderWithProviders(<ReferenceMediaCard />);
    expect((await screen.findByTestId("reference-quota")).textContent).toContain("Your plan's limit is reached");
    expect((screen.getByRole("button", { name: "Upload pictures or videos" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("tells the creator which references are weak and why", async () => {
    const quota = { tier: "standard", uploads: { used: 3, limit: 10 }, bytes: { used: MB, limit: 50 * MB }, videos };
    const references = [
      reference("plain.jpg"),
      { ...reference("night.jpg"), pdqQuality: 21, weak: true, weakReason: "low-contrast" },
      { ...reference("black.jpg"), pdqQuality: 0, weak: true, weakReason: "featureless" },
    ];
    vi.stubGlobal("fetch", vi.fn(async (input: RequestInfo | URL) => (String(input) === "/api/reference-videos" ? json({ videos: [] }) : json({ references, quota }))));
    renderWithProviders(<ReferenceMediaCard />);
    await waitFor(() => expect(screen.getAllByTestId("reference-item")).toHaveLength(3));
    const items = screen.getAllByTestId("reference-item");
    expect(items[0].querySelector("[data-testid=reference-weak]")).toBeNull();
    expect(items[1].querySelector("[data-testid=reference-weak]")?.textContent).toBe(
      "Low contrast: this picture is very dark or flat, so it is matched through a contrast-normalised view. Expect fewer matches.",
    );
    expect(items[2].querySelector("[data-testid=reference-weak]")?.textContent).toBe(
      "Too little detail: this picture is almost uniform, so copies of it cannot be recognised. Upload a clearer one.",
    );
  });
});
