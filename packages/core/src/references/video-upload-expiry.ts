// Abandoned reference-video uploads expire (ADR 031): an upload that received no byte for
// VIDEO_UPLOAD_EXPIRY_HOURS (default 24) is deleted with its encrypted parts, so that it no longer
// holds the creator's upload count, her video quota or our disk. Resuming it then answers 404 and
// the browser starts the upload afresh. The hourly job runs on real time, not the takedown clock:
// the parts' times are the file system's, and CLOCK_SCALE must not expire an upload under way.
import { type Database, referenceVideos } from "@unleak/db";
import { type Queue, videoUploadExpiryJob } from "@unleak/jobs";
import { and, eq, lt } from "drizzle-orm";
import type { FileStorage } from "../storage/file-storage";
import { removeReferenceVideo } from "./delete-reference-video";

export const VIDEO_UPLOAD_EXPIRY_CRON = "17 * * * *";
export const DEFAULT_VIDEO_UPLOAD_EXPIRY_HOURS = 24;

/** Deletes the uploads idle for more than `expiryHours` before `now`; answers how many. */
export async function expireVideoUploads({ db, storage, now, expiryHours }: { db: Database; storage: FileStorage; now: Date; expiryHours: number }): Promise<number> {
  const idleSince = new Date(now.getTime() - expiryHours * 3_600_000);
  const candidates = await db
    .select()
    .from(referenceVideos)
    .where(and(eq(referenceVideos.status, "uploading"), lt(referenceVideos.createdAt, idleSince)));
  let expired = 0;
  for (const row of candidates) {
    const lastWritten = await storage.uploads.lastWritten(row.uploadKey);
    if (lastWritten && lastWritten >= idleSince) continue;
    // Only while still uploading: a last byte that arrived meanwhile sent it to processing.
    const [still] = await db.select().from(referenceVideos).where(and(eq(referenceVideos.id, row.id), eq(referenceVideos.status, "uploading")));
    if (!still) continue;
    await removeReferenceVideo({ db, storage, row: still });
    expired += 1;
  }
  return expired;
}

export async function workVideoUploadExpiry({ db, queue, storage, expiryHours = DEFAULT_VIDEO_UPLOAD_EXPIRY_HOURS }: { db: Database; queue: Queue; storage: FileStorage; expiryHours?: number }): Promise<void> {
  await queue.work(videoUploadExpiryJob, async () => void (await expireVideoUploads({ db, storage, now: new Date(), expiryHours })));
  await queue.schedule(videoUploadExpiryJob, VIDEO_UPLOAD_EXPIRY_CRON, { tick: true });
}
