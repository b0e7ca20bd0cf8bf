// Dark and low-contrast looks (night, dim room, fog) derived from the corpus photographs, for the
// image-match bench's low-contrast subset. Each look is applied at the mildest of three strengths
// that brings the picture's PDQ quality below 50, the pictures plain PDQ cannot match; a photo
// that no strength makes that weak is left out of that look. Deterministic: tone curves and blur.

import sharp from "sharp";
import { hashImage } from "../../packages/scanner/src/pdq/index";

const open = (input: Buffer) => sharp(input, { limitInputPixels: 1e8 });

/** Maps every channel through `curve` (0..1 -> 0..1), after an optional blur; JPEG as a creator's camera would save it. */
async function mapTones(input: Buffer, curve: (v: number) => number, blur = 0): Promise<Buffer> {
  const lut = new Uint8Array(256);
  for (let v = 0; v < 256; v++) lut[v] = Math.max(0, Math.min(255, Math.round(curve(v / 255) * 255)));
  const { data, info } = await (blur > 0 ? open(input).blur(blur) : open(input)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i++) data[i] = lut[data[i]];
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).jpeg({ quality: 88 }).toBuffer();
}

export type Look = (input: Buffer, strength: number) => Promise<Buffer>;

/** Strength 1..3, each darker or flatter than the last. */
export const LOOKS: Record<string, Look> = {
  /** Underexposed at night: a steep gamma crushes the shadows, highlights stay dim. */
  night: (input, s) => mapTones(input, (v) => (0.5 / s) * v ** (1.6 + s)),
  /** A dim room: the whole range squeezed into the bottom fifth (or less). */
  dim: (input, s) => mapTones(input, (v) => 0.02 + (0.24 / s) * v),
  /** Fog or haze: soft, bright and flat. */
  fog: (input, s) => mapTones(input, (v) => 0.62 + (0.26 / s) * v, 1 + s),
};

/** The look at its mildest strength with PDQ quality below 50, or null when none is that weak. */
export async function weakLook(input: Buffer, look: Look): Promise<Buffer | null> {
  for (const strength of [1, 2, 3]) {
    const picture = await look(input, strength);
    if ((await hashImage(picture)).quality < 50) return picture;
  }
  return null;
}
