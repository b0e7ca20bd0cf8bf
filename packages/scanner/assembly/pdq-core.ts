// The per-pixel part of PDQ in WebAssembly: luma, the Jarosz filter and the 64x64 sampling.
// It mirrors src/pdq/{luma,jarosz-filter}.ts operation for operation in f32, the reference's
// arithmetic, so both give identical samples; columns are filtered four at a time with SIMD.
// Build: npm run build:wasm -w @unleak/scanner (writes src/pdq/pdq-core.wasm).
// The caller owns the memory: it grows it and passes every buffer as a byte address.

const R: f32 = 0.299;
const G: f32 = 0.587;
const B: f32 = 0.114;

/** First free byte after the module's own data; buffers are placed from here. */
export function heapBase(): usize {
  return __heap_base;
}

/** Row-major luma from 8-bit pixels with 1-4 channels (grey, grey+alpha, RGB, RGBA). */
export function luma(pixels: usize, count: i32, channels: i32, out: usize): void {
  if (channels <= 2) {
    for (let p = 0; p < count; p++) {
      store<f32>(out + (<usize>p << 2), <f32>load<u8>(pixels + <usize>(p * channels)));
    }
    return;
  }
  for (let p = 0; p < count; p++) {
    const s = pixels + <usize>(p * channels);
    const y: f32 = R * <f32>load<u8>(s) + G * <f32>load<u8>(s, 1) + B * <f32>load<u8>(s, 2);
    store<f32>(out + (<usize>p << 2), y);
  }
}

/** Box filter along one row of `length` floats (see jarosz-filter.ts box1D). */
function boxRow(input: usize, output: usize, length: i32, window: i32): void {
  const half = (window + 2) >> 1;
  const phase1 = half - 1;
  const phase2 = window - half + 1;
  const phase3 = length - window;
  const phase4 = half - 1;
  let li = input, ri = input, oi = output;
  let sum: f32 = 0;
  let count: f32 = 0;
  for (let i = 0; i < phase1; i++) {
    sum += load<f32>(ri); count += 1; ri += 4;
  }
  for (let i = 0; i < phase2; i++) {
    sum += load<f32>(ri); count += 1; store<f32>(oi, sum / count); ri += 4; oi += 4;
  }
  for (let i = 0; i < phase3; i++) {
    sum += load<f32>(ri); sum -= load<f32>(li); store<f32>(oi, sum / count);
    li += 4; ri += 4; oi += 4;
  }
  for (let i = 0; i < phase4; i++) {
    sum -= load<f32>(li); count -= 1; store<f32>(oi, sum / count); li += 4; oi += 4;
  }
}

/**
 * boxRow over four rows at once (`stride` bytes apart): four independent running sums keep the
 * processor busy where one sum would wait on its own previous addition.
 */
function boxFourRows(input: usize, output: usize, stride: usize, length: i32, window: i32): void {
  const half = (window + 2) >> 1;
  const phase1 = half - 1;
  const phase2 = window - half + 1;
  const phase3 = length - window;
  const phase4 = half - 1;
  let li = input, ri = input, oi = output;
  let s0: f32 = 0, s1: f32 = 0, s2: f32 = 0, s3: f32 = 0;
  let count: f32 = 0;
  for (let i = 0; i < phase1; i++) {
    s0 += load<f32>(ri); s1 += load<f32>(ri + stride); s2 += load<f32>(ri + 2 * stride); s3 += load<f32>(ri + 3 * stride);
    count += 1; ri += 4;
  }
  for (let i = 0; i < phase2; i++) {
    s0 += load<f32>(ri); s1 += load<f32>(ri + stride); s2 += load<f32>(ri + 2 * stride); s3 += load<f32>(ri + 3 * stride);
    count += 1;
    store<f32>(oi, s0 / count); store<f32>(oi + stride, s1 / count);
    store<f32>(oi + 2 * stride, s2 / count); store<f32>(oi + 3 * stride, s3 / count);
    ri += 4; oi += 4;
  }
  for (let i = 0; i < phase3; i++) {
    s0 += load<f32>(ri); s1 += load<f32>(ri + stride); s2 += load<f32>(ri + 2 * stride); s3 += load<f32>(ri + 3 * stride);
    s0 -= load<f32>(li); s1 -= load<f32>(li + stride); s2 -= load<f32>(li + 2 * stride); s3 -= load<f32>(li + 3 * stride);
    store<f32>(oi, s0 / count); store<f32>(oi + stride, s1 / count);
    store<f32>(oi + 2 * stride, s2 / count); store<f32>(oi + 3 * stride, s3 / count);
    li += 4; ri += 4; oi += 4;
  }
  for (let i = 0; i < phase4; i++) {
    s0 -= load<f32>(li); s1 -= load<f32>(li + stride); s2 -= load<f32>(li + 2 * stride); s3 -= load<f32>(li + 3 * stride);
    count -= 1;
    store<f32>(oi, s0 / count); store<f32>(oi + stride, s1 / count);
    store<f32>(oi + 2 * stride, s2 / count); store<f32>(oi + 3 * stride, s3 / count);
    li += 4; oi += 4;
  }
}

