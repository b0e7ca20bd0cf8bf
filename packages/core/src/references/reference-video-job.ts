// Registers the processing of uploaded reference videos on a process that runs jobs. The queue's
// signal reaches ffmpeg: a run past its expiry, or abandoned by a stopping queue, kills its child.
import type { Database } from "@unleak/db";
import { type Queue, referenceVideoJob } from "@unleak/jobs";
import type { VideoToolPaths } from "@unleak/scanner";
import type { FileStorage } from "../storage/file-storage";
import { processReferenceVideo } from "./process-reference-video";

export async function workReferenceVideos({ db, queue, storage, tools }: { db: Database; queue: Queue; storage: FileStorage; tools?: VideoToolPaths }): Promise<void> {
  await queue.work(referenceVideoJob, ({ videoId }, { signal }) => processReferenceVideo({ db, storage, videoId, tools, signal }));
}
