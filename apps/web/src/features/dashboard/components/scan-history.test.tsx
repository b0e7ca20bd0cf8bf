import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ScanHistory } from "./scan-history";

describe("ScanHistory", () => {
  it("opens each scan, the free scan that joined the account too", () => {
    renderWithProviders(
      <ScanHistory
        scans={[
          { id: "scan-instant", kind: "instant", scope: "full", status: "completed", stage: "complete", percent: 100, leakCount: 25, newLeaks: null, createdAt: "2026-11-24T10:00:00Z", finishedAt: "2026-11-24T10:01:00Z" },
        ]}
      />,
    );
    const link = screen.getByRole("link", { name: /^Instant scan: Open the scan of/ });
    expect(link.getAttribute("href")).toBe("/scans/scan-instant");
    expect(link.textContent).toContain("25 leaks found");
  });
});
