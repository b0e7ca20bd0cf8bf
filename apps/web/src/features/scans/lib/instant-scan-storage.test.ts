import { describe, expect, it } from "vitest";
import { readReportEmail, readTrackedScan, rememberReportEmail, writeTrackedScan } from "./instant-scan-storage";

describe("what the browser keeps of the free scan", () => {
  it("stores the followed scan for every tab and forgets it", () => {
    writeTrackedScan({ scanId: "0b9f", creatorName: "Nova Quill" });
    expect(readTrackedScan()).toEqual({ scanId: "0b9f", creatorName: "Nova Quill" });
    writeTrackedScan(null);
    expect(readTrackedScan()).toBeNull();
    expect(readTrackedScan("{broken")).toBeNull();
  });

  it("sets the spec's scanResultsEmail and scanResultsTimestamp keys", () => {
    rememberReportEmail(" Nova@Example.com ", 1_700_000_000_000);
    expect(window.localStorage.getItem("scanResultsEmail")).toBe("nova@example.com");
    expect(window.localStorage.getItem("scanResultsTimestamp")).toBe("1700000000000");
    expect(readReportEmail()).toEqual({ email: "nova@example.com", at: 1_700_000_000_000 });
  });
});
