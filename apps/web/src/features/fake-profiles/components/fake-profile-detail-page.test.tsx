import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { detail, profileId, serveApi } from "../testing/fixtures";
import { FakeProfileDetailPage } from "./fake-profile-detail-page";

const evidenced = detail(1, {
  bio: "backup account, new pics daily",
  links: ["https://leaks.example/nova"],
  reasons: [{ code: "claims_identity", weight: 0.3, params: { phrase: "this is Nova's backup" } }],
  evidence: { url: "https://social.example/nova_1", fetchedAt: "2026-11-20T10:00:00.000Z", httpStatus: 200, foundBy: "search", avatarUrl: null, pictures: [] },
  pictures: [{ role: "avatar", mediaUrl: "https://cdn.social.example/a.jpg", referenceId: "ref-3", distance: 12, quality: "high", foundUrl: "/files/found.jpg", referenceUrl: "/files/ref-3.jpg" }],
  pageCopyUrl: "/files/page-copy.txt",
});

describe("FakeProfileDetailPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the evidence, the matched picture beside her reference and the page as fetched", async () => {
    serveApi((key) => (key === `GET /api/fake-profiles/${profileId(1)}` ? { body: evidenced } : undefined));
    renderWithProviders(<FakeProfileDetailPage id={profileId(1)} />, { path: `/fake-profiles/${profileId(1)}` });
    const evidence = await screen.findByTestId("fake-profile-evidence");
    expect(within(evidence).getByRole("link", { name: "https://social.example/nova_1" }).getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(evidence.textContent).toContain("The platform's people search");
    expect(evidence.textContent).toContain("backup account, new pics daily");
    // Links in a bio are evidence (often leak or fake payment pages): shown, not clickable.
    expect(within(evidence).getByText("https://leaks.example/nova").closest("a")).toBeNull();
    expect(screen.getByText("Claims to be you (“this is Nova's backup”)")).toBeTruthy();
    const pictures = within(screen.getByTestId("matched-pictures"));
    expect(pictures.getByRole("img", { name: "Profile picture: High picture match, distance 12" }).getAttribute("src")).toBe("/files/found.jpg");
    expect(pictures.getByRole("img", { name: "Your reference" }).getAttribute("src")).toBe("/files/ref-3.jpg");
    expect(screen.getByRole("link", { name: "The page as fetched" }).getAttribute("href")).toBe("/files/page-copy.txt");
  });

  it("goes back to the list after her verdict", async () => {
    serveApi((key) => {
      if (key === `GET /api/fake-profiles/${profileId(1)}`) return { body: evidenced };
      if (key === `POST /api/fake-profiles/${profileId(1)}/verdict`) return { body: { id: profileId(1), status: "own_account" } };
      return undefined;
    });
    const { router } = renderWithProviders(<FakeProfileDetailPage id={profileId(1)} />, { path: `/fake-profiles/${profileId(1)}`, routes: [{ path: "/fake-profiles", element: <p>list</p> }] });
    fireEvent.click(await screen.findByRole("button", { name: "My own account" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/fake-profiles"));
  });
});
