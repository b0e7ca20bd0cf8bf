import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ScanProgress } from "./scan-progress";

describe("ScanProgress", () => {
  it("shows the bar at the reported percent and each stage's state", () => {
    render(<ScanProgress creatorName="Nova Quill" progress={{ status: "running", stage: "analyzing_content_matches", percent: 63 }} />);
    expect(screen.getByRole("progressbar", { name: "Scan progress" }).getAttribute("aria-valuenow")).toBe("63");
    expect(screen.getByText("63 % done")).toBeTruthy();
    expect(screen.getByText("Scanning for Nova Quill")).toBeTruthy();
    expect(screen.getByTestId("stage-scanning_piracy_networks").dataset.state).toBe("done");
    expect(screen.getByTestId("stage-analyzing_content_matches").dataset.state).toBe("active");
    expect(screen.getByTestId("stage-analyzing_content_matches").textContent).toContain("Analyzing content matches");
    expect(screen.getByTestId("stage-finalizing_results").dataset.state).toBe("pending");
  });
});
