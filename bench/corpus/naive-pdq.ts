// The PDQ baseline for bench/pdq.bench.ts: the algorithm written the obvious way (nested arrays,
// box filters recomputed per pixel, Math.cos inside the DCT loops, a fresh allocation per step).
// It exists only to show what the tuned implementation buys.

import type { PdqHash, RawPixels } from "../../packages/scanner/src/pdq/index";

function box(input: number[][], window: number, alongRows: boolean): number[][] {
  const rows = input.length, cols = input[0].length;
  const out: number[][] = [];
  for (let i = 0; i < rows; i++) {
    out.push([]);
    for (let j = 0; j < cols; j++) {
      const from = (alongRows ? j : i) - (window - 1 - Math.floor(window / 2));
      const to = (alongRows ? j : i) + Math.floor(window / 2);
      let sum = 0, n = 0;
      for (let k = Math.max(0, from); k <= Math.min((alongRows ? cols : rows) - 1, to); k++) {
        sum += alongRows ? input[i][k] : input[k][j];
        n++;
      }
      out[i].push(sum / n);
    }
  }
  return out;
}

export function naivePdqHash(pixels: RawPixels): PdqHash {
  const { data, width, height, channels } = pixels;
  let luma: number[][] = [];
  for (let y = 0; y < height; y++) {
    luma.push([]);
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * channels;
      luma[y].push(0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2]);
    }
  }
  const wr = Math.ceil(width / 128), wc = Math.ceil(height / 128);
  for (let round = 0; round < 2; round++) luma = box(box(luma, wr, true), wc, false);
  const a: number[][] = [];
  for (let i = 0; i < 64; i++) {
    a.push([]);
    for (let j = 0; j < 64; j++) a[i].push(luma[Math.floor(((i + 0.5) * height) / 64)][Math.floor(((j + 0.5) * width) / 64)]);
  }
  const d = (i: number, j: number) => Math.sqrt(2 / 64) * Math.cos((Math.PI / 128) * (i + 1) * (2 * j + 1));
  const t: number[][] = [];
  for (let i = 0; i < 16; i++) {
    t.push([]);
    for (let j = 0; j < 64; j++) { let s = 0; for (let k = 0; k < 64; k++) s += d(i, k) * a[k][j]; t[i].push(s); }
  }
  const b: number[] = [];
  for (let i = 0; i < 16; i++) for (let j = 0; j < 16; j++) { let s = 0; for (let k = 0; k < 64; k++) s += t[i][k] * d(j, k); b.push(s); }
  const median = [...b].sort((x, y) => x - y)[127];
  const hash = new Uint32Array(8);
  b.forEach((v, bit) => { if (v > median) hash[bit >> 5] |= 1 << (bit & 31); });
  return hash;
}
