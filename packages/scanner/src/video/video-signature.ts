// A video's signature: the PDQ hash of one frame per second (in the spirit of Meta's vPDQ), so a
// leaked clip can be compared with a reference video as a sequence (see match-signature.ts), and
// the same for the centre of each frame cropped to SIGNATURE_CROPS (crop registration).
//
// ffmpeg picks a frame per second (`fps=1`), shrinks it to 128x128 grey, blurs it and streams raw
// pixels; each 16 KB frame is hashed as it arrives, so memory stays flat whatever the length. The
// blur (far more than PDQ's own) makes a second's hash survive a re-encode and a few % of crop better:
// on the bench's clips a 5 % crop moved hashes by 30-56 bits unblurred and 26-46 blurred.
import { PDQ_HASH_WORDS } from "../pdq";
import { createPdqHasher } from "../pdq/pdq-hasher";
import { inputArgs, runVideoTool, type VideoToolPaths } from "./video-tool";
import { probeVideo } from "./probe-video";
import { assertVideoLimits, type VideoLimits } from "./video-limits";

/** One sequence of per-second hashes: of the whole frame, or of its centre cropped to `crop`. */
export interface SignatureSequence {
  /** One PDQ hash (32 bytes) per second of video; index = second. */
  hashes: Buffer[];
  qualities: number[];
}

export interface VideoSignature extends SignatureSequence {
  /**
   * The same seconds with each frame's centre cropped (crop registration): a copy cropped by a few
   * per cent, or with a banner burnt in at its edge, lines up with one of these where the whole
   * frames drift apart (measured in video-signature.test.ts and the video bench).
   */
  cropped?: Array<SignatureSequence & { crop: number }>;
}

export interface VideoSignatureOptions extends VideoToolPaths {
  onProgress?: (fraction: number) => void;
  maxSeconds?: number;
  signal?: AbortSignal;
  /** Centre crops hashed beside the whole frame; default SIGNATURE_CROPS. */
  crops?: number[];
  /** Refused before decoding above these; default VIDEO_LIMITS. */
  limits?: VideoLimits;
}

const SIDE = 128;
const FRAME_BYTES = SIDE * SIDE;
const HASH_BYTES = PDQ_HASH_WORDS * 4;
const BLUR_SIGMA = 4;
/**
 * Centre crops (share of width and height) hashed beside the whole frame, on both sides of a
 * comparison: a 3-4 % crop lines up the whole copy with the 94 % reference, or the copy's 94 % with
 * the reference's; an edge banner goes away in both 88 % crops.
 */
export const SIGNATURE_CROPS = [0.94, 0.88];

export async function videoSignature(input: string, options: VideoSignatureOptions = {}): Promise<VideoSignature> {
  const { ffmpegPath = "ffmpeg", onProgress, maxSeconds, signal, crops = SIGNATURE_CROPS } = options;
  const probe = await probeVideo(input, options, signal);
  assertVideoLimits(probe, options.limits);
  const { durationMs } = probe;
  const seconds = Math.max(1, Math.min(maxSeconds ?? Infinity, Math.ceil(durationMs / 1000 - 0.001)));
  // One decode: each second split into the whole frame and its crops, stacked into one picture.
  const views = [1, ...crops];
  const shrink = `scale=${SIDE}:${SIDE}:flags=area,gblur=sigma=${BLUR_SIGMA}`;
  const branches = views.map((crop, n) => `[f${n}]${crop === 1 ? "" : `crop=iw*${crop}:ih*${crop},`}${shrink}[s${n}]`);
  const stacked = views.length === 1 ? `[s0]format=gray[out]` : `${views.map((_, n) => `[s${n}]`).join("")}vstack=inputs=${views.length},format=gray[out]`;
  const graph = [`[0:v:0]fps=1,split=${views.length}${views.map((_, n) => `[f${n}]`).join("")}`, ...branches, stacked].join(";");
  const run = runVideoTool(
    ffmpegPath,
    [
      ...["-hide_banner", "-nostdin", "-loglevel", "error"],
      ...inputArgs(input),
      ...["-an", "-sn", "-dn", "-filter_complex", graph, "-map", "[out]", "-frames:v", String(seconds)],
      ...["-f", "rawvideo", "pipe:1"],
    ],
    { signal },
  );
  const hasher = createPdqHasher();
  const luma = new Float32Array(FRAME_BYTES);
  const sequences: SignatureSequence[] = views.map(() => ({ hashes: [], qualities: [] }));
  const stackBytes = FRAME_BYTES * views.length;
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of run.stdout) {
      pending = pending.length === 0 ? (chunk as Buffer) : Buffer.concat([pending, chunk as Buffer]);
      while (pending.length >= stackBytes) {
        views.forEach((_, n) => {
          for (let i = 0; i < FRAME_BYTES; i++) luma[i] = pending[n * FRAME_BYTES + i];
          const { hash, quality } = hasher.hashLuma(luma, SIDE, SIDE);
          sequences[n].hashes.push(Buffer.from(new Uint8Array(hash.buffer, hash.byteOffset, HASH_BYTES)));
          sequences[n].qualities.push(quality);
        });
        pending = pending.subarray(stackBytes);
        onProgress?.(Math.min(0.99, sequences[0].hashes.length / seconds));
      }
    }
  } catch (error) {
    run.stop();
    throw error;
  }
  await run.done;
  onProgress?.(1);
  const [whole, ...rest] = sequences;
  return { ...whole, ...(rest.length > 0 ? { cropped: rest.map((sequence, n) => ({ crop: crops[n], ...sequence })) } : {}) };
}

