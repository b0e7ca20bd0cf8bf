// Deletes one of the creator's reference videos with everything it left: its frames (rows and
// files), the encrypted video, its signature and the parts of an unfinished upload.
import { type Database, referenceMedia, referenceVideos } from "@unleak/db";
import { eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Actor } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";

/** By its id (the API) or its upload's key (a tus DELETE); another creator's video is "not found". */
export async function deleteReferenceVideo({ db, storage, actor, video }: { db: Database; storage: FileStorage; actor: Actor; video: { id: string } | { uploadKey: string } }): Promise<void> {
  const [row] = await db
    .select()
    .from(referenceVideos)
    .where("id" in video ? eq(referenceVideos.id, video.id) : eq(referenceVideos.uploadKey, video.uploadKey));
  if (!row) throw new AppError("NOT_FOUND");
  authorise(actor, "references.change", row.userId);
  await removeReferenceVideo({ db, storage, row });
}

/** Deletes a video row with its frames, then its files and upload parts. */
export async function removeReferenceVideo({ db, storage, row }: { db: Database; storage: FileStorage; row: typeof referenceVideos.$inferSelect }): Promise<void> {
  const frames = await db.select({ storageKey: referenceMedia.storageKey }).from(referenceMedia).where(eq(referenceMedia.videoId, row.id));
  // The row first (its frames' rows go with it): a half-deleted video never shows; the files follow.
  await db.delete(referenceVideos).where(eq(referenceVideos.id, row.id));
  for (const frame of frames) await storage.remove("references", frame.storageKey);
  if (row.storageKey) await storage.remove("references", row.storageKey);
  if (row.signatureKey) await storage.remove("references", row.signatureKey);
  await storage.uploads.remove(row.uploadKey);
}
