import { describe, expect, it } from "vitest";
import { hammingDistance } from "../pdq/pdq-hash";
import { createHashIndex } from "./hash-index";

/** Deterministic PRNG (mulberry32) so a failure reproduces. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const randomHash = (next: () => number) => Uint32Array.from({ length: 8 }, () => (next() * 2 ** 32) >>> 0);
function nearDuplicate(hash: Uint32Array, bits: number, next: () => number): Uint32Array {
  const copy = hash.slice();
  const flipped = new Set<number>();
  while (flipped.size < bits) flipped.add(Math.floor(next() * 256));
  for (const b of flipped) copy[b >> 5] ^= 1 << (b & 31);
  return copy;
}
function bruteForce(stored: Map<number, Uint32Array>, query: Uint32Array, d: number) {
  return [...stored].map(([entry, h]) => ({ entry, distance: hammingDistance(h, query) }))
    .filter((x) => x.distance <= d).sort((a, b) => a.distance - b.distance || a.entry - b.entry);
}

describe("hash index", () => {
  it("multi-index hashing returns exactly what a linear scan returns on random data", () => {
    const next = rng(42);
    const index = createHashIndex<number>({ mihThreshold: 1000 });
    const stored = new Map<number, Uint32Array>();
    const hashes: Uint32Array[] = [];
    for (let i = 0; i < 5000; i++) {
      // A third are near-duplicates of earlier hashes so that real neighbours exist at every distance.
      const h = i > 0 && next() < 0.33 ? nearDuplicate(hashes[Math.floor(next() * hashes.length)], Math.floor(next() * 64), next) : randomHash(next);
      hashes.push(h);
      stored.set(index.add(h, i), h);
    }
    expect(index.mode).toBe("mih");
    let neighbours = 0;
    for (let q = 0; q < 300; q++) {
      const query = q % 3 === 0 ? randomHash(next) : nearDuplicate(hashes[Math.floor(next() * hashes.length)], Math.floor(next() * 50), next);
      for (const d of [0, 8, 15, 16, 31, 32, 47, 63, 80]) {
        const got = index.search(query, d).map(({ entry, distance }) => ({ entry, distance }));
        const want = bruteForce(stored, query, d);
        expect(got).toEqual(want);
        neighbours += want.length;
      }
    }
    expect(neighbours).toBeGreaterThan(500);
  }, 60_000); // thousands of random lookups: seconds on a busy 2-core machine, no timing asserted

  it("stays exact through removals and re-additions, in both modes", () => {
    const next = rng(7);
    const index = createHashIndex<string>({ mihThreshold: 400 });
    const stored = new Map<number, Uint32Array>();
    for (let round = 0; round < 6; round++) {
      for (let i = 0; i < 250; i++) {
        const h = randomHash(next);
        stored.set(index.add(h, `r${round}-${i}`), h);
      }
      for (const entry of [...stored.keys()]) {
        if (next() < 0.4) { expect(index.remove(entry)).toBe(true); stored.delete(entry); }
      }
      expect(index.size).toBe(stored.size);
      for (let q = 0; q < 40; q++) {
        const base = [...stored.values()][Math.floor(next() * stored.size)];
        const query = nearDuplicate(base, Math.floor(next() * 40), next);
        expect(index.search(query, 31).map(({ entry, distance }) => ({ entry, distance }))).toEqual(bruteForce(stored, query, 31));
      }
    }
  });

  it("returns stored values, nearest first, and forgets removed entries", () => {
    const index = createHashIndex<string>();
    const a = new Uint32Array(8);
    const b = a.slice(); b[0] = 0b111;
    const ea = index.add(a, "a");
    index.add(b, "b");
    expect(index.search(a, 31).map((h) => [h.value, h.distance])).toEqual([["a", 0], ["b", 3]]);
    expect(index.remove(ea)).toBe(true);
    expect(index.remove(ea)).toBe(false);
    expect(index.search(a, 31).map((h) => h.value)).toEqual(["b"]);
    expect(index.mode).toBe("linear");
  });

  it("switches to multi-index hashing at the threshold and back well below it", () => {
    const next = rng(1);
    const index = createHashIndex<number>({ mihThreshold: 100 });
    const entries = Array.from({ length: 100 }, (_, i) => index.add(randomHash(next), i));
    expect(index.mode).toBe("mih");
    entries.slice(0, 60).forEach((e) => index.remove(e));
    expect(index.mode).toBe("linear");
  });
});
