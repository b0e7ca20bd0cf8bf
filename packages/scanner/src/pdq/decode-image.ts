// Decodes a picture with sharp into the 8-bit pixels PDQ hashes, the way the reference tool sees
// it: EXIF orientation ignored, first frame only, and pictures larger than 512 on either side
// nearest-neighbour resized to exactly 512x512 (CImg's sampling: source = floor(x * size / 512)).

import sharp from "sharp";
import type { RawPixels } from "./luma";

/** Refuse decompression bombs: 100 megapixels covers any real photo. */
export const MAX_INPUT_PIXELS = 100_000_000;
export const PRE_RESIZE = 512;

export class ImageDecodeError extends Error {
  override name = "ImageDecodeError";
}

/** Full-resolution decode: 1 (grey), 2 (grey+alpha), 3 (RGB) or 4 (RGBA) channels of 8 bits. */
export async function decodeImage(input: Buffer | Uint8Array | string): Promise<RawPixels> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImageDecodeError(`cannot decode image: ${reason}`);
  }
}

/** Nearest-neighbour resize to exactly size x size, sampling like CImg's resize(..., 1). */
export function nearestNeighbourResize(pixels: RawPixels, size = PRE_RESIZE): RawPixels {
  const { data, width, height, channels } = pixels;
  const out = new Uint8Array(size * size * channels);
  const xOffsets = new Int32Array(size);
  for (let x = 0; x < size; x++) xOffsets[x] = Math.floor((x * width) / size) * channels;
  for (let y = 0; y < size; y++) {
    const srcRow = Math.floor((y * height) / size) * width * channels;
    let o = y * size * channels;
    for (let x = 0; x < size; x++, o += channels) {
      const s = srcRow + xOffsets[x];
      for (let c = 0; c < channels; c++) out[o + c] = data[s + c];
    }
  }
  return { data: out, width: size, height: size, channels };
}

/** The pixels the reference tool hashes: decoded, then pre-resized when larger than 512. */
export async function decodeForPdq(input: Buffer | Uint8Array | string): Promise<RawPixels> {
  const pixels = await decodeImage(input);
  if (pixels.width > PRE_RESIZE || pixels.height > PRE_RESIZE) return nearestNeighbourResize(pixels);
  return pixels;
}
