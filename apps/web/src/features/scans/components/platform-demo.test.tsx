import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/testing/render";
import { PlatformDemo } from "./platform-demo";

const demoScan = {
  id: "demo-1",
  kind: "instant",
  scope: "preview",
  status: "completed",
  stage: "complete",
  percent: 100,
  createdAt: "2026-11-24T10:00:00Z",
  startedAt: "2026-11-24T10:00:01Z",
  finishedAt: "2026-11-24T10:00:09Z",
  failed: false,
  result: { leakCount: 25, sitesScanned: 10, byQuality: { exact: 20, high: 5, good: 0 }, platforms: [], damage: null, samples: [] },
};

afterEach(() => vi.unstubAllGlobals());

describe("PlatformDemo", () => {
  it("shows the demo creator's shared scan, never the visitor's own free scan", async () => {
    window.localStorage.setItem("instantScan", JSON.stringify({ scanId: "visitors-own", creatorName: "Someone Else" }));
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const url = String(input);
      urls.push(url);
      const body = url === "/api/demo-scan" ? { scanId: "demo-1" } : url === "/api/scans/demo-1" ? demoScan : { error: { code: "NOT_FOUND", message: "Not found." } };
      return new Response(JSON.stringify(body), { status: "error" in body ? 404 : 200, headers: { "Content-Type": "application/json" } });
    });
    renderWithProviders(<PlatformDemo />);
    expect((await screen.findByTestId("leak-count")).textContent).toBe("25 leaks found");
    expect(screen.getByText("This demo scan runs once for everyone: it does not use your free scans.")).toBeTruthy();
    expect(urls).toEqual(["/api/demo-scan", "/api/scans/demo-1"]);
  });
});
