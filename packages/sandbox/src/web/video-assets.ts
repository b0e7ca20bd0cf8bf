// Serves a video leak page's poster, preview sprite and preview clip from the video store (as
// long as the page is up), with range requests for the clip as players and ffmpeg send them.
import { readFile } from "node:fs/promises";
import type { Hono } from "hono";
import type { VideoStore } from "../videos/video-store";
import { leakAssetNames, SPRITE_COLUMNS, SPRITE_ROWS, TITLE_CARD } from "../videos/video-leaks";
import type { WorldPage } from "../world/world-types";
import type { PageView } from "./layouts";

export function videoView(page: WorldPage, mediaPrefix = ""): NonNullable<PageView["video"]> {
  if (page.video?.download) return { poster: `${mediaPrefix}/posters/${page.id}.jpg`, download: `${mediaPrefix}/downloads/${page.id}.mp4` };
  return {
    poster: `${mediaPrefix}/posters/${page.id}.jpg`,
    sprite: { src: `${mediaPrefix}/sprites/${page.id}.jpg`, columns: SPRITE_COLUMNS, rows: SPRITE_ROWS },
    preview: `${mediaPrefix}/previews/${page.id}.mp4`,
  };
}

const KINDS = {
  posters: { name: "poster", type: "image/jpeg", ext: ".jpg" },
  sprites: { name: "sprite", type: "image/jpeg", ext: ".jpg" },
  previews: { name: "preview", type: "video/mp4", ext: ".mp4" },
  downloads: { name: "download", type: "video/mp4", ext: ".mp4" },
} as const;

/** A full-length upload shows its title card and its file; a preview page its poster, sprite and clip. */
function assetOf(spec: NonNullable<WorldPage["video"]>, name: (typeof KINDS)[keyof typeof KINDS]["name"]): string | null {
  const names = leakAssetNames(spec.videoId, spec.variant);
  if (spec.download) return name === "poster" ? TITLE_CARD : name === "download" ? names.download : null;
  return name === "download" ? null : names[name];
}

export function serveVideoAssets(app: Hono, videos: VideoStore, servedPage: (id: string) => WorldPage | undefined): void {
  for (const [folder, kind] of Object.entries(KINDS)) {
    app.get(`/${folder}/:file`, async (c) => {
      const file = c.req.param("file");
      const page = file.endsWith(kind.ext) ? servedPage(file.slice(0, -kind.ext.length)) : undefined;
      const asset = page?.video ? assetOf(page.video, kind.name) : null;
      if (!asset) return c.notFound();
      await videos.ready();
      const bytes = await readFile(videos.pathOf(asset));
      return ranged(bytes, kind.type, c.req.header("range"));
    });
  }
}

function ranged(bytes: Buffer, type: string, range: string | undefined): Response {
  const headers = { "content-type": type, "accept-ranges": "bytes", "cache-control": "max-age=3600" };
  const match = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!match || (match[1] === "" && match[2] === "")) return new Response(new Uint8Array(bytes), { headers });
  const start = match[1] === "" ? Math.max(0, bytes.length - Number(match[2])) : Number(match[1]);
  const end = match[1] === "" || match[2] === "" ? bytes.length - 1 : Math.min(Number(match[2]), bytes.length - 1);
  if (start > end || start >= bytes.length) return new Response(null, { status: 416, headers: { ...headers, "content-range": `bytes */${bytes.length}` } });
  return new Response(new Uint8Array(bytes.subarray(start, end + 1)), { status: 206, headers: { ...headers, "content-range": `bytes ${start}-${end}/${bytes.length}` } });
}
