// Worker-thread side of the picture matcher: holds the reference set and matches pictures off
// the main thread, so that a scan's network work is never stalled behind hashing.
import { parentPort, workerData } from "node:worker_threads";
import { createPictureMatcher, type ReferencePicture } from "./picture-matcher";

interface Request {
  id: number;
  image: Uint8Array;
}

const references = (workerData as { references: Array<{ id: string; bytes: Uint8Array }> }).references.map(
  (ref): ReferencePicture => ({ id: ref.id, bytes: Buffer.from(ref.bytes) }),
);
const ready = createPictureMatcher(references);

parentPort?.on("message", async ({ id, image }: Request) => {
  try {
    const examination = await (await ready).examine!(Buffer.from(image));
    parentPort?.postMessage({ id, ...examination });
  } catch {
    parentPort?.postMessage({ id, match: null, seen: null });
  }
});
