// A removal check row: a media file's own check is labelled as such, a gone page kept from counting
// as removed by its still-served file says so, and the copy of the fetched page is a text download.
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { removalCheck } from "../testing/fixtures";
import { RemovalCheckRow } from "./removal-check-row";

describe("RemovalCheckRow", () => {
  it("labels a media file's own check and says the file is still online", () => {
    renderWithProviders(<ul><RemovalCheckRow check={removalCheck(1, { target: "media", url: "https://cdn.example/f/1.jpg", reason: "media-served" })} /></ul>);
    expect(screen.getByTestId("check-target").textContent).toBe("The media file");
    expect(screen.getByTestId("check-reason").textContent).toBe("The file is still online.");
    expect(screen.queryByTestId("check-page-copy")).toBeNull();
  });

  it("says why a gone page is not counted removed, and links its copy as a download", () => {
    const check = removalCheck(2, {
      outcome: "removed",
      reason: "http-404",
      httpStatus: 404,
      verdict: { outcome: "up", reason: "media-still-served" },
      pageCopy: { sha256: "a".repeat(64), bytes: 2048, truncated: false },
    });
    renderWithProviders(<ul><RemovalCheckRow check={check} /></ul>);
    expect(screen.getByTestId("check-target").textContent).toBe("The page");
    expect(screen.getByTestId("check-verdict").textContent).toBe("Not counted as removed: the media file is still online and still shows your picture.");
    const link = screen.getByRole("link", { name: "Download the page as fetched (2 KB, text)" });
    expect(link.getAttribute("href")).toBe("/api/removal-checks/c2/page-copy");
    expect(link.hasAttribute("download")).toBe(true);
  });
});
