import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { ScanPage } from "./scan-page";

const scan = (status: string) => ({
  id: "scan-1",
  kind: "instant",
  scope: "preview",
  status,
  stage: "complete",
  percent: 100,
  createdAt: "2026-11-24T10:00:00Z",
  startedAt: "2026-11-24T10:00:01Z",
  finishedAt: "2026-11-24T10:00:09Z",
  failed: status === "failed",
  result: status === "completed" ? { leakCount: 25, sitesScanned: 10, byQuality: { exact: 0, high: 0, good: 25 }, platforms: [], damage: null, samples: [] } : null,
});

function answer(status: number, body: unknown) {
  vi.stubGlobal("fetch", async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
}

afterEach(() => vi.unstubAllGlobals());

describe("ScanPage", () => {
  it("shows a finished scan of the history with its result and report", async () => {
    answer(200, scan("completed"));
    renderWithProviders(<ScanPage id="scan-1" />);
    expect((await screen.findByTestId("leak-count")).textContent).toBe("25 leaks found");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Scan result: Instant scan");
    expect(screen.getByRole("button", { name: "Download PDF report" })).toBeTruthy();
  });

  it("says so when the scan is not the creator's", async () => {
    answer(404, { error: { code: "NOT_FOUND", message: "Not found." } });
    renderWithProviders(<ScanPage id="someone-elses" />);
    expect(await screen.findByText("This scan was not found.")).toBeTruthy();
  });
});
