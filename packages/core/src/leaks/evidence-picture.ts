// A stored picture made fit for a printed report: a leak's thumbnail or a creator's reference,
// decoded, turned upright and shrunk to a JPEG small enough to embed by the hundred.
import sharp from "sharp";
import type { Bucket, FileStorage } from "../storage/file-storage";

const MAX_INPUT_PIXELS = 40_000_000;

/** The picture as a JPEG at most `size` pixels on its longer side, or null when it is missing or unreadable. */
export async function evidencePicture({ storage, bucket, key, size = 360 }: { storage: FileStorage; bucket: Bucket; key: string | null; size?: number }): Promise<Buffer | null> {
  if (!key) return null;
  const bytes = await storage.get(bucket, key);
  if (!bytes) return null;
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width: size, height: size, fit: "inside", withoutEnlargement: true }).jpeg({ quality: 80 }).toBuffer();
  } catch {
    return null;
  }
}
