import { describe, expect, it } from "vitest";
import { clipHighlights, lumaRange, MAX_GAIN, stretchContrast } from "./contrast";
import type { LumaPlane } from "./luma-plane";

/** A 100x100 plane whose luma runs from `low` to `high` across its columns. */
function ramp(low: number, high: number): LumaPlane {
  const data = new Float32Array(100 * 100);
  for (let y = 0; y < 100; y++) for (let x = 0; x < 100; x++) data[y * 100 + x] = low + ((high - low) * x) / 99;
  return { data, width: 100, height: 100 };
}

describe("contrast-normalised view", () => {
  it("finds the luma range past the darkest and brightest percent", () => {
    const plane = ramp(10, 40);
    plane.data[0] = 255; // a speck of highlight does not set the range
    expect(lumaRange(plane)).toEqual({ low: 10, high: 41 });
  });

  it("stretches a dark picture linearly to the full range", () => {
    const stretched = stretchContrast(ramp(10, 40));
    // 30 levels become about 255, the darkest and brightest percent clipped.
    expect(stretched?.gain).toBeGreaterThan(255 / 32);
    expect(stretched?.gain).toBeLessThan(255 / 28);
    expect(stretched?.data[0]).toBe(0);
    expect(stretched?.data[99]).toBe(255);
    // Linear: equal steps of the input stay equal steps.
    const step = (stretched?.data[2] ?? 0) - (stretched?.data[1] ?? 0);
    expect((stretched?.data[51] ?? 0) - (stretched?.data[50] ?? 0)).toBeCloseTo(step, 3);
  });

  it("leaves a picture that spans the range as it is", () => {
    expect(stretchContrast(ramp(0, 255))?.gain).toBeLessThan(1.05);
  });

  it("gives no view of a picture flatter than 255/MAX_GAIN levels", () => {
    expect(stretchContrast(ramp(100, 100 + 255 / MAX_GAIN - 3))).toBeNull();
    expect(stretchContrast(ramp(7, 7))).toBeNull();
  });

  it("clips a bright caption over a dark picture in the highlight-clipped view", () => {
    const plane = ramp(10, 40);
    for (let i = 4000; i < 4500; i++) plane.data[i] = 0.65 * plane.data[i] + 89; // 5% of the pixels under 35% white
    // The plain stretch spans the caption, which squeezes the picture into a third of the range.
    const plain = stretchContrast(plane);
    expect(plain?.data[99]).toBeLessThan(100);
    // Clipped at its brightest tenth, the picture keeps the range and the caption is no brighter than it.
    const clipped = clipHighlights(plane);
    expect(clipped?.data[90]).toBeGreaterThan(230);
    expect(clipped?.data[4050]).toBe(255);
    expect(clipped?.data[99]).toBe(255);
  });
});
