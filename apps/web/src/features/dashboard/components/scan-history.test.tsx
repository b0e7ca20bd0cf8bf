// Issue 17: a scan her agency started says who started it in her scan history.
import type { ScanListItem } from "@unleak/contracts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ScanHistory } from "./scan-history";

const scan: ScanListItem = { id: "5d1c0c7e-3333-4b3c-8d4e-000000000001", kind: "full", scope: "full", status: "completed", stage: "complete", percent: 100, createdAt: "2026-11-20T10:00:00.000Z", finishedAt: "2026-11-20T10:05:00.000Z", leakCount: 2, newLeaks: 2 };

describe("ScanHistory", () => {
  it("says which agency member started a scan for her, and nothing for her own", () => {
    renderWithProviders(<ScanHistory scans={[{ ...scan, actedBy: { agencyName: "Starlight Talent", memberEmail: "mia@agency.example" } }, { ...scan, id: "own", actedBy: null }]} />);
    const [agencys, own] = screen.getAllByTestId("scan-history-item");
    expect(within(agencys!).getByTestId("scan-acted-by").textContent).toBe("Started by Starlight Talent (mia@agency.example)");
    expect(within(own!).queryByTestId("scan-acted-by")).toBeNull();
  });
});
