// Hash-index lookups: 1,000,000 random 256-bit hashes, queries at distance 31 (half near-duplicates
// of stored hashes, half random), multi-index hashing against a packed linear scan in the same run.
// Run: node --import tsx bench/hash-index.bench.ts

import { createHashIndex, scanWithin } from "../packages/scanner/src/hash-index/index";
import { isMainModule, reportBench } from "./corpus/bench-output";
import { seededRng } from "./corpus/transforms";

const SIZE = 1_000_000;
const DISTANCE = 31;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function measure(): Promise<object> {
  const rng = seededRng(99);
  const word = () => (rng() * 2 ** 32) >>> 0;
  const packed = new Uint32Array(SIZE * 8);
  for (let i = 0; i < packed.length; i++) packed[i] = word();

  const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
  const buildStart = performance.now();
  const index = createHashIndex<number>({ mihThreshold: 20_000 });
  for (let i = 0; i < SIZE; i++) index.add(packed.subarray(i * 8, i * 8 + 8), i);
  const buildMs = performance.now() - buildStart;
  const memoryMb = (process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers - heapBefore) / 2 ** 20;

  const queries: Uint32Array[] = [];
  for (let q = 0; q < 1000; q++) {
    if (q % 2 === 0) {
      const copy = packed.slice(Math.floor(rng() * SIZE) * 8).subarray(0, 8);
      const flips = Math.floor(rng() * (DISTANCE + 1));
      for (let f = 0; f < flips; f++) { const b = Math.floor(rng() * 256); copy[b >> 5] ^= 1 << (b & 31); }
      queries.push(copy.slice());
    } else {
      queries.push(Uint32Array.from({ length: 8 }, word));
    }
  }

  for (const q of queries.slice(0, 50)) index.search(q, DISTANCE); // warm-up
  const mihTimes: number[] = [];
  let hits = 0;
  for (const q of queries) {
    const t = performance.now();
    hits += index.search(q, DISTANCE).length;
    mihTimes.push(performance.now() - t);
  }

  // The baseline scans the same packed words; fewer queries since each takes tens of ms.
  const linearTimes: number[] = [];
  let disagreements = 0;
  for (const q of queries.slice(0, 60)) {
    const found: number[] = [];
    const t = performance.now();
    scanWithin(packed, SIZE, q, DISTANCE, (position) => found.push(position));
    linearTimes.push(performance.now() - t);
    const viaIndex = index.search(q, DISTANCE).map((h) => h.value).sort((a, b) => a - b);
    if (viaIndex.join() !== found.sort((a, b) => a - b).join()) disagreements++;
  }

  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    bench: "hash-index",
    hashes: SIZE,
    distance: DISTANCE,
    queries: queries.length,
    nearDuplicateShare: 0.5,
    mode: index.mode,
    medianLookupMs: round(median(mihTimes)),
    p95LookupMs: round(percentile(mihTimes, 0.95)),
    targetMedianLookupMs: 1,
    baselineLinearMedianMs: round(median(linearTimes)),
    speedupVsLinear: Math.round((median(linearTimes) / median(mihTimes)) * 10) / 10,
    targetSpeedup: 10,
    hitsFound: hits,
    disagreementsWithLinearScan: disagreements,
    buildSeconds: round(buildMs / 1000),
    indexMemoryMb: Math.round(memoryMb),
  };
}

/** Measures, prints the JSON and writes bench/results/hash-index.json (bench/run.ts calls this). */
export async function run(): Promise<object> {
  const result = await measure();
  reportBench("hash-index", result);
  return result;
}

if (isMainModule(import.meta.url)) await run();
