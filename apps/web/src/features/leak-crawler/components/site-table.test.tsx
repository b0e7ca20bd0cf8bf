import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { SiteTable } from "./site-table";

describe("SiteTable", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names each site's type in words, never by the scanner's category id", async () => {
    const sites = [
      { id: "erome", name: "EroMe", category: "leak-aggregator", tier: "preview", verified: true, lastCrawledAt: null, health: "unknown" },
      { id: "camclips", name: "Camclips", category: "cam-recordings", tier: "full", verified: true, lastCrawledAt: null, health: "unknown" },
    ];
    vi.stubGlobal("fetch", stubFetch({ "/api/sites": { target: "sandbox", sites } }));
    renderWithProviders(<SiteTable />);
    const rows = await screen.findAllByTestId("site-row");
    expect(rows.map((row) => row.children[1].textContent)).toEqual(["Leak aggregator", "Cam recordings"]);
  });
});
