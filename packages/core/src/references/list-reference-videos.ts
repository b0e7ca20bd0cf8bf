// The creator's reference videos with their upload and processing state and their filmstrips
// (the frames in time order). The failure reason stays a code here; the route translates it.
import type { ReferenceVideo } from "@unleak/contracts";
import { type Database, referenceMedia, referenceVideos } from "@unleak/db";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";
import { referenceView } from "./reference-view";
import type { ReferenceVideoRow } from "./video-uploads";

export async function listReferenceVideos({ db, storage, actor, ownerId }: Access & { db: Database; storage: FileStorage }): Promise<ReferenceVideo[]> {
  authorise(actor, "references.read", ownerId);
  const rows = await db.select().from(referenceVideos).where(eq(referenceVideos.userId, ownerId)).orderBy(desc(referenceVideos.createdAt));
  return withFrames(db, storage, rows);
}

/** One video; another creator's is "not found". */
export async function getReferenceVideo({ db, storage, actor, id }: { db: Database; storage: FileStorage; actor: Access["actor"]; id: string }): Promise<ReferenceVideo> {
  const [row] = await db.select().from(referenceVideos).where(eq(referenceVideos.id, id));
  if (!row) throw new AppError("NOT_FOUND");
  authorise(actor, "references.read", row.userId);
  return (await withFrames(db, storage, [row]))[0];
}

async function withFrames(db: Database, storage: FileStorage, rows: ReferenceVideoRow[]): Promise<ReferenceVideo[]> {
  if (rows.length === 0) return [];
  const frames = await db
    .select()
    .from(referenceMedia)
    .where(inArray(referenceMedia.videoId, rows.map((row) => row.id)))
    .orderBy(asc(referenceMedia.timeMs));
  return rows.map((row) => ({
    id: row.id,
    uploadId: row.uploadId,
    sourceName: row.sourceName,
    bytes: row.bytes,
    receivedBytes: row.receivedBytes,
    durationMs: row.durationMs,
    width: row.width,
    height: row.height,
    status: row.status,
    progress: row.progress,
    error: row.error,
    hasSignature: row.signatureKey !== null,
    frames: frames.filter((frame) => frame.videoId === row.id).map((frame) => referenceView(frame, storage)),
    createdAt: row.createdAt.toISOString(),
  }));
}
