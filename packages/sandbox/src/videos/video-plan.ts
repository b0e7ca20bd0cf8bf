// The demo creator's reference videos, planned without ffmpeg: each video is a run of scenes, each
// scene a walk across one horizontal band (a third of the height) of one of her pictures, in
// still shots of SHOT_MS that step the window along (a cut, as an edit of a photo set does).
// Bands of one picture do not overlap and none is used twice, so every shot of every video shows
// something no other shot shows: a frame found on a leak names one video and a time within a shot.
// Bands that are mostly sky or blur are left out (a flat frame matches nothing), or walked over
// their detailed part only. Still shots, not a continuous pan: PDQ moves 10-25 bits for a shift of
// a single pixel of these pictures, so a panning frame would match no frame sampled seconds away.
export const VIDEO_WIDTH = 480;
export const VIDEO_HEIGHT = 270;
export const VIDEO_FPS = 10;
/** Bands per picture: the window is a third of the picture's height, at 16:9. */
export const BANDS = 3;
/** A still shot: longer than the reference sampler's step (about 4 s for these lengths). */
export const SHOT_MS = 6000;

export interface PlannedScene {
  startMs: number;
  endMs: number;
  /** The creator picture the scene shows (an asset name of hers). */
  pictureId: string;
  /** Which third of the picture, from the top. */
  band: number;
  /** Where the window is in the first and in the last shot: 0 at the band's left end, 1 at its right end. */
  from: number;
  to: number;
}

export interface PlannedVideo {
  id: string;
  fileName: string;
  durationMs: number;
  scenes: PlannedScene[];
}

type Shot = [pictureId: string, band: number, from: number, to: number, seconds: number];

/** Scene lengths (whole shots) differ so that scenes sit at different times; each shot steps the window 50-80 px. */
const VIDEOS: Array<{ id: string; shots: Shot[] }> = [
  { id: "beach-set", shots: [["dune", 1, 0, 0.8, 42], ["lady-bird", 0, 1, 0.2, 42], ["rain-drops", 0, 0, 0.6, 36]] },
  { id: "garden-walk", shots: [["two-wings", 1, 0.1, 0.9, 42], ["fresh-flower", 2, 1, 0.3, 36], ["dune", 2, 0, 0.8, 42], ["rain-drops", 1, 1, 0.4, 24]] },
  {
    id: "studio-session",
    shots: [["lady-bird", 1, 0, 0.8, 42], ["fresh-flower", 1, 0, 0.6, 30], ["two-wings", 2, 1, 0.45, 30], ["rain-drops", 2, 0.9, 0.1, 42], ["lady-bird", 2, 0, 0.6, 24]],
  },
];

export function planVideos(): PlannedVideo[] {
  return VIDEOS.map(({ id, shots }) => {
    let startMs = 0;
    const scenes = shots.map(([pictureId, band, from, to, seconds]): PlannedScene => {
      const scene: PlannedScene = { startMs, endMs: startMs + seconds * 1000, pictureId, band, from, to };
      startMs = scene.endMs;
      return scene;
    });
    return { id, fileName: `${id}.mp4`, durationMs: startMs, scenes };
  });
}
