// Turns a 16x16 DCT into hash bits: bit i*16+j is set when B[i][j] exceeds the lower median.

import { PDQ_HASH_WORDS, type PdqHash } from "./pdq-hash";

/** The 128th smallest of 256 values; `scratch` holds 256 values and is overwritten. */
export function lowerMedian256(values: Float32Array, scratch: Float32Array): number {
  scratch.set(values.subarray(0, 256));
  scratch.sort();
  return scratch[127];
}

export function thresholdDct(dct: Float32Array, scratch: Float32Array, out?: PdqHash): PdqHash {
  const hash = out ?? new Uint32Array(PDQ_HASH_WORDS);
  const median = lowerMedian256(dct, scratch);
  for (let w = 0; w < PDQ_HASH_WORDS; w++) {
    let word = 0;
    const base = w * 32;
    for (let b = 0; b < 32; b++) if (dct[base + b] > median) word |= 1 << b;
    hash[w] = word >>> 0;
  }
  return hash;
}
