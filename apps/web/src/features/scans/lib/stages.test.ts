import { describe, expect, it } from "vitest";
import { latestProgress, parseProgressEvent, progressPercent, SCAN_STAGES, stageState, type ScanProgress } from "./stages";

const at = (stage: ScanProgress["stage"], percent: number, status: ScanProgress["status"] = "running"): ScanProgress => ({ status, stage, percent });

describe("scan stages", () => {
  it("lists the spec's seven stages in order", () => {
    expect(SCAN_STAGES).toEqual([
      "initiating",
      "searching_leak_databases",
      "scanning_piracy_networks",
      "analyzing_content_matches",
      "calculating_damage_estimates",
      "finalizing_results",
      "complete",
    ]);
  });

  it("marks earlier stages done, the current one active and later ones pending", () => {
    const current = at("scanning_piracy_networks", 47);
    expect(stageState("initiating", current)).toBe("done");
    expect(stageState("searching_leak_databases", current)).toBe("done");
    expect(stageState("scanning_piracy_networks", current)).toBe("active");
    expect(stageState("analyzing_content_matches", current)).toBe("pending");
    expect(stageState("complete", current)).toBe("pending");
  });

  it("has every stage done once the scan completed, and none active after a failure", () => {
    expect(SCAN_STAGES.map((stage) => stageState(stage, at("complete", 100, "completed")))).toEqual(SCAN_STAGES.map(() => "done"));
    expect(stageState("scanning_piracy_networks", at("scanning_piracy_networks", 40, "failed"))).toBe("pending");
  });

  it("clamps and rounds the percent, 100 when completed", () => {
    expect(progressPercent(at("initiating", -3))).toBe(0);
    expect(progressPercent(at("analyzing_content_matches", 61.6))).toBe(62);
    expect(progressPercent(at("finalizing_results", 140))).toBe(100);
    expect(progressPercent(at("finalizing_results", 90, "completed"))).toBe(100);
  });

  it("never moves the bar back and lets a finished report win", () => {
    expect(latestProgress(at("scanning_piracy_networks", 50), at("searching_leak_databases", 20))).toEqual(at("scanning_piracy_networks", 50));
    expect(latestProgress(at("initiating", 0), at("searching_leak_databases", 20))).toEqual(at("searching_leak_databases", 20));
    expect(latestProgress(at("complete", 100, "completed"), at("finalizing_results", 95))).toEqual(at("complete", 100, "completed"));
    expect(latestProgress(null, at("initiating", 0))).toEqual(at("initiating", 0));
  });

  it("reads server-sent progress and rejects malformed data", () => {
    expect(parseProgressEvent('{"status":"running","stage":"scanning_piracy_networks","percent":47}')).toEqual(at("scanning_piracy_networks", 47));
    expect(parseProgressEvent('{"status":"running","stage":"elsewhere","percent":47}')).toBeNull();
    expect(parseProgressEvent("not json")).toBeNull();
  });
});