/**
 * The stored form, "UVS2": the second count (u32 LE), the number of views (u8), each view's crop in
 * thousandths (u16 LE), then per view and second 32 hash bytes and a quality byte. "UVS1" (one view,
 * the whole frame, no view table) is still read.
 */
export function encodeSignature(signature: VideoSignature): Buffer {
  const views = [{ crop: 1, ...signature }, ...(signature.cropped ?? [])];
  const seconds = signature.hashes.length;
  const header = 9 + views.length * 2;
  const bytes = Buffer.alloc(header + views.length * seconds * (HASH_BYTES + 1));
  bytes.write("UVS2", 0, "ascii");
  bytes.writeUInt32LE(seconds, 4);
  bytes[8] = views.length;
  views.forEach((view, v) => {
    bytes.writeUInt16LE(Math.round(view.crop * 1000), 9 + v * 2);
    for (let i = 0; i < seconds; i++) {
      const at = header + (v * seconds + i) * (HASH_BYTES + 1);
      (view.hashes[i] ?? Buffer.alloc(HASH_BYTES)).copy(bytes, at);
      bytes[at + HASH_BYTES] = Math.max(0, Math.min(100, Math.round(view.qualities[i] ?? 0)));
    }
  });
  return bytes;
}

export function decodeSignature(bytes: Buffer): VideoSignature {
  const magic = bytes.length >= 8 ? bytes.toString("ascii", 0, 4) : "";
  const seconds = magic === "UVS1" || magic === "UVS2" ? bytes.readUInt32LE(4) : -1;
  const viewCount = magic === "UVS2" && bytes.length >= 9 ? bytes[8] : 1;
  const header = magic === "UVS2" ? 9 + viewCount * 2 : 8;
  if (seconds < 0 || viewCount < 1 || bytes.length !== header + viewCount * seconds * (HASH_BYTES + 1)) throw new Error("not a video signature");
  const views = Array.from({ length: viewCount }, (_, v) => {
    const sequence: SignatureSequence & { crop: number } = { crop: magic === "UVS2" ? bytes.readUInt16LE(9 + v * 2) / 1000 : 1, hashes: [], qualities: [] };
    for (let i = 0; i < seconds; i++) {
      const at = header + (v * seconds + i) * (HASH_BYTES + 1);
      sequence.hashes.push(Buffer.from(bytes.subarray(at, at + HASH_BYTES)));
      sequence.qualities.push(bytes[at + HASH_BYTES]);
    }
    return sequence;
  });
  const [whole, ...cropped] = views;
  return { hashes: whole.hashes, qualities: whole.qualities, ...(cropped.length > 0 ? { cropped } : {}) };
}
