// Chooses the picture matcher a scan uses when the caller gives none: a worker thread, which
// itself falls back to this thread if it cannot run. Without reference pictures there is nothing
// to match, and no matcher: pages are then judged by names alone.
import type { PictureMatcher, ReferencePicture } from "./picture-matcher";
import { createWorkerPictureMatcher } from "./worker-picture-matcher";

export async function createDefaultPictureMatcher(references: ReferencePicture[], threads = 1): Promise<(PictureMatcher & { close(): Promise<void> }) | null> {
  if (references.length === 0) return null;
  return createWorkerPictureMatcher(references, threads);
}
