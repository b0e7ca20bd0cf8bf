// The drawn signature as the browser sends it: a PNG data URL. Checked before anything is stored:
// a PNG by its bytes (not its label), at most MAX_SIGNATURE_BYTES, a bounded canvas, and not blank
// (a canvas with no stroke is fully transparent, or one colour throughout).
import { MAX_SIGNATURE_BYTES } from "@unleak/contracts";
import sharp, { type Stats } from "sharp";
import { AppError } from "../errors/app-error";

const PREFIX = /^data:image\/png;base64,/i;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A signature pad on a large screen at 3x pixel density stays well below this. */
const MAX_SIGNATURE_PIXELS = 4_000_000;

/** The signature's PNG bytes; throws a translated AppError for an empty, blank, foreign or oversized image. */
export async function signaturePng(dataUrl: string): Promise<Buffer> {
  const trimmed = dataUrl.trim();
  if (trimmed === "" || /^data:,?$/.test(trimmed)) throw new AppError("SIGNATURE_REQUIRED");
  if (!PREFIX.test(trimmed)) throw new AppError("UNSUPPORTED_MEDIA");
  const base64 = trimmed.replace(PREFIX, "");
  // Four base64 characters carry three bytes: refuse a huge payload before decoding it.
  if (Math.floor((base64.length * 3) / 4) > MAX_SIGNATURE_BYTES + 3) throw new AppError("SIGNATURE_TOO_LARGE");
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length === 0) throw new AppError("SIGNATURE_REQUIRED");
  if (bytes.length > MAX_SIGNATURE_BYTES) throw new AppError("SIGNATURE_TOO_LARGE");
  if (!bytes.subarray(0, 8).equals(PNG_MAGIC)) throw new AppError("UNSUPPORTED_MEDIA");
  let stats: Stats;
  try {
    stats = await sharp(bytes, { limitInputPixels: MAX_SIGNATURE_PIXELS }).ensureAlpha().stats();
  } catch {
    throw new AppError("UNSUPPORTED_MEDIA");
  }
  const alpha = stats.channels[3];
  const transparent = alpha !== undefined && alpha.max === 0;
  const oneColour = stats.channels.every((channel) => channel.min === channel.max);
  if (transparent || oneColour) throw new AppError("SIGNATURE_REQUIRED");
  return bytes;
}
