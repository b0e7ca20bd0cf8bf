// The PDQ pipeline from a luma plane to hash, quality and dihedral hashes, following the
// reference C++ step by step. A hasher owns its work buffers so hashing allocates only its result.

import { dct64To16 } from "./dct";
import { DIHEDRAL_NAMES, transformDct } from "./dihedral";
import { jaroszFilter, jaroszWindowSize } from "./jarosz-filter";
import { checkPixels, lumaFromPixels, type RawPixels } from "./luma";
import { createWasmPdqCore } from "./wasm-core";
import type { PdqHash } from "./pdq-hash";
import { pdqQuality } from "./quality";
import { thresholdDct } from "./threshold";

export interface PdqResult {
  hash: PdqHash;
  /** 0..100: how much gradient the picture has; below 50 the hash is not trustworthy. */
  quality: number;
}

export interface PdqDihedralResult extends PdqResult {
  /** The 8 hashes in reference order (see DIHEDRAL_NAMES); dihedral[0] equals hash. */
  dihedral: PdqHash[];
}

export interface PdqHashOptions {
  dihedral?: boolean;
}

export interface PdqHasher {
  hashLuma(luma: Float32Array, rows: number, cols: number): PdqResult;
  hashLuma(luma: Float32Array, rows: number, cols: number, options: { dihedral: true }): PdqDihedralResult;
  hashLuma(luma: Float32Array, rows: number, cols: number, options?: PdqHashOptions): PdqResult | PdqDihedralResult;
  hashPixels(pixels: RawPixels): PdqResult;
  hashPixels(pixels: RawPixels, options: { dihedral: true }): PdqDihedralResult;
  hashPixels(pixels: RawPixels, options?: PdqHashOptions): PdqResult | PdqDihedralResult;
  /** The 64x64 samples and 16x16 DCT of the last hash (views into the hasher's buffers). */
  readonly stages: { downsample64: Float32Array; dct16: Float32Array };
}

/** Samples the blurred plane at 64x64 points: A[i][j] = in[floor((i+.5)rows/64)][floor((j+.5)cols/64)]. */
function downsampleTo64(input: Float32Array, rows: number, cols: number, out: Float32Array): void {
  for (let i = 0; i < 64; i++) {
    const row = Math.floor(((i + 0.5) * rows) / 64) * cols;
    for (let j = 0; j < 64; j++) out[i * 64 + j] = input[row + Math.floor(((j + 0.5) * cols) / 64)];
  }
}

/** Turns pixels or a luma plane into the 64x64 samples the DCT takes. */
interface Sampler {
  fromPixels(pixels: RawPixels): Float32Array;
  fromLuma(luma: Float32Array, rows: number, cols: number): Float32Array;
}

/** The TypeScript core: the readable statement of the reference's arithmetic, kept as the check. */
function typescriptSampler(): Sampler {
  let work = new Float32Array(0);
  let scratch = new Float32Array(0);
  let luma = new Float32Array(0);
  const a64 = new Float32Array(64 * 64);
  const fromLuma = (input: Float32Array, rows: number, cols: number) => {
    const n = rows * cols;
    if (work.length < n) { work = new Float32Array(n); scratch = new Float32Array(n); }
    work.set(input.subarray(0, n));
    jaroszFilter(work, scratch, rows, cols, jaroszWindowSize(cols), jaroszWindowSize(rows));
    downsampleTo64(work, rows, cols, a64);
    return a64;
  };
  return {
    fromPixels(pixels) {
      const n = pixels.width * pixels.height;
      if (luma.length < n) luma = new Float32Array(n);
      return fromLuma(lumaFromPixels(pixels, luma), pixels.height, pixels.width);
    },
    fromLuma,
  };
}

/** The WebAssembly core (assembly/pdq-core.ts): the same operations, several times faster. */
function wasmSampler(): Sampler {
  const core = createWasmPdqCore();
  return {
    fromPixels(pixels) {
      checkPixels(pixels);
      return core.samplePixels(pixels, jaroszWindowSize(pixels.width), jaroszWindowSize(pixels.height));
    },
    fromLuma: (luma, rows, cols) => core.sampleLuma(luma, rows, cols, jaroszWindowSize(cols), jaroszWindowSize(rows)),
  };
}

export interface PdqHasherOptions {
  /** "wasm" (default) or "typescript"; both give identical hashes. */
  core?: "wasm" | "typescript";
}

/** A hasher with its own buffers; not reentrant, so use one per concurrent caller. */
export function createPdqHasher(hasherOptions: PdqHasherOptions = {}): PdqHasher {
  const sampler = hasherOptions.core === "typescript" ? typescriptSampler() : wasmSampler();
  const a64 = new Float32Array(64 * 64);
  const temp = new Float32Array(16 * 64);
  const dct = new Float32Array(256);
  const transformed = new Float32Array(256);
  const medianScratch = new Float32Array(256);

  function hashSamples(options: PdqHashOptions) {
    const quality = pdqQuality(a64);
    dct64To16(a64, dct, temp);
    const hash = thresholdDct(dct, medianScratch);
    if (!options.dihedral) return { hash, quality };
    const dihedral = [hash];
    for (let k = 1; k < DIHEDRAL_NAMES.length; k++) {
      transformDct(dct, k, transformed);
      dihedral.push(thresholdDct(transformed, medianScratch));
    }
    return { hash, quality, dihedral };
  }

  function hashLuma(input: Float32Array, rows: number, cols: number, options: PdqHashOptions = {}) {
    const n = rows * cols;
    if (rows < 1 || cols < 1 || input.length < n) throw new Error("luma buffer smaller than rows*cols");
    // A 64x64 plane is already the sample grid: the reference hashes it unfiltered.
    a64.set(rows === 64 && cols === 64 ? input.subarray(0, n) : sampler.fromLuma(input, rows, cols));
    return hashSamples(options);
  }

  function hashPixels(pixels: RawPixels, options: PdqHashOptions = {}) {
    if (pixels.width === 64 && pixels.height === 64) return hashLuma(lumaFromPixels(pixels), 64, 64, options);
    a64.set(sampler.fromPixels(pixels));
    return hashSamples(options);
  }

  return {
    hashLuma: hashLuma as PdqHasher["hashLuma"],
    hashPixels: hashPixels as PdqHasher["hashPixels"],
    stages: { downsample64: a64, dct16: dct },
  };
}