/** One row step of the column filter: sums += in[add] - in[sub] (either may be 0), out = sums / count. */
function columnStep(sums: usize, add: usize, sub: usize, out: usize, bytes: usize, count: f32): void {
  const vectorBytes = bytes & ~15;
  const divisor = f32x4.splat(count);
  let c: usize = 0;
  for (; c < vectorBytes; c += 16) {
    let s = v128.load(sums + c);
    if (add) s = f32x4.add(s, v128.load(add + c));
    if (sub) s = f32x4.sub(s, v128.load(sub + c));
    v128.store(sums + c, s);
    if (out) v128.store(out + c, f32x4.div(s, divisor));
  }
  for (; c < bytes; c += 4) {
    let s = load<f32>(sums + c);
    if (add) s += load<f32>(add + c);
    if (sub) s -= load<f32>(sub + c);
    store<f32>(sums + c, s);
    if (out) store<f32>(out + c, s / count);
  }
}

/** Box filter down every column, walking rows in memory order (see jarosz-filter.ts boxColumns). */
function boxColumns(input: usize, output: usize, rows: i32, cols: i32, window: i32, sums: usize): void {
  const half = (window + 2) >> 1;
  const phase1 = half - 1;
  const phase2 = window - half + 1;
  const phase3 = rows - window;
  const phase4 = half - 1;
  const rowBytes = <usize>cols << 2;
  memory.fill(sums, 0, rowBytes);
  let li = input, ri = input, oi = output;
  let count: f32 = 0;
  for (let i = 0; i < phase1; i++) {
    count += 1; columnStep(sums, ri, 0, 0, rowBytes, count); ri += rowBytes;
  }
  for (let i = 0; i < phase2; i++) {
    count += 1; columnStep(sums, ri, 0, oi, rowBytes, count); ri += rowBytes; oi += rowBytes;
  }
  for (let i = 0; i < phase3; i++) {
    columnStep(sums, ri, li, oi, rowBytes, count); li += rowBytes; ri += rowBytes; oi += rowBytes;
  }
  for (let i = 0; i < phase4; i++) {
    count -= 1; columnStep(sums, 0, li, oi, rowBytes, count); li += rowBytes; oi += rowBytes;
  }
}

/**
 * Two rounds of rows-then-columns box filters over `buffer` (rows x cols floats) in place, then
 * samples 64x64 points into `out`. `scratch` holds rows*cols floats, `sums` cols floats.
 */
export function filterAndSample(
  buffer: usize, scratch: usize, sums: usize, out: usize,
  rows: i32, cols: i32, windowAlongRows: i32, windowAlongCols: i32,
): void {
  const rowBytes = <usize>cols << 2;
  for (let round = 0; round < 2; round++) {
    let r = 0;
    for (; r + 4 <= rows; r += 4) {
      boxFourRows(buffer + <usize>r * rowBytes, scratch + <usize>r * rowBytes, rowBytes, cols, windowAlongRows);
    }
    for (; r < rows; r++) {
      boxRow(buffer + <usize>r * rowBytes, scratch + <usize>r * rowBytes, cols, windowAlongRows);
    }
    boxColumns(scratch, buffer, rows, cols, windowAlongCols, sums);
  }
  for (let i = 0; i < 64; i++) {
    const row = <usize>Math.floor(((<f64>i + 0.5) * <f64>rows) / 64) * rowBytes;
    for (let j = 0; j < 64; j++) {
      const col = <usize>Math.floor(((<f64>j + 0.5) * <f64>cols) / 64);
      store<f32>(out + (<usize>(i * 64 + j) << 2), load<f32>(buffer + row + (col << 2)));
    }
  }
}
