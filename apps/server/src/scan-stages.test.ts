import { scanStages } from "@unleak/contracts";
import { SCAN_STAGES } from "@unleak/scanner";
import { describe, expect, it } from "vitest";

describe("scan stages", () => {
  it("are the same in the engine and in what the web app shows", () => {
    expect([...scanStages]).toEqual([...SCAN_STAGES]);
  });
});
