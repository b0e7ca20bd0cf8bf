// Converts decoded pixels to the luma plane PDQ hashes (Y = 0.299R + 0.587G + 0.114B), in the
// reference's float32 arithmetic. Grey input keeps its grey value (the reference's greyscale path).

/** Interleaved 8-bit pixels as a decoder hands them over. */
export interface RawPixels {
  data: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** 1 grey, 2 grey+alpha, 3 RGB, 4 RGBA. */
  channels: number;
}

const fround = Math.fround;
const R = fround(0.299), G = fround(0.587), B = fround(0.114);

/** Throws when the channel count is unsupported or the buffer is shorter than its dimensions. */
export function checkPixels({ data, width, height, channels }: RawPixels): void {
  if (channels < 1 || channels > 4) throw new Error(`unsupported channel count ${channels}`);
  if (data.length < width * height * channels) throw new Error("pixel buffer shorter than width*height*channels");
}

/** Writes row-major luma into `out` (length >= width*height) and returns it. Alpha is ignored. */
export function lumaFromPixels(pixels: RawPixels, out?: Float32Array): Float32Array {
  checkPixels(pixels);
  const { data, width, height, channels } = pixels;
  const n = width * height;
  const luma = out && out.length >= n ? out : new Float32Array(n);
  if (channels <= 2) {
    for (let p = 0, s = 0; p < n; p++, s += channels) luma[p] = data[s];
  } else {
    for (let p = 0, s = 0; p < n; p++, s += channels) {
      luma[p] = fround(fround(R * data[s]) + fround(G * data[s + 1])) + fround(B * data[s + 2]);
    }
  }
  return luma;
}
