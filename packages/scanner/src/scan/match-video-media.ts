// A video page whose pictures (its poster) matched nothing is looked at further: the tiles of its
// preview sprite, then its preview clip (downloaded within the scan's byte budget): the clip's
// frames are matched like pictures, and its per-second signature against the creator's reference
// videos' signatures, which finds a re-encoded, cropped copy that no single frame gives away.
// Last, on a site whose videos the registry marks downloadable, the page's full video is streamed
// to a temporary file (within a second, larger budget) and its whole signature compared: a
// re-upload under its own title card, with no preview, is found by nothing else.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { PageContent } from "../registry";
import { frameAt, matchSignature, sampleVideo, videoSignature, type VideoSignature, type VideoToolPaths } from "../video";
import type { PictureMatch, PictureMatcher } from "./picture-matcher";
import type { ScanContext, SiteRef } from "./scan-context";
import type { MatchQuality } from "./scan-types";
import { spriteTiles } from "./sprite-tiles";

const RANK: Record<MatchQuality, number> = { exact: 0, high: 1, good: 2 };
/** Frames of a preview clip matched at most: a clip lasts seconds, its frames repeat. */
const CLIP_FRAMES = 12;

export interface ReferenceVideoSignature {
  videoId: string;
  signature: VideoSignature;
}

export interface VideoMediaOptions extends VideoToolPaths {
  /** Null when the creator has no reference pictures: only the clips' signatures are compared. */
  matcher: PictureMatcher | null;
  signatures: ReferenceVideoSignature[];
  /** Bytes of preview clips this scan may still download (shared by every page). */
  budget: { left: number };
  /** Bytes of full videos this scan may still download (shared by every page); none when absent. */
  downloadBudget?: { left: number };
  /** Runs ffmpeg work a few at a time: a scan reads many pages at once. */
  limitClips<T>(work: () => Promise<T>): Promise<T>;
  /** Runs full-video downloads one at a time, so that each may take all the budget left. */
  limitDownloads?<T>(work: () => Promise<T>): Promise<T>;
}

export interface VideoMediaMatch {
  /** The best sprite tile's or clip frame's picture match; null for a signature match alone. */
  match: PictureMatch | null;
  /** A signature match: which reference video, and where in it and in the clip. */
  signature: { videoId: string; referenceTimeMs: number; clipTimeMs: number } | null;
  /** The sprite or clip that matched. */
  mediaUrl: string;
  /** Where in the clip the matching frame is; null for a sprite tile. */
  leakTimeMs: number | null;
  /** For a sprite: which tile matched, row by row from 0. */
  tile?: number;
  /** The leak's own picture that matched (a tile or a frame), for the evidence thumbnail. */
  picture: Buffer;
}

export async function matchVideoMedia(ctx: ScanContext, site: SiteRef, content: PageContent, options: VideoMediaOptions): Promise<VideoMediaMatch | null> {
  for (const sprite of options.matcher ? (content.sprites ?? []) : []) {
    const response = await ctx.fetchFor(site, "image", sprite.url);
    if (!response) continue;
    const tiles = await spriteTiles(response.body, sprite.columns, sprite.rows).catch(() => []);
    const matcher = options.matcher!;
    const best = bestOf(await Promise.all(tiles.map(async (tile, index) => ({ picture: tile, match: await matcher.match(tile), index }))));
    if (best) return { match: best.match, signature: null, mediaUrl: sprite.url, leakTimeMs: null, tile: best.index, picture: best.picture };
  }
  for (const clipUrl of content.previewClips ?? []) {
    if (options.budget.left <= 0) return null;
    const response = await ctx.fetchFor(site, "image", clipUrl);
    if (!response) continue;
    options.budget.left -= response.body.length;
    const found = await options.limitClips(() => matchClip(response.body, options)).catch(() => null);
    if (found) return { ...found, mediaUrl: clipUrl };
  }
  if (!site.downloadableVideos || options.signatures.length === 0) return null;
  for (const videoUrl of content.videos ?? []) {
    const found = await matchDownload(ctx, site, videoUrl, options);
    if (found) return { ...found, mediaUrl: videoUrl };
  }
  return null;
}

