import type { LeakDetail } from "@unleak/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { LeakDetailPage } from "./leak-detail-page";

const base: LeakDetail = {
  id: "0b6f3c2e-1111-4a2b-9c3d-000000000001",
  url: "https://leaks.example/nova",
  siteId: "erome",
  siteName: "EroMe",
  category: "leak-aggregator",
  title: "Nova Quill dump",
  kind: "name",
  pictureMatch: null,
  nameMatch: { confidence: "exact" },
  status: "new",
  disposition: null,
  thumbnailUrl: "/files/evidence/x.jpg",
  firstSeenAt: "2026-11-20T10:00:00.000Z",
  lastSeenAt: "2026-11-20T10:00:00.000Z",
  evidence: { url: "https://leaks.example/nova", title: "Nova Quill dump", fetchedAt: "2026-11-20T10:00:00.000Z", httpStatus: 200 },
  matchedReference: null,
};

/** Answers the leak, records every request that changes something. */
function serve(leak: LeakDetail) {
  const changes: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    if (method !== "GET") changes.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : null });
    const body = method === "GET" ? leak : { id: leak.id };
    return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  });
  return changes;
}

describe("LeakDetailPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows a name mention as such, never as a picture match", async () => {
    serve(base);
    renderWithProviders(<LeakDetailPage id={base.id} />);
    expect(await screen.findByTestId("evidence-badge")).toHaveProperty("textContent", "Name mention (no picture match)");
    const evidence = screen.getByTestId("leak-evidence");
    expect(evidence.textContent).toContain("Leak aggregator");
    expect(evidence.textContent).not.toContain("leak-aggregator");
    expect(evidence.textContent).not.toMatch(/picture match;|Exact picture/);
    expect(screen.getByRole("img", { name: "Picture on the page (not matched)" })).toBeTruthy();
    expect(screen.getByText("None of your pictures matched")).toBeTruthy();
  });

  it("asks before a verdict, naming its consequence, and saves it only when confirmed", async () => {
    const changes = serve(base);
    renderWithProviders(<LeakDetailPage id={base.id} />);
    fireEvent.click(await screen.findByRole("button", { name: "Licensed content" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("never be reported");
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(changes).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Licensed content" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Whitelist it" }));
    await waitFor(() => expect(changes).toEqual([{ method: "PATCH", url: `/api/leaks/${base.id}`, body: { disposition: "licensed" } }]));
  });

  it("links Request removal to the request page with the leak ticked, and shows its notices", async () => {
    serve(base);
    renderWithProviders(<LeakDetailPage id={base.id} notices={<p>the notices</p>} />);
    expect((await screen.findByRole("link", { name: "Request removal" })).getAttribute("href")).toBe(`/request-removal?leaks=${base.id}`);
    expect(screen.getByText("the notices")).toBeTruthy();
  });

  it("offers no Request removal once the leak is filed", async () => {
    serve({ ...base, status: "sent" });
    renderWithProviders(<LeakDetailPage id={base.id} />);
    await screen.findByTestId("leak-evidence");
    expect(screen.queryByRole("link", { name: "Request removal" })).toBeNull();
  });

  it("offers to restore a whitelisted leak", async () => {
    const changes = serve({ ...base, kind: "picture", pictureMatch: { quality: "high", distance: 14, referenceId: null }, nameMatch: null, status: "whitelisted", disposition: "false_match" });
    renderWithProviders(<LeakDetailPage id={base.id} />);
    expect((await screen.findByTestId("leak-whitelisted")).textContent).toContain("False match");
    expect(screen.getByTestId("evidence-badge").textContent).toBe("High picture match");
    expect(screen.getByTestId("leak-evidence").textContent).toContain("14 of 256 bits apart");
    expect(screen.queryByRole("link", { name: "Request removal" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(changes).toEqual([{ method: "POST", url: `/api/leaks/${base.id}/restore`, body: null }]));
  });

  it("names the reference video and the time a leaked video matches, with both pictures side by side", async () => {
    const videoId = "7a1e0c7e-3333-4b3c-8d4e-000000000001";
    serve({
      ...base,
      kind: "picture",
      pictureMatch: { quality: "high", distance: 22, referenceId: "frame-1" },
      nameMatch: null,
      thumbnailUrl: "/files/evidence/poster.jpg",
      evidence: { ...base.evidence, videoMatch: { videoId, sourceName: "beach-set.mp4", timeMs: 760_400, method: "frame", mediaUrl: "https://tube.example/poster.jpg", leakTimeMs: null } },
      matchedReference: { id: "frame-1", kind: "video_frame", sourceName: "beach-set.mp4", url: "/files/references/frame-1.jpg" },
    });
    renderWithProviders(<LeakDetailPage id={base.id} />);
    const match = await screen.findByTestId("video-match");
    expect(match.textContent).toContain("Matches 12:40 of beach-set.mp4");
    expect(match.textContent).toContain("A picture on the page (poster, preview or clip frame) matches this frame of your video.");
    expect(screen.getByTestId("leak-evidence").textContent).toContain("Video matchMatches 12:40 of beach-set.mp4");
    expect(screen.getByRole("img", { name: "The leak's picture" }).getAttribute("src")).toBe("/files/evidence/poster.jpg");
    expect(screen.getByRole("img", { name: "Your video at 12:40" }).getAttribute("src")).toBe("/files/references/frame-1.jpg");
  });

  it("says so when a leaked video matched by its signature, and never calls it a name mention", async () => {
    serve({
      ...base,
      kind: "picture",
      pictureMatch: null,
      nameMatch: null,
      evidence: { ...base.evidence, videoMatch: { videoId: "v", sourceName: "studio.mov", timeMs: 3_725_000, method: "signature", mediaUrl: "https://tube.example/clip.mp4", leakTimeMs: 95_000 } },
      matchedReference: null,
      thumbnailUrl: "/files/evidence/clip-frame.jpg",
      matchedVideoFrame: { timeMs: 3_725_000, url: "/files/references/leak-frames/studio.jpg" },
    });
    renderWithProviders(<LeakDetailPage id={base.id} />);
    expect((await screen.findByTestId("video-match")).textContent).toBe(
      "Matches 1:02:05 of studio.mov by its video signature: the leaked video's frames, second by second, follow yours.",
    );
    const evidence = screen.getByTestId("leak-evidence").textContent;
    expect(evidence).toContain("(At 01:35 of the leaked video)");
    expect(evidence).not.toContain("Name mention");
    // Side by side: the leak's frame and hers at the matched time, though no reference frame matched.
    expect(screen.getByRole("img", { name: "The leak's picture" }).getAttribute("src")).toBe("/files/evidence/clip-frame.jpg");
    expect(screen.getByRole("img", { name: "Your video at 1:02:05" }).getAttribute("src")).toBe("/files/references/leak-frames/studio.jpg");
    expect(screen.queryByText("No reference picture")).toBeNull();
  });

  it("names her nearest kept frame's own time when no frame was taken at the matched one, and says when there is none", async () => {
    const signatureLeak: LeakDetail = {
      ...base,
      kind: "picture",
      pictureMatch: null,
      nameMatch: null,
      evidence: { ...base.evidence, videoMatch: { videoId: "v", sourceName: "beach-set.mp4", timeMs: 760_000, method: "signature", mediaUrl: "https://tube.example/clip.mp4", leakTimeMs: 2_000 } },
      matchedReference: null,
      matchedVideoFrame: { timeMs: 756_000, url: "/files/references/frame-12-36.jpg" },
    };
    serve(signatureLeak);
    const { unmount } = renderWithProviders(<LeakDetailPage id={base.id} />);
    expect((await screen.findByRole("img", { name: "Your video at 12:36, its kept frame nearest to 12:40" })).getAttribute("src")).toBe("/files/references/frame-12-36.jpg");
    unmount();

    serve({ ...signatureLeak, matchedVideoFrame: null });
    renderWithProviders(<LeakDetailPage id={base.id} />);
    expect(await screen.findByText("No frame of your video to show: it was deleted or is not processed yet.")).toBeTruthy();
  });

  it("shows a reported impersonating profile's case as such, never as a picture match or a name mention", async () => {
    serve({ ...base, kind: "profile", pictureMatch: { quality: "high", distance: 12, referenceId: null }, nameMatch: null, status: "sent" });
    renderWithProviders(<LeakDetailPage id={base.id} />);
    const badge = await screen.findByTestId("evidence-badge");
    expect(badge.getAttribute("data-evidence")).toBe("profile");
    expect(badge.textContent).toBe("Impersonating profile");
    expect(within(screen.getByTestId("leak-evidence")).getByText("Impersonating profile · High picture match (12 of 256 bits apart)")).toBeTruthy();
    expect(screen.queryByText(/Name mention/)).toBeNull();
  });
});
