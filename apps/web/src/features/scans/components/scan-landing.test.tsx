import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders, stubFetch } from "@/testing/render";
import { ScanLanding } from "./scan-landing";

describe("ScanLanding", () => {
  afterEach(() => vi.unstubAllGlobals());

  describe("with the server's figures", () => {
    beforeEach(() => vi.stubGlobal("fetch", stubFetch({ "/api/stats": { sites: 64, previewSites: 10, creators: 3 } })));

    it("shows the real number of sites and creators, never made-up ones", async () => {
      renderWithProviders(<ScanLanding />);
      const claims = screen.getByTestId("landing-claims");
      await waitFor(() => expect(claims.textContent).toContain("Sites monitored: 64"));
      expect(claims.textContent).toContain("Creators protected: 3");
      expect(claims.textContent).toContain("Free check of the 10 most common leak sites");
      expect(document.body.textContent).not.toMatch(/1000\+|1,200|30-second|within 24 hours/);
    });

    it("offers sign-up beside the free scan", () => {
      renderWithProviders(<ScanLanding />);
      expect(screen.getByRole("link", { name: "Create an account" }).getAttribute("href")).toBe("/register");
    });
  });

  it("shows no figure while the figures are unknown", async () => {
    vi.stubGlobal("fetch", stubFetch({}));
    const { queryClient } = renderWithProviders(<ScanLanding />);
    await waitFor(() => expect(queryClient.getQueryState(["public-stats"])?.status).toBe("error"));
    expect(screen.getByTestId("landing-claims").textContent).toBe("");
  });
});
