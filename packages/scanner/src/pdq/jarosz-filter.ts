// Jarosz tent filter: two rounds of box filters along rows then columns, as the PDQ reference does
// before sampling 64x64 points. Running sums in float32, in the reference's order, reproduce it
// bit for bit.

const fround = Math.fround;

/** Box-filter window for shrinking `oldDimension` to 64 samples: ceil(old / 128). */
export function jaroszWindowSize(oldDimension: number, newDimension = 64): number {
  return Math.floor((oldDimension + 2 * newDimension - 1) / (2 * newDimension));
}

/**
 * 1-D box filter over `length` values spaced `stride` apart, starting at `offset`: output i is the
 * mean of in[i - (w-1-floor(w/2)) .. i + floor(w/2)], truncated at the edges.
 */
function box1D(
  input: Float32Array, output: Float32Array, offset: number, length: number, stride: number, window: number,
): void {
  const half = (window + 2) >> 1;
  const phase1 = half - 1;
  const phase2 = window - half + 1;
  const phase3 = length - window;
  const phase4 = half - 1;
  let li = offset, ri = offset, oi = offset;
  let sum = 0, count = 0;
  for (let i = 0; i < phase1; i++) { sum = fround(sum + input[ri]); count++; ri += stride; }
  for (let i = 0; i < phase2; i++) {
    sum = fround(sum + input[ri]); count++; output[oi] = sum / count; ri += stride; oi += stride;
  }
  for (let i = 0; i < phase3; i++) {
    sum = fround(fround(sum + input[ri]) - input[li]);
    output[oi] = sum / count;
    li += stride; ri += stride; oi += stride;
  }
  for (let i = 0; i < phase4; i++) {
    sum = fround(sum - input[li]); count--; output[oi] = sum / count; li += stride; oi += stride;
  }
}

/**
 * The same 1-D box filter down every column at once, walking rows in memory order: a strided
 * walk per column misses the cache on every step of a 512-pixel picture. Each column's running
 * sum still accumulates in the reference's order, so results are identical.
 */
function boxColumns(input: Float32Array, output: Float32Array, rows: number, cols: number, window: number, sums: Float32Array): void {
  const half = (window + 2) >> 1;
  const phase1 = half - 1;
  const phase2 = window - half + 1;
  const phase3 = rows - window;
  const phase4 = half - 1;
  sums.fill(0, 0, cols);
  let li = 0, ri = 0, oi = 0, count = 0;
  for (let i = 0; i < phase1; i++, ri += cols) {
    for (let c = 0; c < cols; c++) sums[c] = sums[c] + input[ri + c];
    count++;
  }
  for (let i = 0; i < phase2; i++, ri += cols, oi += cols) {
    count++;
    for (let c = 0; c < cols; c++) { const sum = fround(sums[c] + input[ri + c]); sums[c] = sum; output[oi + c] = sum / count; }
  }
  for (let i = 0; i < phase3; i++, li += cols, ri += cols, oi += cols) {
    for (let c = 0; c < cols; c++) {
      const sum = fround(fround(sums[c] + input[ri + c]) - input[li + c]);
      sums[c] = sum;
      output[oi + c] = sum / count;
    }
  }
  for (let i = 0; i < phase4; i++, li += cols, oi += cols) {
    count--;
    for (let c = 0; c < cols; c++) { const sum = fround(sums[c] - input[li + c]); sums[c] = sum; output[oi + c] = sum / count; }
  }
}

/**
 * Filters `buffer` (rows x cols, row-major) in place; `scratch` must hold rows*cols values.
 * `windowAlongRows` is the window used within each row (derived from the column count).
 */
export function jaroszFilter(
  buffer: Float32Array, scratch: Float32Array, rows: number, cols: number,
  windowAlongRows: number, windowAlongCols: number, rounds = 2,
): void {
  const sums = new Float32Array(cols);
  for (let r = 0; r < rounds; r++) {
    for (let i = 0; i < rows; i++) box1D(buffer, scratch, i * cols, cols, 1, windowAlongRows);
    boxColumns(scratch, buffer, rows, cols, windowAlongCols, sums);
  }
}
