// PDQ quality: how much gradient the 64x64 samples have. Featureless pictures (flat colour,
// near-black frames) score low and their hashes match too easily, so callers should not trust them.

const fround = Math.fround;

/** Sum of |trunc(delta*100/255)| (float32, as the reference) over neighbour pairs, / 90, capped at 100. */
export function pdqQuality(a64: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < 63; i++) {
    for (let j = 0; j < 64; j++) {
      sum += Math.abs(Math.trunc(fround(fround(fround(a64[i * 64 + j] - a64[(i + 1) * 64 + j]) * 100) / 255)));
    }
  }
  for (let i = 0; i < 64; i++) {
    for (let j = 0; j < 63; j++) {
      sum += Math.abs(Math.trunc(fround(fround(fround(a64[i * 64 + j] - a64[i * 64 + j + 1]) * 100) / 255)));
    }
  }
  return Math.min(100, Math.floor(sum / 90));
}
