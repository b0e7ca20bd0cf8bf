import { describe, expect, it } from "vitest";
import { defaultSignInThrottle, throttleDelaySeconds } from "./sign-in-throttle";

describe("throttleDelaySeconds", () => {
  it("lets the first failures pass, then doubles the wait up to the cap", () => {
    expect([0, 1, 4].map((failures) => throttleDelaySeconds(failures))).toEqual([0, 0, 0]);
    expect([5, 6, 7].map((failures) => throttleDelaySeconds(failures))).toEqual([30, 60, 120]);
    expect(throttleDelaySeconds(40)).toBe(defaultSignInThrottle.maxDelaySeconds);
  });
});
