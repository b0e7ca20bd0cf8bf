// Reference media: the creator's own pictures (and frames of their videos) that scans match
// against. An upload is sniffed by its content, never its name or type; pictures are decoded
// with a pixel limit and re-encoded, which drops EXIF and GPS data; files get random names.
import path from "node:path";
import type { ReferenceKind } from "@unleak/contracts";
import { type Database, referenceMedia } from "@unleak/db";
import { assessReference, hashImage, hashToHex } from "@unleak/scanner";
import sharp, { type OutputInfo } from "sharp";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { assertReferenceRoom, referenceUsage } from "./reference-quota";
import { referenceView } from "./reference-view";

export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** A video sent whole in a multipart upload (POST /references); larger ones use the resumable upload. */
export const MAX_VIDEO_BYTES = 100 * 1024 * 1024;
export const MAX_INPUT_PIXELS = 50_000_000;
const IMAGE_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export function looksLikeVideo(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const ftyp = bytes.subarray(4, 8).toString("latin1") === "ftyp"; // mp4, mov, m4v
  const ebml = bytes.readUInt32BE(0) === 0x1a45dfa3; // webm, mkv
  const avi = bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "AVI ";
  return (ftyp && !/^(avif|avis|heic|heix|mif1|msf1)$/.test(bytes.subarray(8, 12).toString("latin1"))) || ebml || avi;
}

/** The name as shown back to the creator: no folders, no control characters, no lone surrogates (PostgreSQL stores neither). */
export function storableName(fileName: string): string | null {
  const name = path
    .basename(fileName)
    .slice(0, 200)
    .replace(/\p{Cc}/gu, "")
    .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, "\ufffd");
  return name || null;
}

const tooLarge = (limit: number) => new AppError("FILE_TOO_LARGE", "file too large", { megabytes: limit / 1024 / 1024 });

/**
 * Adds one uploaded picture, prepared first, then stored only if the plan's quota has room. Videos
 * are reference videos (ADR 031: addWholeReferenceVideo, or the resumable upload), sampled by a job.
 */
export async function addReference({ db, storage, actor, ownerId: userId, fileName, bytes }: Access & { db: Database; storage: FileStorage; fileName: string; bytes: Buffer }) {
  authorise(actor, "references.change", userId);
  if (looksLikeVideo(bytes)) throw new AppError("UNSUPPORTED_MEDIA", "a video is a reference video");
  if (bytes.length > MAX_IMAGE_BYTES) throw tooLarge(MAX_IMAGE_BYTES);
  const picture = await preparePicture(bytes);
  assertReferenceRoom(await referenceUsage(db, storage, userId), picture.clean.data.length);
  return [await savePicture({ db, storage, userId, uploadId: crypto.randomUUID(), sourceName: storableName(fileName), picture, kind: "image" })];
}

export type PreparedPicture = Awaited<ReturnType<typeof preparePicture>>;

/** Decodes a picture with the pixel limit and re-encodes it (no metadata), with its PDQ hashes and how well it can match. */
export async function preparePicture(bytes: Buffer) {
  let clean: { data: Buffer; info: OutputInfo };
  try {
    const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!metadata.format || !IMAGE_FORMATS.has(metadata.format)) throw new AppError("UNSUPPORTED_MEDIA");
    // Re-encoding keeps the pixels (turned upright) and nothing else: no EXIF, no GPS.
    clean = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate().jpeg({ quality: 92 }).toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError("UNSUPPORTED_MEDIA");
  }
  return { clean, pdq: await hashImage(clean.data, { dihedral: true }), weakness: (await assessReference(clean.data)).weakness };
}

/** Stores a prepared picture encrypted and records it; a frame of a reference video names the video and its time in it. */
export async function savePicture({ db, storage, userId, uploadId, sourceName, picture: { clean, pdq, weakness }, kind, videoId = null, timeMs = null }: { db: Database; storage: FileStorage; userId: string; uploadId: string; sourceName: string | null; picture: PreparedPicture; kind: ReferenceKind; videoId?: string | null; timeMs?: number | null }) {
  const storageKey = storage.randomKey("jpg");
  await storage.put("references", storageKey, clean.data);
  try {
    const [row] = await db
      .insert(referenceMedia)
      .values({ userId, kind, storageKey, pdqHashes: pdq.dihedral.map(hashToHex), pdqQuality: Math.round(pdq.quality), weakness, width: clean.info.width, height: clean.info.height, sourceName, uploadId, videoId, timeMs })
      .returning();
    return referenceView(row, storage);
  } catch (error) {
    await storage.remove("references", storageKey); // no file without its row
    throw error;
  }
}
