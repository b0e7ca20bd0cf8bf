import { describe, expect, it } from "vitest";
import { findContentRect } from "./border-trim";

function texturedPlane(width: number, height: number) {
  const data = new Float32Array(width * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data[y * width + x] = 60 + ((x * 7 + y * 13 + ((x * y) % 17)) % 120);
  return { data, width, height };
}

describe("findContentRect", () => {
  it("keeps a picture without borders whole", () => {
    expect(findContentRect(texturedPlane(200, 120))).toEqual({ left: 0, top: 0, width: 200, height: 120 });
  });

  it("trims letterbox bars (with a line of JPEG fringe)", () => {
    const plane = texturedPlane(200, 160);
    for (let y = 0; y < 20; y++) for (let x = 0; x < 200; x++) { plane.data[y * 200 + x] = 1; plane.data[(159 - y) * 200 + x] = 2; }
    const rect = findContentRect(plane);
    expect(rect.top).toBeGreaterThanOrEqual(20);
    expect(rect.top).toBeLessThanOrEqual(21);
    expect(rect.top + rect.height).toBeLessThanOrEqual(140);
    expect(rect.top + rect.height).toBeGreaterThanOrEqual(139);
    expect([rect.left, rect.width]).toEqual([0, 200]);
  });

  it("does not trim more than 40% of a side", () => {
    const plane = texturedPlane(100, 100);
    for (let y = 0; y < 60; y++) for (let x = 0; x < 100; x++) plane.data[y * 100 + x] = 255;
    expect(findContentRect(plane).top).toBeLessThanOrEqual(40);
  });
});
