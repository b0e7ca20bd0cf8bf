// Chooses the picture matcher a scan uses when the caller gives none: a worker thread, which
// itself falls back to this thread if it cannot run.
import type { PictureMatcher, ReferencePicture } from "./picture-matcher";
import { createWorkerPictureMatcher } from "./worker-picture-matcher";

export async function createDefaultPictureMatcher(references: ReferencePicture[], threads = 1): Promise<PictureMatcher & { close(): Promise<void> }> {
  if (references.length === 0) return { match: async () => null, close: async () => undefined };
  return createWorkerPictureMatcher(references, threads);
}
