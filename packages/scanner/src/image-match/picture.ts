// Decodes a candidate or reference picture for matching: at most 512 pixels on the long side
// (enough for PDQ's 64x64 samples), as float32 luma, with its content rectangle found.

import sharp from "sharp";
import { findContentRect } from "./border-trim";
import { ImageDecodeError, MAX_INPUT_PIXELS } from "../pdq/decode-image";
import { lumaFromPixels, type RawPixels } from "../pdq/luma";
import type { LumaPlane, Rect } from "./luma-plane";

export const WORKING_SIZE = 512;

export interface Picture {
  plane: LumaPlane;
  /** Inside borders and letterbox bars; the whole plane when there are none. */
  content: Rect;
}

export async function decodePicture(input: Buffer | Uint8Array | string): Promise<RawPixels> {
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .resize(WORKING_SIZE, WORKING_SIZE, { fit: "inside", withoutEnlargement: true })
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, channels: info.channels };
  } catch (error) {
    throw new ImageDecodeError(`cannot decode image: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export function pictureFromPixels(pixels: RawPixels): Picture {
  const plane = { data: lumaFromPixels(pixels), width: pixels.width, height: pixels.height };
  return { plane, content: findContentRect(plane) };
}
