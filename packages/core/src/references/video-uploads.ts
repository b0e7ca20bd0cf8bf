// A reference video's resumable upload (ADR 031): the plan's room is checked when the upload is
// created, before any byte is stored; the bytes received are recorded as parts land; the last byte
// hands the video to processing. The tus protocol itself is the server's; this is the domain.
import { type Database, referenceVideos } from "@unleak/db";
import { type Queue, referenceVideoJob } from "@unleak/jobs";
import { and, eq, sql } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { looksLikeVideo, storableName } from "./add-reference";
import { referenceUsage } from "./reference-quota";

const MB = 1024 * 1024;
export type ReferenceVideoRow = typeof referenceVideos.$inferSelect;

/** Refuses a video of `bytes` the plan does not take: 413 above the largest upload, 422 when the uploads or the video bytes are used up. */
export async function assertVideoRoom({ db, storage, actor, ownerId, bytes }: Access & { db: Database; storage: FileStorage; bytes: number }): Promise<void> {
  authorise(actor, "references.change", ownerId);
  const usage = await referenceUsage(db, storage, ownerId);
  if (bytes > usage.videos.maxUploadBytes) throw new AppError("FILE_TOO_LARGE", "video too large", { megabytes: Math.floor(usage.videos.maxUploadBytes / MB) });
  if (usage.uploads.used + 1 > usage.uploads.limit || usage.videos.used + bytes > usage.videos.limit) {
    throw new AppError("REFERENCE_QUOTA_REACHED", "video quota reached", { uploads: usage.uploads.limit, megabytes: Math.floor(usage.videos.limit / MB) });
  }
}

/** Creates the upload's video (status `uploading`) once the plan has room for its declared size. */
export async function startVideoUpload({ db, storage, actor, ownerId, uploadKey, bytes, fileName }: Access & { db: Database; storage: FileStorage; uploadKey: string; bytes: number; fileName: string | null }): Promise<ReferenceVideoRow> {
  await assertVideoRoom({ db, storage, actor, ownerId, bytes });
  const [row] = await db
    .insert(referenceVideos)
    .values({ userId: ownerId, uploadId: crypto.randomUUID(), uploadKey, bytes, sourceName: fileName ? storableName(fileName) : null })
    .returning();
  return row;
}

/** The caller's upload; another creator's is "not found". */
export async function findVideoUpload({ db, actor, uploadKey }: { db: Database; actor: Access["actor"]; uploadKey: string }): Promise<ReferenceVideoRow> {
  const [row] = await db.select().from(referenceVideos).where(eq(referenceVideos.uploadKey, uploadKey));
  if (!row) throw new AppError("NOT_FOUND");
  authorise(actor, "references.change", row.userId);
  return row;
}

/** Checks the first bytes of an upload: only a video (MP4/MOV, WebM/MKV, AVI by content) is taken. */
export function assertVideoContent(firstBytes: Buffer): void {
  if (!looksLikeVideo(firstBytes)) throw new AppError("UNSUPPORTED_MEDIA", "not a video");
}

export async function recordVideoBytes({ db, uploadKey, receivedBytes }: { db: Database; uploadKey: string; receivedBytes: number }): Promise<void> {
  await db.update(referenceVideos).set({ receivedBytes }).where(and(eq(referenceVideos.uploadKey, uploadKey), eq(referenceVideos.status, "uploading")));
}

/** Every byte arrived: the video goes to processing (its parts are assembled by the job, which may be retried). */
export async function finishVideoUpload({ db, queue, uploadKey }: { db: Database; queue: Queue; uploadKey: string }): Promise<void> {
  const [row] = await db
    .update(referenceVideos)
    .set({ status: "processing", progress: 0, receivedBytes: sql`${referenceVideos.bytes}` })
    .where(and(eq(referenceVideos.uploadKey, uploadKey), eq(referenceVideos.status, "uploading")))
    .returning({ id: referenceVideos.id });
  if (!row) return;
  await queue.send(referenceVideoJob, { videoId: row.id }, { singletonKey: row.id });
}

/** A video sent whole (a multipart upload to POST /references, at most its body limit): stored encrypted and queued like a finished resumable upload. */
export async function addWholeReferenceVideo({ db, storage, queue, actor, ownerId, fileName, bytes }: Access & { db: Database; storage: FileStorage; queue: Queue; fileName: string; bytes: Buffer }): Promise<ReferenceVideoRow> {
  const row = await startVideoUpload({ db, storage, actor, ownerId, uploadKey: crypto.randomUUID().replaceAll("-", ""), bytes: bytes.length, fileName });
  const storageKey = storage.randomKey("video");
  await storage.put("references", storageKey, bytes);
  const [updated] = await db
    .update(referenceVideos)
    .set({ storageKey, receivedBytes: bytes.length, status: "processing" })
    .where(eq(referenceVideos.id, row.id))
    .returning();
  await queue.send(referenceVideoJob, { videoId: row.id }, { singletonKey: row.id });
  return updated;
}
