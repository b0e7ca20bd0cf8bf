// Answers shaped by the reference contracts for the feature's component tests: the plan's quota,
// pictures, videos with their frames, and a fetch stub that keeps them as the server would.
import type { Reference, ReferenceQuota, ReferenceVideo } from "@unleak/contracts";
import { vi } from "vitest";

export const MB = 1024 * 1024;
export const GB = 1024 * MB;

export const quota = (videos: Partial<ReferenceQuota["videos"]> = {}): ReferenceQuota => ({
  tier: "standard",
  uploads: { used: 1, limit: 10 },
  bytes: { used: 2.5 * MB, limit: 50 * MB },
  videos: { maxUploadBytes: 2 * GB, used: 0, limit: 4 * GB, ...videos },
});

export const videoId = (n: number) => `7a1e0c7e-3333-4b3c-8d4e-00000000000${n}`;

export function frame(video: string, timeMs: number): Reference {
  return { id: `frame-${video.slice(-1)}-${timeMs}`, kind: "video_frame", uploadId: `upload-${video}`, sourceName: null, width: 1280, height: 720, pdqQuality: 90, weak: false, weakReason: null, url: `/files/references/${video}-${timeMs}.jpg`, videoId: video, timeMs, createdAt: "2026-11-25T10:00:00.000Z" };
}

export function referenceVideo(n: number, overrides: Partial<ReferenceVideo> = {}): ReferenceVideo {
  return { id: videoId(n), uploadId: `upload-${videoId(n)}`, sourceName: "beach-set.mp4", bytes: 300 * MB, receivedBytes: 300 * MB, durationMs: 1_200_000, width: 1920, height: 1080, status: "ready", progress: 100, error: null, hasSignature: true, frames: [], createdAt: "2026-11-25T10:00:00.000Z", ...overrides };
}

type Call = { method: string; url: string; body: unknown };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A references API over `state`: lists, deletes pictures, frames and videos, and adds frames (409 when the time is taken). */
export function serveReferencesApi(state: { references: Reference[]; videos: ReferenceVideo[]; quota: ReferenceQuota }) {
  const calls: Call[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : null;
    calls.push({ method, url, body });
    if (method === "GET" && url === "/api/references") return json({ references: state.references, quota: state.quota });
    if (method === "GET" && url === "/api/reference-videos") return json({ videos: state.videos });
    const [, kind, id, sub] = /^\/api\/(references|reference-videos)\/([^/]+)(?:\/(\w+))?$/.exec(url) ?? [];
    if (method === "DELETE" && kind === "references") {
      state.videos = state.videos.map((video) => ({ ...video, frames: video.frames.filter((each) => each.id !== id) }));
      return new Response(null, { status: 204 });
    }
    if (method === "DELETE" && kind === "reference-videos") {
      state.videos = state.videos.filter((video) => video.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === "POST" && sub === "frames") {
      const { timeMs } = body as { timeMs: number };
      const video = state.videos.find((each) => each.id === id)!;
      if (video.frames.some((each) => each.timeMs === timeMs)) return json({ error: { code: "CONFLICT", message: "A frame at this time is kept already." } }, 409);
      const added = frame(id, timeMs);
      video.frames = [...video.frames, added];
      return json(added, 201);
    }
    return json({ error: { code: "NOT_FOUND", message: "Not found" } }, 404);
  });
  return calls;
}
