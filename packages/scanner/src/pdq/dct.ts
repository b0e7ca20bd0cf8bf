// The 64x64 -> 16x16 DCT of PDQ: B = D A D^T with D[i][j] = sqrt(2/64) cos(pi/128 (i+1)(2j+1)).
// D is computed once. Products and sums are rounded to float32 in the reference's order: float64
// is closer to the true DCT but flips near-median coefficients the reference keeps (see pdq/README).

const fround = Math.fround;

/** D as 16 rows of 64, row-major, float32 like the reference's table. */
export const DCT_MATRIX: Float32Array = (() => {
  const d = new Float32Array(16 * 64);
  const scale = Math.sqrt(2 / 64);
  for (let i = 0; i < 16; i++) {
    for (let j = 0; j < 64; j++) d[i * 64 + j] = scale * Math.cos((Math.PI / 2 / 64) * (i + 1) * (2 * j + 1));
  }
  return d;
})();

/**
 * Writes the 16x16 DCT of the 64x64 `input` into `output`; `temp` holds 16*64 values.
 * T = D A is accumulated row by row of A so the inner loop streams contiguous memory while each
 * T[i][j] still sums k = 0..63 in order.
 */
export function dct64To16(input: Float32Array, output: Float32Array, temp: Float32Array): void {
  const d = DCT_MATRIX;
  temp.fill(0, 0, 16 * 64);
  for (let i = 0; i < 16; i++) {
    const tRow = i * 64;
    for (let k = 0; k < 64; k++) {
      const dik = d[i * 64 + k];
      const aRow = k * 64;
      for (let j = 0; j < 64; j++) temp[tRow + j] = temp[tRow + j] + fround(dik * input[aRow + j]);
    }
  }
  for (let i = 0; i < 16; i++) {
    const tRow = i * 64;
    for (let j = 0; j < 16; j++) {
      const dRow = j * 64;
      let sum = 0;
      for (let k = 0; k < 64; k++) sum = fround(sum + fround(temp[tRow + k] * d[dRow + k]));
      output[i * 16 + j] = sum;
    }
  }
}
