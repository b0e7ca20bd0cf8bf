import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { leakId, serveApi, summary } from "../testing/fixtures";
import { LeakNotices } from "./leak-notices";

describe("LeakNotices", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the leak's notices and links each", async () => {
    const calls = serveApi((key) => (key === "GET /api/notices" ? { body: { notices: [summary], page: 1, pageSize: 100, total: 1 } } : undefined));
    renderWithProviders(<LeakNotices leakId={leakId(1)} />);
    const row = await screen.findByTestId("leak-notice");
    expect(within(row).getByRole("link", { name: summary.reference }).getAttribute("href")).toBe(`/notices/${summary.id}`);
    expect(row.textContent).toContain("Hostco (Hosting provider)");
    expect(calls[0].url).toBe(`/api/notices?leakId=${leakId(1)}&page=1&pageSize=100`);
  });

  it("says when none was sent yet", async () => {
    serveApi((key) => (key === "GET /api/notices" ? { body: { notices: [], page: 1, pageSize: 100, total: 0 } } : undefined));
    renderWithProviders(<LeakNotices leakId={leakId(1)} />);
    expect(await screen.findByText("No notice has been sent for this leak yet.")).toBeTruthy();
  });
});
