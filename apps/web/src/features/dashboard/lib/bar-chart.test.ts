import { describe, expect, it } from "vitest";
import { barLayout } from "./bar-chart";

describe("bar chart layout", () => {
  it("scales bars to the largest value and places them side by side", () => {
    const bars = barLayout([{ label: "a", value: 10 }, { label: "b", value: 5 }, { label: "c", value: 0 }], { width: 320, height: 100, gap: 10 });
    expect(bars.map((bar) => bar.height)).toEqual([100, 50, 0]);
    expect(bars.map((bar) => bar.y)).toEqual([0, 50, 100]);
    expect(bars.map((bar) => bar.x)).toEqual([0, 110, 220]);
    expect(bars[0].width).toBe(100);
  });

  it("keeps a lone bar narrow", () => {
    expect(barLayout([{ label: "a", value: 3 }], { width: 600, height: 100, maxBarWidth: 48 })[0]).toMatchObject({ x: 0, width: 48, height: 100 });
  });

  it("keeps a small value visible and handles no data", () => {
    expect(barLayout([{ label: "a", value: 1000 }, { label: "b", value: 1 }], { width: 100, height: 100 })[1].height).toBe(2);
    expect(barLayout([], { width: 100, height: 100 })).toEqual([]);
  });
});
