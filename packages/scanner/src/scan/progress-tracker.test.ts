import { describe, expect, it } from "vitest";
import { createProgressTracker } from "./progress-tracker";
import { SCAN_STAGES, type ScanProgress } from "./scan-types";

describe("progress tracker", () => {
  it("announces every stage in order with a rising percentage driven by work", () => {
    const events: ScanProgress[] = [];
    const progress = createProgressTracker((e) => events.push(e));
    progress.begin("initiating");
    progress.add("search", 4);
    progress.begin("searching_leak_databases");
    progress.done("search", 1);
    progress.add("page", 2);
    progress.done("search", 2);
    progress.done("page", 1);
    progress.done("search", 1);
    expect(events.at(-1)?.stage).toBe("scanning_piracy_networks");
    progress.add("analyze", 1);
    progress.done("page", 1);
    progress.done("analyze", 1);
    progress.begin("complete");
    const stages = [...new Set(events.map((e) => e.stage))];
    expect(stages).toEqual([...SCAN_STAGES]);
    const percents = events.map((e) => e.percent);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(events.at(-1)).toEqual({ stage: "complete", percent: 100 });
  });

  it("still announces work stages that had no work", () => {
    const events: ScanProgress[] = [];
    const progress = createProgressTracker((e) => events.push(e));
    progress.begin("initiating");
    progress.begin("searching_leak_databases");
    progress.begin("complete");
    expect(events.map((e) => e.stage)).toEqual([...SCAN_STAGES]);
  });
});
