// How a leaked copy of one of the creator's videos looks on a tube or cam-recording page: the
// poster is the frame from the middle of the video (as tube sites take it), the preview sprite a
// grid of frames spread over the whole video, the preview clip a few seconds re-encoded smaller,
// cropped and watermarked.
import type { PlannedVideo } from "./video-plan";

export const SPRITE_COLUMNS = 5;
export const SPRITE_ROWS = 4;
export const SPRITE_TILE = { width: 160, height: 90 } as const;
export const PREVIEW_MS = 6000;
export const PREVIEW = { width: 320, height: 180 } as const;
/** Where preview clips start, as fractions of the video: two per video, so leaks differ. */
const PREVIEW_STARTS = [0.3, 0.7];

/** A leak page's video: which of the creator's videos and which preview clip it shows. */
export interface VideoLeakSpec {
  videoId: string;
  /** 0 or 1: picks the preview's start and its crop and watermark. */
  variant: number;
  /**
   * A full-length re-upload: the player serves the whole video (trimmed, re-encoded smaller,
   * cropped, watermarked) under an uploader's own title card, with no sprite or preview clip:
   * nothing but the video itself gives it away.
   */
  download?: boolean;
}

/** A full-length re-upload starts this far into the video (the uploader cut the opening). */
export const DOWNLOAD_TRIM_MS = 8000;
export const DOWNLOAD = { width: 352, height: 198 } as const;

export interface VideoLeakTimes {
  posterMs: number;
  /** Tile i (row by row) shows this time of the video. */
  spriteTilesMs: number[];
  preview: { startMs: number; endMs: number };
}

/** Times in the video are multiples of a frame (100 ms at 10 fps), as ffmpeg cuts them. */
const onFrame = (ms: number) => Math.round(ms / 100) * 100;

export function videoLeakTimes(video: PlannedVideo, variant: number): VideoLeakTimes {
  const tiles = SPRITE_COLUMNS * SPRITE_ROWS;
  const startMs = onFrame(video.durationMs * PREVIEW_STARTS[variant % PREVIEW_STARTS.length]);
  return {
    posterMs: onFrame(video.durationMs / 2),
    spriteTilesMs: Array.from({ length: tiles }, (_, i) => onFrame(((i + 0.5) * video.durationMs) / tiles)),
    preview: { startMs, endMs: startMs + PREVIEW_MS },
  };
}

/** Every leak asset a video needs, each named once however many pages show it. */
export function leakAssetNames(videoId: string, variant: number) {
  return { poster: `${videoId}-poster.jpg`, sprite: `${videoId}-sprite.jpg`, preview: `${videoId}-preview-${variant}.mp4`, download: `${videoId}-full.mp4` };
}

/** The uploader's title card that a full-length re-upload shows as its poster: one for every video. */
export const TITLE_CARD = "title-card.jpg";
