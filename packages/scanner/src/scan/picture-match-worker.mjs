// Bootstrap of the picture-matcher worker thread: Node 20 does not pass the parent's TypeScript
// loader on to workers, so the worker registers tsx itself before loading its TypeScript entry.
import { register } from "tsx/esm/api";

register();
await import("./picture-match-worker.ts");
