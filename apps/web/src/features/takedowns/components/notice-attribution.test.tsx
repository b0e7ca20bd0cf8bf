// Issue 17: a notice her agency asked for says so on her own notices list and notice page.
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { detail, serveApi, summary } from "../testing/fixtures";
import { NoticeDetailPage } from "./notice-detail-page";
import { NoticeTable } from "./notice-table";

const actedBy = { agencyName: "Starlight Talent", memberEmail: "mia@agency.example" };

describe("a notice her agency requested", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("names the agency in her notices list, and nothing for her own", () => {
    renderWithProviders(<NoticeTable notices={[{ ...summary, actedBy }, { ...summary, id: "n2", reference: "UNL-2", actedBy: null }]} caption="Notices" />);
    const [agencys, own] = screen.getAllByTestId("notice-row");
    expect(within(agencys!).getByTestId("notice-acted-by").textContent).toBe("Requested by Starlight Talent");
    expect(within(own!).queryByTestId("notice-acted-by")).toBeNull();
  });

  it("names the agency on the notice page", async () => {
    serveApi((key) => (key === `GET /api/notices/${detail.id}` ? { body: { ...detail, actedBy } } : key === "GET /api/counter-notices" ? { body: { counterNotices: [] } } : undefined));
    renderWithProviders(<NoticeDetailPage id={detail.id} />);
    const header = await screen.findByTestId("notice-header");
    expect(header.textContent).toContain("Requested byStarlight Talent");
  });
});
