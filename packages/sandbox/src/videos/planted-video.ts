// What the truth records of a video leak page: its video and the times its pictures show.
import type { PlantedVideoDownload, PlantedVideoLeak, SandboxVideo } from "../types";
import type { WorldPage } from "../world/world-types";
import type { VideoStore } from "./video-store";
import { DOWNLOAD_TRIM_MS, SPRITE_COLUMNS, SPRITE_ROWS, videoLeakTimes } from "./video-leaks";

export function plantedVideoLeak(page: WorldPage, store: VideoStore): PlantedVideoLeak | undefined {
  const video = page.video && store.videos.find((v) => v.id === page.video!.videoId);
  if (!page.video || !video || page.video.download) return undefined;
  const times = videoLeakTimes(video, page.video.variant);
  return { videoId: video.id, posterMs: times.posterMs, spriteTilesMs: times.spriteTilesMs, spriteColumns: SPRITE_COLUMNS, spriteRows: SPRITE_ROWS, preview: times.preview };
}

export function plantedVideoDownload(page: WorldPage): PlantedVideoDownload | undefined {
  if (!page.video?.download) return undefined;
  return { videoId: page.video.videoId, fromMs: DOWNLOAD_TRIM_MS };
}

export function sandboxVideos(store: VideoStore): SandboxVideo[] {
  return store.videos.map((video) => ({
    id: video.id,
    fileName: video.fileName,
    path: store.pathOf(video.fileName),
    durationMs: video.durationMs,
    scenes: video.scenes.map(({ startMs, endMs, pictureId }) => ({ startMs, endMs, pictureId })),
  }));
}
