import { describe, expect, it } from "vitest";
import { createClock } from "./clock";

describe("createClock", () => {
  it("runs on real time at scale 1", () => {
    let real = 1_000_000;
    const clock = createClock({ realNow: () => real });
    real += 5_000;
    expect(clock.now().getTime()).toBe(1_005_000);
    expect(clock.realDelayMs(60_000)).toBe(60_000);
  });

  it("runs scale times faster from its anchor and shortens waits by the same factor", () => {
    let real = 1_000_000;
    const clock = createClock({ scale: 3600, realNow: () => real });
    real += 1_000; // one real second ...
    expect(clock.now().getTime()).toBe(1_000_000 + 3_600_000); // ... is one simulated hour
    expect(clock.realDelayMs(24 * 3_600_000)).toBe(24_000); // a simulated day is 24 real seconds
  });

  it("refuses a scale below 1", () => {
    expect(() => createClock({ scale: 0.5 })).toThrow(RangeError);
    expect(() => createClock({ scale: Number.NaN })).toThrow(RangeError);
  });
});
