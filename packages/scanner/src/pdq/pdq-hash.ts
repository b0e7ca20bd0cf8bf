// A PDQ hash as 8 packed 32-bit words, with the reference tool's hex format and Hamming distance.
// Packed words let distance be 8 XOR + popcount steps instead of 256 bit tests.

/** 256 bits: word k holds bits 32k..32k+31; bit i*16+j is DCT coefficient (i, j) above the median. */
export type PdqHash = Uint32Array;

export const PDQ_HASH_WORDS = 8;
export const PDQ_HASH_BITS = 256;

/** Counts set bits of a 32-bit integer (SWAR popcount; no lookup table, no allocation). */
export function popcount32(v: number): number {
  v = v - ((v >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Number of differing bits between two hashes. */
export function hammingDistance(a: PdqHash, b: PdqHash): number {
  return (
    popcount32(a[0] ^ b[0]) + popcount32(a[1] ^ b[1]) + popcount32(a[2] ^ b[2]) +
    popcount32(a[3] ^ b[3]) + popcount32(a[4] ^ b[4]) + popcount32(a[5] ^ b[5]) +
    popcount32(a[6] ^ b[6]) + popcount32(a[7] ^ b[7])
  );
}

/** 64 hex digits, most significant first: the reference prints 16-bit word 15 first. */
export function hashToHex(hash: PdqHash): string {
  let hex = "";
  for (let k = PDQ_HASH_WORDS - 1; k >= 0; k--) hex += (hash[k] >>> 0).toString(16).padStart(8, "0");
  return hex;
}

export function hashFromHex(hex: string): PdqHash {
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) throw new Error(`not a 64-digit hex PDQ hash: ${hex}`);
  const hash = new Uint32Array(PDQ_HASH_WORDS);
  for (let k = 0; k < PDQ_HASH_WORDS; k++) {
    const start = (PDQ_HASH_WORDS - 1 - k) * 8;
    hash[k] = parseInt(hex.slice(start, start + 8), 16);
  }
  return hash;
}
