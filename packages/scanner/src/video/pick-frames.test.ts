import { describe, expect, it } from "vitest";
import { pickEvenly, pickFrames, thinFrames } from "./pick-frames";

/** A 10-minute video: one long scene sampled every 4 s, and five short scenes (one frame each) close together at 7:00-7:20. */
function longSceneAndShortOnes() {
  const frames = Array.from({ length: 150 }, (_, i) => ({ timeMs: i * 4000, scene: 0 }));
  const cuts = [420_500, 424_500, 428_500, 432_500, 436_500].map((timeMs, i) => ({ timeMs, scene: i + 1 }));
  // The long scene goes on after the cuts (it is scene 6 after them).
  const after = frames.filter((frame) => frame.timeMs > 436_500).map((frame) => ({ ...frame, scene: 6 }));
  return [...frames.filter((frame) => frame.timeMs <= 420_000), ...cuts, ...after].sort((a, b) => a.timeMs - b.timeMs);
}

describe("pickFrames", () => {
  it("keeps every scene where an even pick by position drops short ones", () => {
    const candidates = longSceneAndShortOnes();
    const budget = 26;
    const scenesOf = (frames: { scene: number }[]) => new Set(frames.map((frame) => frame.scene));
    // The old pick: evenly by position, which skips some of the five short scenes.
    expect(scenesOf(pickEvenly(candidates, budget)).size).toBeLessThan(7);
    const picked = pickFrames(candidates, budget);
    expect(picked).toHaveLength(budget);
    expect(scenesOf(picked)).toEqual(new Set([0, 1, 2, 3, 4, 5, 6]));
    expect(picked.map((frame) => frame.timeMs)).toEqual([...picked.map((frame) => frame.timeMs)].sort((a, b) => a - b));
    // The rest of the budget still spreads over the whole video, not only near the cuts.
    expect(picked[0].timeMs).toBeLessThan(30_000);
    expect(picked.at(-1)!.timeMs).toBeGreaterThan(560_000);
  });

  it("keeps all candidates within the budget, and one frame of evenly spread scenes when the scenes outnumber it", () => {
    const few = [{ timeMs: 0, scene: 0 }, { timeMs: 5000, scene: 1 }];
    expect(pickFrames(few, 5)).toBe(few);
    // 40 scenes of three frames each, a budget of 10: ten scenes across the video, one frame each (the middle one).
    const many = Array.from({ length: 120 }, (_, i) => ({ timeMs: i * 1000, scene: Math.floor(i / 3) }));
    const picked = pickFrames(many, 10);
    expect(picked).toHaveLength(10);
    expect(new Set(picked.map((frame) => frame.scene)).size).toBe(10);
    expect(picked.every((frame) => frame.timeMs % 3000 === 1000)).toBe(true);
    expect(picked[0].scene).toBeLessThan(4);
    expect(picked.at(-1)!.scene).toBeGreaterThan(35);
  });
});

describe("pickFrames keeps the opening", () => {
  it("keeps the video's first frame when over the budget, within the budget", () => {
    const frames = Array.from({ length: 40 }, (_, i) => ({ timeMs: i * 500, scene: i < 30 ? 0 : 1 }));
    const picked = pickFrames(frames, 10);
    expect(picked[0].timeMs).toBe(0);
    expect(picked).toHaveLength(10);
  });
});

describe("thinFrames", () => {
  it("drops every other frame but keeps each scene's first, and never keeps more than asked", () => {
    const frames = Array.from({ length: 41 }, (_, i) => ({ timeMs: i * 1000, scene: i < 30 ? 0 : i - 29 }));
    const thinned = thinFrames(frames, 40);
    expect(thinned.length).toBeLessThanOrEqual(40);
    for (let scene = 0; scene <= 11; scene += 1) expect(thinned.some((frame) => frame.scene === scene)).toBe(true);
    // Scenes alone over the bound: every other frame, from the first.
    const cuts = Array.from({ length: 9 }, (_, i) => ({ timeMs: i * 1000, scene: i }));
    expect(thinFrames(cuts, 8).map((frame) => frame.scene)).toEqual([0, 2, 4, 6, 8]);
  });
});