/**
 * Streams a full video into a temporary file, never more than the budget left (downloads run one at
 * a time, so the budget each sees is exact), and compares its per-second signature with the
 * reference videos'.
 */
async function matchDownload(ctx: ScanContext, site: SiteRef, videoUrl: string, options: VideoMediaOptions): Promise<Omit<VideoMediaMatch, "mediaUrl"> | null> {
  const budget = options.downloadBudget;
  const one = options.limitDownloads ?? ((work) => work());
  const folder = await mkdtemp(join(tmpdir(), "unleak-video-"));
  const file = join(folder, "video");
  try {
    const downloaded = await one(async () => {
      if (!budget || budget.left <= 0) return false;
      const { response, bytes } = await ctx.downloadFor(site, videoUrl, file, budget.left);
      budget.left -= Math.min(bytes, budget.left);
      return response !== null;
    });
    if (!downloaded) return null;
    return await options.limitClips(() => matchSignatures(file, options)).catch(() => null);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function matchSignatures(file: string, options: VideoMediaOptions): Promise<Omit<VideoMediaMatch, "mediaUrl"> | null> {
  const tools = { ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath };
  const signature = await videoSignature(file, tools);
  const top = bestSignatureMatch(options.signatures, signature);
  if (!top) return null;
  const picture = await frameAt(file, top.clipTimeMs, tools);
  return { match: null, signature: { videoId: top.videoId, referenceTimeMs: top.referenceTimeMs, clipTimeMs: top.clipTimeMs }, leakTimeMs: top.clipTimeMs, picture };
}

function bestSignatureMatch(references: ReferenceVideoSignature[], signature: VideoSignature) {
  const matches = references.flatMap((reference) => {
    const match = matchSignature(reference.signature, signature);
    return match ? [{ videoId: reference.videoId, ...match }] : [];
  });
  return matches.sort((a, b) => b.matchedSeconds - a.matchedSeconds)[0];
}

async function matchClip(clip: Buffer, options: VideoMediaOptions): Promise<Omit<VideoMediaMatch, "mediaUrl"> | null> {
  const folder = await mkdtemp(join(tmpdir(), "unleak-clip-"));
  try {
    const file = join(folder, "clip.mp4");
    await writeFile(file, clip);
    const tools = { ffmpegPath: options.ffmpegPath, ffprobePath: options.ffprobePath };
    const frames = await sampleVideo(file, { ...tools, maxFrames: CLIP_FRAMES });
    const { matcher } = options;
    const best = matcher ? bestOf(await Promise.all(frames.map(async (frame) => ({ picture: frame.jpeg, match: await matcher.match(frame.jpeg), timeMs: frame.timeMs })))) : undefined;
    if (best) return { match: best.match, signature: null, leakTimeMs: best.timeMs, picture: best.picture };
    if (options.signatures.length === 0 || frames.length === 0) return null;
    const signature = await videoSignature(file, tools);
    const top = bestSignatureMatch(options.signatures, signature);
    if (!top) return null;
    const picture = frames.reduce((near, frame) => (Math.abs(frame.timeMs - top.clipTimeMs) < Math.abs(near.timeMs - top.clipTimeMs) ? frame : near)).jpeg;
    return { match: null, signature: { videoId: top.videoId, referenceTimeMs: top.referenceTimeMs, clipTimeMs: top.clipTimeMs }, leakTimeMs: top.clipTimeMs, picture };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

function bestOf<T extends { match: PictureMatch | null }>(candidates: T[]): (T & { match: PictureMatch }) | undefined {
  return candidates
    .filter((c): c is T & { match: PictureMatch } => c.match !== null)
    .sort((a, b) => RANK[a.match.quality] - RANK[b.match.quality] || a.match.distance - b.match.distance)[0];
}
