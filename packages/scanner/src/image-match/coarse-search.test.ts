import { describe, expect, it } from "vitest";
import { coarseSearch } from "./coarse-search";
import { resampleWindow, type Window } from "./luma-plane";

function normalised(values: Float32Array) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const centred = values.map((v) => v - mean);
  const norm = Math.sqrt(centred.reduce((a, b) => a + b * b, 0));
  return centred.map((v) => v / norm);
}

describe("coarseSearch", () => {
  const width = 64, height = 48;
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = Math.sin(x / 3) * 50 + Math.cos(y / 4 + x / 11) * 40 + ((x * y) % 7);
  const reference = { data, width, height };

  it("scores windows exactly like resampling them and correlating", () => {
    const target = normalised(resampleWindow(reference, { x: 0.1, y: 0.2, w: 0.7, h: 0.6 }, 12, 12));
    for (const { window, correlation } of coarseSearch(reference, target, 12, 1 / 24, 1 / 12, 0.5, 5)) {
      const direct = normalised(resampleWindow(reference, window, 12, 12)).reduce((a, v, i) => a + v * target[i], 0);
      expect(correlation).toBeCloseTo(direct, 5);
    }
  });

  it("ranks the window a thumbnail was cut from first", () => {
    const truth: Window = { x: 1 / 12, y: 2 / 12, w: 0.75, h: 2 / 3 };
    const target = normalised(resampleWindow(reference, truth, 12, 12));
    const [best] = coarseSearch(reference, target, 12, 1 / 24, 1 / 12, 0.5, 1);
    expect(best.correlation).toBeGreaterThan(0.999);
    expect(best.window.x).toBeCloseTo(truth.x, 5);
    expect(best.window.w).toBeCloseTo(truth.w, 5);
  });
});
