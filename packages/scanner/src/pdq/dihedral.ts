// The 8 dihedral transforms of an image, applied directly to its 16x16 DCT: flipping an axis
// negates the odd-frequency coefficients along it, and a transpose swaps the axes. Each
// transformed DCT is re-thresholded at its own median, as the reference does.

/** Reference order of the 8 hashes. */
export const DIHEDRAL_NAMES = ["orig", "rot90", "rot180", "rot270", "flipx", "flipy", "flipp", "flipm"] as const;
export type DihedralName = (typeof DIHEDRAL_NAMES)[number];

/**
 * For each transform: whether it transposes, and which coefficients change sign. Indices are the
 * source (i, j); "even j" means frequency j+1 is odd, i.e. the basis flips sign under a mirror.
 * The reference names a mirror by its axis: flipx mirrors top-bottom (about the x axis).
 */
const TRANSFORMS: ReadonlyArray<{ transpose: boolean; negate: (i: number, j: number) => boolean }> = [
  { transpose: false, negate: () => false },
  { transpose: true, negate: (_i, j) => (j & 1) === 0 },
  { transpose: false, negate: (i, j) => ((i + j) & 1) === 1 },
  { transpose: true, negate: (i) => (i & 1) === 0 },
  { transpose: false, negate: (i) => (i & 1) === 0 },
  { transpose: false, negate: (_i, j) => (j & 1) === 0 },
  { transpose: true, negate: () => false },
  { transpose: true, negate: (i, j) => ((i + j) & 1) === 1 },
];

/** Per transform, 256 (destination index, sign) pairs, precomputed so hashing does no branching. */
const DEST = new Int32Array(8 * 256);
const SIGN = new Float32Array(8 * 256);
TRANSFORMS.forEach((t, k) => {
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 16; j++) {
      DEST[k * 256 + i * 16 + j] = t.transpose ? j * 16 + i : i * 16 + j;
      SIGN[k * 256 + i * 16 + j] = t.negate(i, j) ? -1 : 1;
    }
  }
});

/** Writes transform `k` (0..7, reference order) of `dct` into `out`. */
export function transformDct(dct: Float32Array, k: number, out: Float32Array): void {
  const base = k * 256;
  for (let p = 0; p < 256; p++) out[DEST[base + p]] = SIGN[base + p] * dct[p];
}
