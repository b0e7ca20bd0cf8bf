// Loads the WebAssembly PDQ core (assembly/pdq-core.ts) and gives each hasher its own instance
// and memory. The module is compiled once per process; an instance starts empty and grows to the
// largest picture it has seen (about 4 MB for the 512x512 pictures the hasher usually sees).

import { readFileSync } from "node:fs";
import type { RawPixels } from "./luma";

interface CoreExports {
  memory: WebAssembly.Memory;
  heapBase(): number;
  luma(pixels: number, count: number, channels: number, out: number): void;
  filterAndSample(
    buffer: number, scratch: number, sums: number, out: number,
    rows: number, cols: number, windowAlongRows: number, windowAlongCols: number,
  ): void;
}

let compiled: WebAssembly.Module | undefined;

function coreModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(readFileSync(new URL("./pdq-core.wasm", import.meta.url)));
  return compiled;
}

const PAGE = 65536;
const align = (n: number) => (n + 15) & ~15;

export interface WasmPdqCore {
  /** Luma of `pixels`, filtered and sampled to 64x64 floats (a view valid until the next call). */
  samplePixels(pixels: RawPixels, windowAlongRows: number, windowAlongCols: number): Float32Array;
  /** The same from a luma plane already computed. */
  sampleLuma(luma: Float32Array, rows: number, cols: number, windowAlongRows: number, windowAlongCols: number): Float32Array;
}

export function createWasmPdqCore(): WasmPdqCore {
  const core = new WebAssembly.Instance(coreModule(), {}).exports as unknown as CoreExports;
  const base = align(core.heapBase());

  /** Lays out [samples 64x64][sums][pixels][luma][scratch] and grows memory to hold them. */
  function layout(rows: number, cols: number, pixelBytes: number) {
    const out = base;
    const sums = out + 64 * 64 * 4;
    const pixels = align(sums + cols * 4);
    const luma = align(pixels + pixelBytes);
    const scratch = align(luma + rows * cols * 4);
    const end = scratch + rows * cols * 4;
    const have = core.memory.buffer.byteLength;
    if (end > have) core.memory.grow(Math.ceil((end - have) / PAGE));
    return { out, sums, pixels, luma, scratch };
  }

  function filter(at: ReturnType<typeof layout>, rows: number, cols: number, windowAlongRows: number, windowAlongCols: number) {
    core.filterAndSample(at.luma, at.scratch, at.sums, at.out, rows, cols, windowAlongRows, windowAlongCols);
    return new Float32Array(core.memory.buffer, at.out, 64 * 64);
  }

  return {
    samplePixels(pixels, windowAlongRows, windowAlongCols) {
      const { data, width, height, channels } = pixels;
      const count = width * height;
      const at = layout(height, width, count * channels);
      new Uint8Array(core.memory.buffer, at.pixels, count * channels).set(data.subarray(0, count * channels));
      core.luma(at.pixels, count, channels, at.luma);
      return filter(at, height, width, windowAlongRows, windowAlongCols);
    },
    sampleLuma(luma, rows, cols, windowAlongRows, windowAlongCols) {
      const at = layout(rows, cols, 0);
      new Float32Array(core.memory.buffer, at.luma, rows * cols).set(luma.subarray(0, rows * cols));
      return filter(at, rows, cols, windowAlongRows, windowAlongCols);
    },
  };
}
