import { describe, expect, it } from "vitest";
import { formatRemovalRate, formatRemovalTime } from "./format-removal-time";

describe("formatRemovalTime", () => {
  it("says minutes under an hour, hours under two days, then days", () => {
    expect(formatRemovalTime(0.25, "en")).toBe("15 minutes");
    expect(formatRemovalTime(0.001, "en")).toBe("1 minute");
    expect(formatRemovalTime(30, "en")).toBe("30 hours");
    expect(formatRemovalTime(47.4, "en")).toBe("47 hours");
    expect(formatRemovalTime(82, "en")).toBe("3.4 days");
    expect(formatRemovalTime(72, "de")).toBe("3 Tage");
  });

  it("shows the rate as a whole percentage", () => {
    expect(formatRemovalRate(4 / 13, "en")).toBe("31%");
    expect(formatRemovalRate(0.5, "fr")).toMatch(/^50\s%$/);
  });
});
