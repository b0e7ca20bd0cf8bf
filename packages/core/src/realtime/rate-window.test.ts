import { describe, expect, it } from "vitest";
import { createRateWindow } from "./rate-window";

describe("createRateWindow", () => {
  it("lets ten events through in any one second and frees a slot as the oldest leaves the window", () => {
    let clock = 1_000;
    const window = createRateWindow({ limit: 10, now: () => clock });
    for (let i = 0; i < 10; i += 1) {
      expect(window.take()).toBe(true);
      clock += 50; // ten events over 450 ms
    }
    expect(window.take()).toBe(false);
    expect(window.freeIn()).toBe(1_000 - 500);
    clock = 2_000; // the first event (at 1 000) has left the window
    expect(window.freeIn()).toBe(0);
    expect(window.take()).toBe(true);
    expect(window.take()).toBe(false);
  });
});
