// Deletes one of the creator's references: its row, then its file. Another creator's id is "not found".
import { type Database, referenceMedia } from "@unleak/db";
import { and, eq } from "drizzle-orm";
import { AppError } from "../errors/app-error";
import type { Access } from "../policy/actor";
import { authorise } from "../policy/policy";
import type { FileStorage } from "../storage/file-storage";

/** Deletes the owner's reference `id` (a uuid: the route's contract checked it). */
export async function deleteReference({ db, storage, actor, ownerId: userId, id }: Access & { db: Database; storage: FileStorage; id: string }) {
  authorise(actor, "references.change", userId);
  const [row] = await db.delete(referenceMedia).where(and(eq(referenceMedia.id, id), eq(referenceMedia.userId, userId))).returning();
  if (!row) throw new AppError("NOT_FOUND");
  await storage.remove("references", row.storageKey);
}
