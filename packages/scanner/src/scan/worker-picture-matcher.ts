// Runs the picture matcher in worker threads (picture-match-worker.ts). Matching is CPU-bound
// (tens of milliseconds a picture); on the main thread it would delay every request in flight.
// Each picture goes to the least busy worker. One worker is the default: on two cores a second
// one competed with the network work and cost ~70 MB more without making scans faster. Should a worker fail, its pictures are matched in
// this thread rather than lost.
import { Worker } from "node:worker_threads";
import { createPictureMatcher, memoiseMatcher, type PictureExamination, type PictureMatcher, type ReferencePicture } from "./picture-matcher";

export interface ClosablePictureMatcher extends PictureMatcher {
  close(): Promise<void>;
}

interface Pending {
  image: Buffer;
  resolve: (examination: PictureExamination | Promise<PictureExamination>) => void;
}

interface Lane {
  worker: Worker;
  waiting: Map<number, Pending>;
  down: boolean;
}

declare global {
  /** Set by the server bundle (scripts/build-server.mjs): the worker bundled beside it. */
  var __unleakPictureWorker: URL | undefined;
}

export function createWorkerPictureMatcher(references: ReferencePicture[], size = 1): ClosablePictureMatcher {
  // From the sources, the bootstrap registers tsx inside the worker (see the .mjs file).
  const script = globalThis.__unleakPictureWorker ?? new URL("./picture-match-worker.mjs", import.meta.url);
  const workerData = { references: references.map((r) => ({ id: r.id, bytes: new Uint8Array(r.bytes) })) };
  let fallback: Promise<PictureMatcher> | null = null;
  const inThread = (image: Buffer) => {
    fallback ??= createPictureMatcher(references);
    return fallback.then((matcher) => matcher.examine!(image));
  };
  let nextId = 0;
  const lanes: Lane[] = Array.from({ length: size }, () => {
    const lane: Lane = { worker: new Worker(script, { workerData }), waiting: new Map(), down: false };
    lane.worker.unref();
    lane.worker.on("message", ({ id, match, seen }: { id: number } & Partial<PictureExamination>) => {
      const pending = lane.waiting.get(id);
      lane.waiting.delete(id);
      // A picture the worker could not decode matches nothing.
      pending?.resolve({ match: match ?? null, seen: seen ?? null });
    });
    const failOver = () => {
      lane.down = true;
      for (const pending of lane.waiting.values()) pending.resolve(inThread(pending.image));
      lane.waiting.clear();
    };
    lane.worker.on("error", failOver);
    lane.worker.on("exit", failOver);
    return lane;
  });
  const examine = (image: Buffer) => {
    const lane = lanes.filter((l) => !l.down).sort((a, b) => a.waiting.size - b.waiting.size)[0];
    if (!lane) return inThread(image);
    const id = nextId++;
    return new Promise<PictureExamination>((resolve) => {
      lane.waiting.set(id, { image, resolve });
      lane.worker.postMessage({ id, image: new Uint8Array(image) });
    });
  };
  const matcher = memoiseMatcher({ match: async (image) => (await examine(image)).match, examine });
  return {
    match: matcher.match,
    examine: matcher.examine,
    close: async () => {
      await Promise.all(lanes.map((lane) => {
        lane.worker.removeAllListeners("exit");
        return lane.worker.terminate();
      }));
    },
  };
}
